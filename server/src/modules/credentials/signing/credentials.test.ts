import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as vc from '@digitalbazaar/vc';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentLoader, resolveDidKey } from './document-loader';
import { buildOpenBadgeCredential, type BadgeAward } from './open-badge';
import { signCredential, verifyCredential } from './proofs';
import { emailMatchesIdentity } from './recipient-identity';
import {
  loadSigningKey,
  SIGNING_KEY_FILE,
  signingKeyFromSeed,
  signingKeyFromText,
  type SigningKey,
} from './signing-key';
import { asDeclared, setTranslator } from '@contracts/i18n/texts';

let key: SigningKey;
let otherKey: SigningKey;
beforeAll(async () => {
  key = await signingKeyFromSeed(crypto.randomBytes(32));
  otherKey = await signingKeyFromSeed(crypto.randomBytes(32));
});

const award = (issuer: SigningKey, overrides: Partial<BadgeAward> = {}): BadgeAward => ({
  credentialId: crypto.randomUUID(),
  issuer: { id: issuer.did, name: 'Esarte Faculty', url: 'https://school.example' },
  recipientName: 'Ana María Pérez',
  recipientEmail: 'Ana.Perez@School.example ',
  awardedAt: new Date('2026-11-20T09:30:12.345Z'),
  status: { listUrl: 'https://school.example/api/credentials/status/3', index: 94_567 },
  achievement: {
    id: 'https://school.example/api/achievements/7',
    name: 'Mentor del año',
    description: null,
    imageUrl: 'https://school.example/api/badges/7/image',
  },
  ...overrides,
});

// The problems as declared (English), whatever translator an earlier test file of this worker left set.
beforeAll(() => setTranslator(asDeclared));

