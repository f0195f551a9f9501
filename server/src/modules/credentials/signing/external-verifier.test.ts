import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@contracts/languages';
import { loadServerTexts } from '../../../i18n/server-texts';
import { writtenCheck } from './external/check-texts';
import { didWebDocumentUrl } from './did-web';
import { verifyExternalCredential, type ExternalVerification } from './external-verifier';
import { isPublicAddress, safeFetchJson } from './safe-fetch';
import {
  didKeyIssuer,
  ed25519Signature2020Badge,
  ed25519Signature2020WebBadge,
  OB3_CONTEXT,
  openBadge,
  publishStatusList,
  signDataIntegrity,
  startCredentialServer,
  statusEntry,
  VC2_CONTEXT,
  webIssuer,
  type CredentialServer,
} from './test-issuers';

/*
 * The verifier of credentials from elsewhere against credentials this test signs with keys it generates: did:key
 * (eddsa-rdfc-2022 and Ed25519Signature2020, VC 2.0 and 1.1), did:web and a status list served by a small http
 * server on 127.0.0.1 (allowed by the allow-list, as CREDENTIAL_FETCH_ALLOWED_HOSTS would), tampered, revoked.
 */

let server: CredentialServer;
/** Whose language the checks are written in (as `request.language` would be). */
let reader: Language = 'es';
beforeAll(async () => {
  server = await startCredentialServer();
  await loadServerTexts({ languageNow: () => reader });
});
afterEach(() => {
  reader = 'es';
});
afterAll(() => server.close());

const allowed = { allowedHosts: ['127.0.0.1'] };

const outcomes = (result: ExternalVerification) =>
  Object.fromEntries(result.checks.map((check) => [check.id, check.outcome]));
/** A check's words as answered to `reader`. */
const messageOf = (result: ExternalVerification, id: string) => {
  const check = result.checks.find((found) => found.id === id);
  return check && writtenCheck(check).message;
};

describe('did:key, eddsa-rdfc-2022 (VC 2.0)', () => {
  it('verifies a credential signed by a generated key, and refuses it once tampered', async () => {
    const { did, keyPair } = await didKeyIssuer();
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
    const { did, keyPair } = await didKeyIssuer();
    const expired = await signDataIntegrity(openBadge(did, { validUntil: '2024-06-30T00:00:00Z' }), keyPair);
    const result = await verifyExternalCredential(expired, allowed);
    expect(outcomes(result)).toMatchObject({ signature: 'passed', dates: 'failed' });
    expect(messageOf(result, 'dates')).toBe('La credencial venció el 30 de junio de 2024');
    const future = await signDataIntegrity(openBadge(did, { validFrom: '2999-01-01T00:00:00Z' }), keyPair);
    const early = await verifyExternalCredential(future, allowed);
    expect(outcomes(early)).toMatchObject({ signature: 'passed', dates: 'failed' });
    expect(messageOf(early, 'dates')).toContain('todavía no es válida: lo será desde el 1 de enero de 2999');
    expect(early.verified).toBe(false);

    // Kept as an id and the ISO day; written in the reader's language, the day too.
    expect(result.checks.find((check) => check.id === 'dates')).toMatchObject({
      message: 'La credencial venció el 2024-06-30',
      text: { id: 'credentials.dates.expired', values: { until: '2024-06-30T00:00:00.000Z' } },
    });
    reader = 'en';
    expect(messageOf(result, 'dates')).toBe('The credential expired on June 30, 2024');
    expect(messageOf(early, 'dates')).toBe('The credential is not valid yet: it will be from January 1, 2999');
  });

  it("writes a current credential's validity in the reader's language", async () => {
    const { did, keyPair } = await didKeyIssuer();
    const current = await signDataIntegrity(
      openBadge(did, { validFrom: '2024-01-15T00:00:00Z', validUntil: '2999-12-31T23:59:59Z' }),
      keyPair,
    );
    const result = await verifyExternalCredential(current, allowed);
    expect(messageOf(result, 'dates')).toBe(
      'La credencial está vigente: válida desde el 15 de enero de 2024, hasta el 31 de diciembre de 2999',
    );
    reader = 'en';
    expect(messageOf(result, 'dates')).toBe(
      'The credential is current: valid from January 15, 2024 until December 31, 2999',
    );
    expect(messageOf(result, 'signature')).toBe(
      `The signature is valid (eddsa-rdfc-2022), made with the key of ${did}`,
    );
  });

  it('refuses a credential too large to canonicalize before any work', async () => {
    const { did } = await didKeyIssuer();
    const alignment = Array.from({ length: 1000 }, (_, index) => ({ type: ['Alignment'], targetName: `t${index}` }));
    const result = await verifyExternalCredential(openBadge(did, { alignment, proof: {} }), allowed);
    expect(outcomes(result).format).toBe('failed');
    expect(messageOf(result, 'format')).toBe(
      'La credencial es demasiado grande para comprobarla: tiene más de 1000 objetos y listas',
    );
  });

  it('refuses an unknown context without fetching it', async () => {
    const { did, keyPair } = await didKeyIssuer();
    const signed = await signDataIntegrity(openBadge(did), keyPair);
    const other = { ...signed, '@context': [VC2_CONTEXT, OB3_CONTEXT, `${server.origin}/context.json`] };
    const before = server.requests.length;
    const result = await verifyExternalCredential(other, allowed);
    expect(outcomes(result).format).toBe('failed');
    expect(messageOf(result, 'format')).toContain('contexto que este verificador no conoce');
    expect(server.requests.length).toBe(before);
  });
});

