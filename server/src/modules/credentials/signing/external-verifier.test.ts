import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { Ed25519Signature2020 } from '@digitalbazaar/ed25519-signature-2020';
import { Ed25519VerificationKey2020 } from '@digitalbazaar/ed25519-verification-key-2020';
import * as vc from '@digitalbazaar/vc';
import { createCredential, createList } from '@digitalbazaar/vc-bitstring-status-list';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { didWebDocumentUrl } from './did-web';
import { knownContextLoader, verifyExternalCredential, type ExternalVerification } from './external-verifier';
import { isPublicAddress, safeFetchJson } from './safe-fetch';

/*
 * The verifier of credentials from elsewhere against credentials this test signs with keys it generates: did:key
 * (eddsa-rdfc-2022 and Ed25519Signature2020, VC 2.0 and 1.1), did:web and a status list served by a small http
 * server on 127.0.0.1 (allowed by the allow-list, as CREDENTIAL_FETCH_ALLOWED_HOSTS would), tampered, revoked.
 */

const VC2 = 'https://www.w3.org/ns/credentials/v2';
const VC1 = 'https://www.w3.org/2018/credentials/v1';
const OB3 = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
const ED2020 = 'https://w3id.org/security/suites/ed25519-2020/v1';

const served = new Map<string, unknown>();
const requests: string[] = [];
let server: http.Server;
let origin: string;
let host: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
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
  origin = `http://127.0.0.1:${port}`;
  host = `127.0.0.1%3A${port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const allowed = { allowedHosts: ['127.0.0.1'] };

function openBadge(issuer: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    '@context': [VC2, OB3],
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

async function signDataIntegrity(credential: Record<string, unknown>, keyPair: Ed25519Multikey.Ed25519KeyPair) {
  const suite = new DataIntegrityProof({ signer: keyPair.signer(), cryptosuite });
  return vc.issue({ credential: structuredClone(credential), suite, documentLoader: knownContextLoader });
}

async function didKeyPair() {
  const generated = await Ed25519Multikey.generate();
  const did = `did:key:${generated.publicKeyMultibase}`;
  const keyPair = await Ed25519Multikey.from({
    ...(await generated.export({ publicKey: true, secretKey: true, includeContext: true })),
    id: `${did}#${generated.publicKeyMultibase}`,
    controller: did,
  });
  return { did, keyPair };
}

const outcomes = (result: ExternalVerification) =>
  Object.fromEntries(result.checks.map((check) => [check.id, check.outcome]));
const messageOf = (result: ExternalVerification, id: string) => result.checks.find((check) => check.id === id)?.message;

describe('did:key, eddsa-rdfc-2022 (VC 2.0)', () => {
  it('verifies a credential signed by a generated key, and refuses it once tampered', async () => {
    const { did, keyPair } = await didKeyPair();
    const signed = await signDataIntegrity(openBadge(did), keyPair);
    const result = await verifyExternalCredential(signed, allowed);
    expect(outcomes(result)).toEqual({
      format: 'passed',
      signature: 'passed',
      dates: 'passed',
      status: 'not_applicable',
    });
    expect(result.verified).toBe(true);
    expect(messageOf(result, 'signature')).toBe(`La firma es válida (eddsa-rdfc-2022), hecha con la clave de ${did}`);
    expect(result).toMatchObject({
      title: 'Didáctica de las Matemáticas',
      issuerName: 'Universidad de Ejemplo',
      issuerId: did,
      recipientName: 'Ana Pérez',
      validFrom: '2024-01-01T00:00:00Z',
    });

    const tampered = structuredClone(signed) as { credentialSubject: { name: string } };
    tampered.credentialSubject.name = 'Otra Persona';
    const refused = await verifyExternalCredential(tampered, allowed);
    expect(refused.verified).toBe(false);
    expect(outcomes(refused).signature).toBe('failed');
    expect(messageOf(refused, 'signature')).toContain('fue modificado después de firmarse');
  });

  it('fails the dates of an expired credential and of one not valid yet, in words', async () => {
    const { did, keyPair } = await didKeyPair();
    const expired = await signDataIntegrity(openBadge(did, { validUntil: '2024-06-30T00:00:00Z' }), keyPair);
    const result = await verifyExternalCredential(expired, allowed);
    expect(outcomes(result)).toMatchObject({ signature: 'passed', dates: 'failed' });
    expect(messageOf(result, 'dates')).toBe('La credencial venció el 30 de junio de 2024');
    const future = await signDataIntegrity(openBadge(did, { validFrom: '2999-01-01T00:00:00Z' }), keyPair);
    const early = await verifyExternalCredential(future, allowed);
    expect(outcomes(early)).toMatchObject({ signature: 'passed', dates: 'failed' });
    expect(messageOf(early, 'dates')).toContain('todavía no es válida: lo será desde el 1 de enero de 2999');
    expect(early.verified).toBe(false);
  });

  it('refuses an unknown context without fetching it', async () => {
    const { did, keyPair } = await didKeyPair();
    const signed = await signDataIntegrity(openBadge(did), keyPair);
    const other = { ...signed, '@context': [VC2, OB3, `${origin}/context.json`] };
    const before = requests.length;
    const result = await verifyExternalCredential(other, allowed);
    expect(outcomes(result).format).toBe('failed');
    expect(messageOf(result, 'format')).toContain('contexto que este verificador no conoce');
    expect(requests.length).toBe(before);
  });
});

