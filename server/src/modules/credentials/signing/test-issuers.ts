import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { Ed25519Signature2020 } from '@digitalbazaar/ed25519-signature-2020';
import { Ed25519VerificationKey2020 } from '@digitalbazaar/ed25519-verification-key-2020';
import * as vc from '@digitalbazaar/vc';
import { createCredential, createList } from '@digitalbazaar/vc-bitstring-status-list';
import { knownContextLoader } from './external-verifier';

/*
 * Test fixtures of credentials from elsewhere (tests only): issuers whose keys the test generates (did:key, and
 * did:web served by a small http server on 127.0.0.1), credentials they sign with either suite, and Bitstring
 * Status Lists they publish there. The server records every request it receives.
 */

export const VC2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const VC1_CONTEXT = 'https://www.w3.org/2018/credentials/v1';
export const OB3_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const ED25519_2020_CONTEXT = 'https://w3id.org/security/suites/ed25519-2020/v1';

export type Credential = Record<string, unknown>;

export interface Issuer {
  did: string;
  keyPair: Ed25519Multikey.Ed25519KeyPair;
}

/** An Open Badges 3.0 credential (VC 2.0) of `issuer`, unsigned; `extra` adds or replaces top-level fields. */
export function openBadge(issuer: string, extra: Credential = {}): Credential {
  return {
    '@context': [VC2_CONTEXT, OB3_CONTEXT],
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: issuer, type: ['Profile'], name: 'Universidad de Ejemplo' },
    validFrom: '2024-01-01T00:00:00Z',
    name: 'Certificado de Didáctica',
    credentialSubject: {
      type: ['AchievementSubject'],
      name: 'Ana Pérez',
      achievement: {
        id: 'https://example.edu/achievements/1',
        type: ['Achievement'],
        name: 'Didáctica de las Matemáticas',
        description: 'Curso de 120 horas',
        criteria: { narrative: 'Aprobó el curso' },
      },
    },
    ...extra,
  };
}

/** Signs with a Data Integrity proof, eddsa-rdfc-2022. */
export async function signDataIntegrity(credential: Credential, keyPair: Ed25519Multikey.Ed25519KeyPair) {
  const suite = new DataIntegrityProof({ signer: keyPair.signer(), cryptosuite });
  return vc.issue({ credential: structuredClone(credential), suite, documentLoader: knownContextLoader });
}

/** A new did:key issuer (Multikey). */
export async function didKeyIssuer(): Promise<Issuer> {
  const generated = await Ed25519Multikey.generate();
  const did = `did:key:${generated.publicKeyMultibase}`;
  const keyPair = await Ed25519Multikey.from({
    ...(await generated.export({ publicKey: true, secretKey: true, includeContext: true })),
    id: `${did}#${generated.publicKeyMultibase}`,
    controller: did,
  });
  return { did, keyPair };
}

/** An Open Badge (VC 1.1, the Ed25519 2020 context) signed with Ed25519Signature2020 by a new did:key issuer. */
export async function ed25519Signature2020Badge(): Promise<{ did: string; signed: Credential }> {
  const key = await Ed25519VerificationKey2020.generate();
  const did = `did:key:${key.fingerprint()}`;
  key.id = `${did}#${key.fingerprint()}`;
  key.controller = did;
  const credential = {
    '@context': [VC1_CONTEXT, OB3_CONTEXT, ED25519_2020_CONTEXT],
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: did, type: 'Profile', name: 'Instituto 2020' },
    issuanceDate: '2023-05-01T00:00:00Z',
    credentialSubject: {
      type: 'AchievementSubject',
      achievement: {
        id: 'https://example.org/a/2',
        type: 'Achievement',
        name: 'Inglés B2',
        criteria: { narrative: 'Examen' },
        description: 'Nivel B2',
      },
    },
  };
  const signed = await vc.issue({
    credential,
    suite: new Ed25519Signature2020({ key }),
    documentLoader: knownContextLoader,
  });
  return { did, signed };
}

/**
 * An Open Badge (VC 1.1) signed with Ed25519Signature2020 by a did:web issuer whose DID document the server
 * publishes at /<path>/did.json, its key written as an Ed25519VerificationKey2020.
 */
export async function ed25519Signature2020WebBadge(
  server: CredentialServer,
  path: string,
): Promise<{ did: string; signed: Credential }> {
  const did = `did:web:${server.didHost}:${path}`;
  const key = await Ed25519VerificationKey2020.generate({ id: `${did}#key-2020`, controller: did });
  server.served.set(`/${path}/did.json`, {
    '@context': ['https://www.w3.org/ns/did/v1', ED25519_2020_CONTEXT],
    id: did,
    verificationMethod: [await key.export({ publicKey: true })],
    assertionMethod: [`${did}#key-2020`],
  });
  const credential = {
    '@context': [VC1_CONTEXT, OB3_CONTEXT, ED25519_2020_CONTEXT],
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: did, type: 'Profile', name: 'Instituto Web 2020' },
    issuanceDate: '2023-05-01T00:00:00Z',
    credentialSubject: {
      type: 'AchievementSubject',
      achievement: {
        id: 'https://example.org/a/3',
        type: 'Achievement',
        name: 'Francés A2',
        criteria: { narrative: 'Examen' },
        description: 'Nivel A2',
      },
    },
  };
  const signed = await vc.issue({
    credential,
    suite: new Ed25519Signature2020({ key }),
    documentLoader: knownContextLoader,
  });
  return { did, signed };
}

/** A small http server on 127.0.0.1 serving JSON documents by path, and recording every request. */
export interface CredentialServer {
  origin: string;
  /** The did:web host part: `127.0.0.1%3A<port>`. */
  didHost: string;
  served: Map<string, unknown>;
  requests: string[];
  close(): Promise<void>;
}

export async function startCredentialServer(): Promise<CredentialServer> {
  const served = new Map<string, unknown>();
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    const body = served.get(request.url ?? '');
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    didHost: `127.0.0.1%3A${port}`,
    served,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A did:web issuer whose DID document the server publishes at /<path>/did.json (relative key ids, Multikey). */
export async function webIssuer(server: CredentialServer, path: string): Promise<Issuer> {
  const did = `did:web:${server.didHost}:${path}`;
  const keyPair = await Ed25519Multikey.generate({ id: `${did}#key-1`, controller: did });
  server.served.set(`/${path}/did.json`, {
    '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/multikey/v1'],
    id: did,
    verificationMethod: [
      { id: '#key-1', type: 'Multikey', controller: did, publicKeyMultibase: keyPair.publicKeyMultibase },
    ],
    assertionMethod: ['#key-1'],
  });
  return { did, keyPair };
}

/** A revocation BitstringStatusListCredential signed by `issuer`, published at /<path>; its URL. */
export async function publishStatusList(
  server: CredentialServer,
  path: string,
  issuer: Issuer,
  revoked: number[],
): Promise<string> {
  const list = await createList({ length: 131072 });
  for (const index of revoked) list.setStatus(index, true);
  const url = `${server.origin}/${path}`;
  const unsigned = await createCredential({ id: url, list, statusPurpose: 'revocation' });
  const signed = await signDataIntegrity(
    { ...unsigned, issuer: issuer.did, validFrom: '2024-01-01T00:00:00Z' },
    issuer.keyPair,
  );
  server.served.set(`/${path}`, signed);
  return url;
}

/** The `credentialStatus` of entry `index` of the list at `url`. */
export function statusEntry(url: string, index: number): Credential {
  return {
    credentialStatus: {
      id: `${url}#${index}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(index),
      statusListCredential: url,
    },
  };
}