describe('did:key, Ed25519Signature2020 (VC 1.1)', () => {
  it('verifies a credential signed with the 2020 suite, and refuses it once tampered', async () => {
    const { did, signed } = await ed25519Signature2020Badge();
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

    const tampered = structuredClone(signed) as { credentialSubject: { achievement: { name: string } } };
    tampered.credentialSubject.achievement.name = 'Inglés C2';
    const refused = await verifyExternalCredential(tampered, allowed);
    expect(outcomes(refused).signature).toBe('failed');
    expect(refused.verified).toBe(false);
  });
});

describe('did:web and a Bitstring Status List served on 127.0.0.1', () => {
  it('builds did:web addresses as the method says', () => {
    expect(didWebDocumentUrl('did:web:example.edu')).toBe('https://example.edu/.well-known/did.json');
    expect(didWebDocumentUrl('did:web:example.edu:staff:keys')).toBe('https://example.edu/staff/keys/did.json');
    expect(didWebDocumentUrl('did:web:example.edu%3A8443')).toBe('https://example.edu:8443/.well-known/did.json');
    expect(didWebDocumentUrl('did:web:127.0.0.1%3A80', ['127.0.0.1'])).toBe('http://127.0.0.1/.well-known/did.json');
    expect(didWebDocumentUrl('did:web:a%2Fb')).toBeUndefined();
  });

  it('verifies a did:web credential whose status bit is clear, and fails the one whose bit is set', async () => {
    const issuer = await webIssuer(server, 'issuer-a');
    const listUrl = await publishStatusList(server, 'status/a', issuer, [7]);
    const valid = await signDataIntegrity(openBadge(issuer.did, statusEntry(listUrl, 3)), issuer.keyPair);
    const result = await verifyExternalCredential(valid, allowed);
    expect(outcomes(result)).toEqual({ format: 'passed', signature: 'passed', dates: 'passed', status: 'passed' });
    expect(result.verified).toBe(true);
    expect(messageOf(result, 'signature')).toBe(
      `La firma es válida (eddsa-rdfc-2022), hecha con la clave de ${issuer.did}`,
    );

    const revoked = await signDataIntegrity(openBadge(issuer.did, statusEntry(listUrl, 7)), issuer.keyPair);
    const refused = await verifyExternalCredential(revoked, allowed);
    expect(outcomes(refused)).toMatchObject({ signature: 'passed', status: 'failed' });
    expect(messageOf(refused, 'status')).toBe('La credencial fue revocada por su emisor');
    expect(refused.verified).toBe(false);
    reader = 'en';
    expect(messageOf(refused, 'status')).toBe('The credential was revoked by its issuer');
    expect(messageOf(result, 'status')).toBe(
      "The credential has not been revoked (its issuer's status list, consulted now)",
    );
    reader = 'es';

    const tampered = structuredClone(valid) as { name: string };
    tampered.name = 'Otro certificado';
    expect(outcomes(await verifyExternalCredential(tampered, allowed)).signature).toBe('failed');
  });

  it('verifies an Ed25519Signature2020 proof made with a did:web key written as Ed25519VerificationKey2020', async () => {
    const { did, signed } = await ed25519Signature2020WebBadge(server, 'issuer-2020');
    const result = await verifyExternalCredential(signed, allowed);
    expect(outcomes(result)).toMatchObject({ format: 'passed', signature: 'passed', dates: 'passed' });
    expect(messageOf(result, 'signature')).toBe(
      `La firma es válida (Ed25519Signature2020), hecha con la clave de ${did}`,
    );
    const tampered = structuredClone(signed) as { issuanceDate: string };
    tampered.issuanceDate = '2020-01-01T00:00:00Z';
    expect(outcomes(await verifyExternalCredential(tampered, allowed)).signature).toBe('failed');
  });

  it('answers unknown when the status list cannot be fetched', async () => {
    const issuer = await webIssuer(server, 'issuer-b');
    const credential = await signDataIntegrity(
      openBadge(issuer.did, statusEntry(`${server.origin}/status/missing`, 1)),
      issuer.keyPair,
    );
    const result = await verifyExternalCredential(credential, allowed);
    expect(outcomes(result)).toMatchObject({ signature: 'passed', status: 'unknown' });
    expect(messageOf(result, 'status')).toMatch(/^No se pudo consultar el estado de revocación: .*404/);
    expect(result.verified).toBe(false);
    reader = 'en';
    expect(messageOf(result, 'status')).toBe(
      'The revocation status could not be consulted: 127.0.0.1 answered with status 404',
    );
  });

  it('refuses a status list signed by someone else than the issuer', async () => {
    const issuer = await webIssuer(server, 'issuer-c');
    const stranger = await didKeyIssuer();
    const listUrl = await publishStatusList(server, 'status/c', stranger, []);
    const credential = await signDataIntegrity(openBadge(issuer.did, statusEntry(listUrl, 1)), issuer.keyPair);
    const result = await verifyExternalCredential(credential, allowed);
    expect(outcomes(result).status).toBe('unknown');
    expect(messageOf(result, 'status')).toContain('otro emisor');
  });

  it('never reaches a private address that is not allowed: no request arrives', async () => {
    const issuer = await webIssuer(server, 'issuer-d');
    const listUrl = await publishStatusList(server, 'status/d', issuer, []);
    const credential = await signDataIntegrity(openBadge(issuer.did, statusEntry(listUrl, 1)), issuer.keyPair);
    const before = server.requests.length;
    const result = await verifyExternalCredential(credential, { allowedHosts: [] });
    expect(server.requests.length).toBe(before);
    expect(outcomes(result).signature).toBe('unknown');
    expect(messageOf(result, 'signature')).toContain('red privada o local');
    expect(result.verified).toBe(false);
    reader = 'en';
    expect(messageOf(result, 'signature')).toMatch(
      /^The issuer's key could not be obtained \(did:web:.*\): 127\.0\.0\.1 is on a private or local network/,
    );
    expect(messageOf(result, 'status')).toBe('Not checked: the signature is not valid');
    await expect(safeFetchJson(listUrl.replace('http:', 'https:'), { allowedHosts: [] })).rejects.toThrow(
      /red privada o local/,
    );
    await expect(safeFetchJson(listUrl, { allowedHosts: [] })).rejects.toThrow(/no es https/);
    await expect(safeFetchJson('https://localhost/x', { allowedHosts: [] })).rejects.toThrow(/red privada o local/);
    expect(server.requests.length).toBe(before);
  });

  it('judges addresses: only public unicast ones are reached', () => {
    const refused = ['127.0.0.1', '10.1.2.3', '192.168.0.10', '172.16.5.4', '169.254.169.254', '::1', 'fe80::1'];
    refused.push('fd00::1', '::ffff:127.0.0.1', '0.0.0.0', '100.64.0.1');
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('gives up on a server that does not answer in time', async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const started = Date.now();
    await expect(safeFetchJson(`http://127.0.0.1:${port}/did.json`, { ...allowed, timeoutMs: 300 })).rejects.toThrow(
      '127.0.0.1 no respondió a tiempo',
    );
    expect(Date.now() - started).toBeLessThan(2000);
    silent.close();
  });

  it('stops reading an answer longer than the limit', async () => {
    server.served.set('/big', { filler: 'x'.repeat(200_000) });
    await expect(safeFetchJson(`${server.origin}/big`, allowed)).rejects.toThrow(/supera 100 KB/);
  });
});