describe('did:key, Ed25519Signature2020 (VC 1.1)', () => {
  it('verifies a credential signed with the 2020 suite, and refuses it once tampered', async () => {
    const key = await Ed25519VerificationKey2020.generate();
    const did = `did:key:${key.fingerprint()}`;
    key.id = `${did}#${key.fingerprint()}`;
    key.controller = did;
    const credential = {
      '@context': [VC1, OB3, ED2020],
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
    const result = await verifyExternalCredential(signed, allowed);
    expect(outcomes(result)).toEqual({
      format: 'passed',
      signature: 'passed',
      dates: 'passed',
      status: 'not_applicable',
    });
    expect(messageOf(result, 'format')).toContain('VC 1.1');
    expect(messageOf(result, 'signature')).toBe(
      `La firma es válida (Ed25519Signature2020), hecha con la clave de ${did}`,
    );

    const tampered = structuredClone(signed) as typeof credential;
    tampered.credentialSubject.achievement.name = 'Inglés C2';
    const refused = await verifyExternalCredential(tampered, allowed);
    expect(outcomes(refused).signature).toBe('failed');
    expect(refused.verified).toBe(false);
  });
});

describe('did:web and a Bitstring Status List served on 127.0.0.1', () => {
  async function webIssuer(path: string) {
    const did = `did:web:${host}:${path}`;
    const keyPair = await Ed25519Multikey.generate({ id: `${did}#key-1`, controller: did });
    served.set(`/${path}/did.json`, {
      '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/multikey/v1'],
      id: did,
      verificationMethod: [
        { id: '#key-1', type: 'Multikey', controller: did, publicKeyMultibase: keyPair.publicKeyMultibase },
      ],
      assertionMethod: ['#key-1'],
    });
    return { did, keyPair };
  }

  async function statusList(
    path: string,
    issuer: { did: string; keyPair: Ed25519Multikey.Ed25519KeyPair },
    revoked: number[],
  ) {
    const list = await createList({ length: 131072 });
    for (const index of revoked) list.setStatus(index, true);
    const url = `${origin}/${path}`;
    const unsigned = await createCredential({ id: url, list, statusPurpose: 'revocation' });
    const signed = await signDataIntegrity(
      { ...unsigned, issuer: issuer.did, validFrom: '2024-01-01T00:00:00Z' },
      issuer.keyPair,
    );
    served.set(`/${path}`, signed);
    return url;
  }

  const entry = (url: string, index: number) => ({
    credentialStatus: {
      id: `${url}#${index}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(index),
      statusListCredential: url,
    },
  });

  it('builds did:web addresses as the method says', () => {
    expect(didWebDocumentUrl('did:web:example.edu')).toBe('https://example.edu/.well-known/did.json');
    expect(didWebDocumentUrl('did:web:example.edu:staff:keys')).toBe('https://example.edu/staff/keys/did.json');
    expect(didWebDocumentUrl('did:web:example.edu%3A8443')).toBe('https://example.edu:8443/.well-known/did.json');
    expect(didWebDocumentUrl('did:web:127.0.0.1%3A80', ['127.0.0.1'])).toBe('http://127.0.0.1/.well-known/did.json');
    expect(didWebDocumentUrl('did:web:a%2Fb')).toBeUndefined();
  });

  it('verifies a did:web credential whose status bit is clear, and fails the one whose bit is set', async () => {
    const issuer = await webIssuer('issuer-a');
    const listUrl = await statusList('status/a', issuer, [7]);
    const valid = await signDataIntegrity(openBadge(issuer.did, entry(listUrl, 3)), issuer.keyPair);
    const result = await verifyExternalCredential(valid, allowed);
    expect(outcomes(result)).toEqual({ format: 'passed', signature: 'passed', dates: 'passed', status: 'passed' });
    expect(result.verified).toBe(true);
    expect(messageOf(result, 'signature')).toBe(
      `La firma es válida (eddsa-rdfc-2022), hecha con la clave de ${issuer.did}`,
    );

    const revoked = await signDataIntegrity(openBadge(issuer.did, entry(listUrl, 7)), issuer.keyPair);
    const refused = await verifyExternalCredential(revoked, allowed);
    expect(outcomes(refused)).toMatchObject({ signature: 'passed', status: 'failed' });
    expect(messageOf(refused, 'status')).toBe('La credencial fue revocada por su emisor');
    expect(refused.verified).toBe(false);

    const tampered = structuredClone(valid) as { name: string };
    tampered.name = 'Otro certificado';
    expect(outcomes(await verifyExternalCredential(tampered, allowed)).signature).toBe('failed');
  });

  it('answers unknown when the status list cannot be fetched', async () => {
    const issuer = await webIssuer('issuer-b');
    const credential = await signDataIntegrity(
      openBadge(issuer.did, entry(`${origin}/status/missing`, 1)),
      issuer.keyPair,
    );
    const result = await verifyExternalCredential(credential, allowed);
    expect(outcomes(result)).toMatchObject({ signature: 'passed', status: 'unknown' });
    expect(messageOf(result, 'status')).toMatch(/^No se pudo consultar el estado de revocación: .*404/);
    expect(result.verified).toBe(false);
  });

  it('refuses a status list signed by someone else than the issuer', async () => {
    const issuer = await webIssuer('issuer-c');
    const stranger = await didKeyPair();
    const listUrl = await statusList('status/c', stranger, []);
    const credential = await signDataIntegrity(openBadge(issuer.did, entry(listUrl, 1)), issuer.keyPair);
    const result = await verifyExternalCredential(credential, allowed);
    expect(outcomes(result).status).toBe('unknown');
    expect(messageOf(result, 'status')).toContain('otro emisor');
  });

  it('never reaches a private address that is not allowed: no request arrives', async () => {
    const issuer = await webIssuer('issuer-d');
    const listUrl = await statusList('status/d', issuer, []);
    const credential = await signDataIntegrity(openBadge(issuer.did, entry(listUrl, 1)), issuer.keyPair);
    const before = requests.length;
    const result = await verifyExternalCredential(credential, { allowedHosts: [] });
    expect(requests.length).toBe(before);
    expect(outcomes(result).signature).toBe('unknown');
    expect(messageOf(result, 'signature')).toContain('red privada o local');
    expect(result.verified).toBe(false);
    await expect(safeFetchJson(listUrl.replace('http:', 'https:'), { allowedHosts: [] })).rejects.toThrow(
      /red privada o local/,
    );
    await expect(safeFetchJson(listUrl, { allowedHosts: [] })).rejects.toThrow(/no es https/);
    await expect(safeFetchJson('https://localhost/x', { allowedHosts: [] })).rejects.toThrow(/red privada o local/);
    expect(requests.length).toBe(before);
  });

  it('judges addresses: only public unicast ones are reached', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.10',
      '172.16.5.4',
      '169.254.169.254',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
      '100.64.0.1',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('stops reading an answer longer than the limit', async () => {
    served.set('/big', { filler: 'x'.repeat(200_000) });
    await expect(safeFetchJson(`${origin}/big`, allowed)).rejects.toThrow(/supera 100 KB/);
  });
});