describe('an issued Open Badges 3.0 credential', () => {
  let signed: Record<string, unknown>;
  beforeAll(async () => {
    signed = await signCredential(buildOpenBadgeCredential(award(key)), key);
  });

  it('is an OpenBadgeCredential of the school, the recipient and the badge, with an eddsa-rdfc-2022 proof', () => {
    expect(signed).toMatchObject({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: key.did, type: ['Profile'], name: 'Esarte Faculty', url: 'https://school.example' },
      validFrom: '2026-11-20T09:30:12Z',
      credentialSubject: {
        type: ['AchievementSubject'],
        name: 'Ana María Pérez',
        identifier: [{ type: 'IdentityObject', identityType: 'emailAddress', hashed: true }],
        achievement: {
          id: 'https://school.example/api/achievements/7',
          type: ['Achievement'],
          name: 'Mentor del año',
          description: 'Badge «Mentor del año» otorgado por Esarte Faculty.',
          criteria: { narrative: 'Badge «Mentor del año» otorgado por Esarte Faculty.' },
          image: { id: 'https://school.example/api/badges/7/image', type: 'Image' },
        },
      },
      proof: {
        type: 'DataIntegrityProof',
        cryptosuite: 'eddsa-rdfc-2022',
        proofPurpose: 'assertionMethod',
        verificationMethod: key.verificationMethod,
      },
    });
    expect(signed.id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(key.did).toMatch(/^did:key:z6Mk/);
    expect(signed.credentialStatus).toEqual({
      id: 'https://school.example/api/credentials/status/3#94567',
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: '94567',
      statusListCredential: 'https://school.example/api/credentials/status/3',
    });
  });

  it('names its recipient by a salted hash of their email, which only that email matches', () => {
    const [identity] = (signed.credentialSubject as { identifier: { identityHash: string; salt: string }[] })
      .identifier;
    expect(identity!.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(identity!.identityHash).toMatch(/^sha256\$[0-9a-f]{64}$/);
    expect(JSON.stringify(signed)).not.toMatch(/perez@/i);
    expect(emailMatchesIdentity('ana.perez@school.example', identity!)).toBe(true);
    expect(emailMatchesIdentity('ana.perez@school.example.org', identity!)).toBe(false);
  });

  it('names a recipient without an email by their name, and carries no status entry when given none', () => {
    const credential = buildOpenBadgeCredential(award(key, { recipientEmail: '', status: undefined }));
    expect((credential.credentialSubject as { identifier: unknown }).identifier).toEqual([
      { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: 'Ana María Pérez' },
    ]);
    expect(credential).not.toHaveProperty('credentialStatus');
  });

  it("verifies with the library's own verifier, offline, and with ours", async () => {
    const result = await vc.verifyCredential({
      credential: structuredClone(signed),
      suite: new DataIntegrityProof({ cryptosuite }),
      documentLoader,
      // The status list is not fetched here (the status-list tests check it).
      checkStatus: async () => ({ verified: true }),
    });
    expect(result.error).toBeUndefined();
    expect(result.verified).toBe(true);
    expect(await verifyCredential(signed, { trustedIssuers: [key.did] })).toEqual({ verified: true, problems: [] });
  });

  it('fails when one character of it changes', async () => {
    const changed = JSON.parse(JSON.stringify(signed).replace('Ana María Pérez', 'Ana María Pérex'));
    const result = await verifyCredential(changed);
    expect(result.verified).toBe(false);
    expect(result.problems).toEqual([
      'The signature does not match the content: the credential was changed after it was signed, or it was signed with another key.',
    ]);
    const date = JSON.parse(JSON.stringify(signed).replace('2026-11-20T09:30:12Z', '2026-11-20T09:30:13Z'));
    expect((await verifyCredential(date)).verified).toBe(false);
  });

  it('fails with content its contexts do not define, and with no proof', async () => {
    const extra = { ...structuredClone(signed), grade: 'A+' };
    const result = await verifyCredential(extra);
    expect(result.verified).toBe(false);
    expect(result.problems[0]).toMatch(/contexts do not define/);
    const { proof: _proof, ...bare } = signed;
    expect((await verifyCredential(bare)).problems).toEqual([
      'The credential carries no eddsa-rdfc-2022 Data Integrity proof.',
    ]);
    expect((await verifyCredential('not a credential')).verified).toBe(false);
  });
});

describe('another key', () => {
  it("cannot sign for the school's issuer", async () => {
    // The other key signs a credential that names the school's did:key as its issuer.
    const forged = await signCredential(buildOpenBadgeCredential(award(key)), otherKey);
    const result = await verifyCredential(forged);
    expect(result.verified).toBe(false);
    expect(result.problems).toContain('The credential names an issuer other than the owner of the key that signed it.');
  });

  it("swapping in another key's proof fails the signature", async () => {
    const credential = buildOpenBadgeCredential(award(key));
    const genuine = await signCredential(credential, key);
    const other = await signCredential(
      { ...credential, issuer: { ...(credential.issuer as object), id: otherKey.did } },
      otherKey,
    );
    const result = await verifyCredential({
      ...genuine,
      proof: { ...(other.proof as object), verificationMethod: key.verificationMethod },
    });
    expect(result.verified).toBe(false);
    expect(result.problems[0]).toMatch(/^The signature does not match the content/);
  });

  it("a genuine credential of another issuer is not the school's", async () => {
    const theirs = await signCredential(buildOpenBadgeCredential(award(otherKey)), otherKey);
    expect((await verifyCredential(theirs)).verified).toBe(true);
    const result = await verifyCredential(theirs, { trustedIssuers: [key.did] });
    expect(result).toEqual({
      verified: false,
      problems: [`It was not issued by this school: its issuer is ${otherKey.did}.`],
    });
  });
});

describe('the document loader', () => {
  it('serves the contexts and did:key documents from memory and refuses any other URL', async () => {
    expect((await documentLoader('https://www.w3.org/ns/credentials/v2')).document['@context']).toBeDefined();
    expect(
      (await documentLoader('https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json')).document['@context'],
    ).toBeDefined();
    expect((await documentLoader('https://w3id.org/security/multikey/v1')).document['@context']).toBeDefined();
    expect((await documentLoader('https://w3id.org/security/data-integrity/v2')).document['@context']).toBeDefined();
    expect((await documentLoader(key.verificationMethod)).document).toMatchObject({
      type: 'Multikey',
      controller: key.did,
      publicKeyMultibase: key.publicKeyMultibase,
    });
    expect((await documentLoader(key.did)).document).toMatchObject({
      id: key.did,
      assertionMethod: [key.verificationMethod],
    });
    await expect(documentLoader('https://example.com/context.json')).rejects.toThrow(/fetches nothing/);
    await expect(documentLoader('https://www.w3.org/ns/did/v1')).rejects.toThrow(/fetches nothing/);
    expect(resolveDidKey(`${key.did}#${otherKey.publicKeyMultibase}`)).toBeUndefined();
    expect(resolveDidKey('did:key:z6MkTooShort')).toBeUndefined();
  });
});

describe('the signing key', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));
  const tempFolder = () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'credential-key-'));
    folders.push(folder);
    return folder;
  };

  it('is generated once into the data folder (mode 0600) and read back the same', async () => {
    const dataDir = tempFolder();
    const first = await loadSigningKey({ configured: undefined, dataDir });
    const second = await loadSigningKey({ configured: undefined, dataDir });
    expect(second.did).toBe(first.did);
    const stat = fs.statSync(path.join(dataDir, SIGNING_KEY_FILE));
    expect(stat.mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(path.join(dataDir, SIGNING_KEY_FILE), 'utf8')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is taken from the configuration as hex, a secret multibase or a Multikey JSON, the same key each way', async () => {
    const seed = crypto.randomBytes(32);
    const fromHex = await signingKeyFromText(seed.toString('hex'));
    const exported = await fromHex.keyPair.export({ publicKey: true, secretKey: true });
    const fromMultibase = await signingKeyFromText(exported.secretKeyMultibase!);
    const fromJson = await signingKeyFromText(JSON.stringify(exported));
    expect(fromMultibase.did).toBe(fromHex.did);
    expect(fromJson.did).toBe(fromHex.did);
    const configured = await loadSigningKey({ configured: seed.toString('hex'), dataDir: tempFolder() });
    expect(configured.did).toBe(fromHex.did);
  });

  it('refuses what is not an Ed25519 secret key, or a Multikey whose public key is another', async () => {
    await expect(loadSigningKey({ configured: 'not a key', dataDir: tempFolder() })).rejects.toThrow(
      /^CREDENTIAL_SIGNING_KEY: expected 64 hexadecimal/,
    );
    await expect(signingKeyFromText('z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK')).rejects.toThrow(
      /not an Ed25519 secret key/,
    );
    const exported = await key.keyPair.export({ publicKey: true, secretKey: true });
    await expect(
      signingKeyFromText(JSON.stringify({ ...exported, publicKeyMultibase: otherKey.publicKeyMultibase })),
    ).rejects.toThrow(/is not the public key/);
    const dataDir = tempFolder();
    fs.writeFileSync(path.join(dataDir, SIGNING_KEY_FILE), 'garbage');
    await expect(loadSigningKey({ configured: undefined, dataDir })).rejects.toThrow(
      /credential-signing\.key: expected/,
    );
  });
});
