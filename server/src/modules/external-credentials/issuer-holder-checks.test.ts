import { describe, expect, it } from 'vitest';
import { emailIdentityObject } from '../credentials/signing/recipient-identity';
import { holderCheck, normalizedName } from './holder-check';
import { issuerCheck, type KnownIssuers } from './issuer-check';
import { keptVerdict, verdictOf, withIssuerAndHolder } from './record-verdict';

/* The issuer and holder checks on plain data (issue 41): no database, no network. */

const known: KnownIssuers = {
  own: { did: 'did:key:zEscuela', name: 'Escuela de Arte' },
  trusted: new Map([['did:web:harvard.example', 'Universidad de Harvard']]),
};

describe('issuerCheck', () => {
  it("recognises the school's own DID and a listed one, under the school's or staff's name", () => {
    expect(
      issuerCheck({ issuerId: 'did:key:zEscuela', claimedName: 'Otro nombre', signature: 'passed' }, known),
    ).toMatchObject({
      check: {
        id: 'issuer',
        outcome: 'passed',
        message: 'Emisor reconocido: Escuela de Arte, esta escuela (did:key:zEscuela)',
      },
      recognisedName: 'Escuela de Arte',
    });
    const listed = issuerCheck(
      { issuerId: 'did:web:harvard.example', claimedName: 'HARVARD', signature: 'passed' },
      known,
    );
    expect(listed.recognisedName).toBe('Universidad de Harvard');
    expect(listed.check.outcome).toBe('passed');
  });

  it("does not recognise any other DID, quoting the file's name only as what the file says", () => {
    const forged = issuerCheck(
      { issuerId: 'did:key:zMia', claimedName: 'Harvard University', signature: 'passed' },
      known,
    );
    expect(forged).toMatchObject({
      check: {
        id: 'issuer',
        outcome: 'failed',
        message:
          'Emisor no reconocido: did:key:zMia no está en la lista de emisores de confianza de la escuela. El archivo dice: «Harvard University»',
      },
      recognisedName: null,
    });
    expect(issuerCheck({ issuerId: null, claimedName: null, signature: 'passed' }, known).check.outcome).toBe('failed');
  });

  it('recognises nobody, listed or not, without a valid signature', () => {
    for (const signature of ['failed', 'unknown'] as const) {
      const result = issuerCheck({ issuerId: 'did:web:harvard.example', claimedName: null, signature }, known);
      expect(result).toMatchObject({ check: { outcome: 'unknown' }, recognisedName: null });
    }
  });
});

describe('holderCheck', () => {
  const holder = { emails: ['ana.perez@escuela.edu'], name: 'Ana María Pérez' };

  it('normalises names: accents, case, spacing and punctuation', () => {
    expect(normalizedName('  ANA   María-PÉREZ ')).toBe('ana maria perez');
    expect(normalizedName('Ana María Pérez')).toBe(normalizedName('ana maria perez'));
  });

  it('confirms by plain email (identifier, email or mailto id), hashed email, or name', () => {
    const passed = (subject: unknown) => holderCheck({ subject, holder, signature: 'passed' }).outcome;
    expect(passed({ email: 'Ana.Perez@Escuela.edu ' })).toBe('passed');
    expect(passed({ id: 'mailto:ana.perez@escuela.edu' })).toBe('passed');
    expect(
      passed({ identifier: { identityType: 'emailAddress', hashed: false, identityHash: 'ana.perez@escuela.edu' } }),
    ).toBe('passed');
    expect(passed({ identifier: [emailIdentityObject('ana.perez@escuela.edu')] })).toBe('passed');
    const bare = emailIdentityObject('ana.perez@escuela.edu');
    expect(passed([{ identifier: [{ ...bare, identityHash: bare.identityHash.slice(7).toUpperCase() }] }])).toBe(
      'passed',
    );
    expect(passed({ name: 'ANA MARIA PEREZ' })).toBe('passed');
    expect(passed({ identifier: [{ identityType: 'name', hashed: false, identityHash: 'ana maría  pérez' }] })).toBe(
      'passed',
    );
  });

  it("says 'Titular no confirmado' for another name, another email, a wrong salt, or no holder", () => {
    const message = (subject: unknown) => holderCheck({ subject, holder, signature: 'passed' });
    expect(message({ name: 'Ana Pérez' })).toMatchObject({
      id: 'holder',
      outcome: 'failed',
      message: 'Titular no confirmado: la credencial nombra a «Ana Pérez», no a Ana María Pérez',
    });
    expect(message({ email: 'otra@escuela.edu' }).outcome).toBe('failed');
    const salted = emailIdentityObject('ana.perez@escuela.edu');
    expect(message({ identifier: [{ ...salted, salt: 'otra-sal' }] }).outcome).toBe('failed');
    expect(message({}).message).toBe('Titular no confirmado: la credencial no nombra a su titular');
    // Kept as an id and values: written in the reader's language when answered (check-texts.ts).
    expect(message({ name: 'Ana Pérez' }).text).toEqual({
      id: 'credentials.holder.otherName',
      values: { claimed: 'Ana Pérez', name: 'Ana María Pérez' },
    });
    expect(message(undefined).outcome).toBe('failed');
  });

  it('checks nothing without a valid signature or a record to compare with', () => {
    expect(holderCheck({ subject: { name: 'Ana María Pérez' }, holder, signature: 'failed' }).outcome).toBe('unknown');
    expect(holderCheck({ subject: { name: 'Ana María Pérez' }, holder: null, signature: 'passed' }).outcome).toBe(
      'unknown',
    );
  });
});

describe('the verdict of all the checks', () => {
  const verification = {
    verified: true,
    checks: [
      { id: 'format', outcome: 'passed', message: '' },
      { id: 'signature', outcome: 'passed', message: '' },
      { id: 'dates', outcome: 'passed', message: '' },
      { id: 'status', outcome: 'not_applicable', message: '' },
    ],
    title: 'Certificado',
    issuerName: 'Harvard University',
    issuerId: 'did:key:zMia',
    recipientName: 'Ana María Pérez',
    validFrom: null,
    validUntil: null,
  } as const;

  it('is verified only when the issuer is recognised and the holder confirmed, whatever the verifier said', () => {
    const forged = withIssuerAndHolder(
      { ...verification, checks: [...verification.checks] },
      { subject: { name: 'Ana María Pérez' }, holder: { emails: [], name: 'Ana María Pérez' }, known },
    );
    expect(forged).toMatchObject({ verified: false, verdict: 'needs_review', recognisedIssuerName: null });
    expect(forged.checks.map((check) => check.id)).toEqual([
      'format',
      'signature',
      'issuer',
      'holder',
      'dates',
      'status',
    ]);
    const listed = withIssuerAndHolder(
      { ...verification, checks: [...verification.checks], issuerId: 'did:web:harvard.example' },
      { subject: { name: 'Ana María Pérez' }, holder: { emails: [], name: 'Ana María Pérez' }, known },
    );
    expect(listed).toMatchObject({
      verified: true,
      verdict: 'verified',
      recognisedIssuerName: 'Universidad de Harvard',
    });
  });

  it('is not verified when an authenticity check failed, whatever staff decided', () => {
    const revoked = [
      { id: 'format', outcome: 'passed', message: '' },
      { id: 'signature', outcome: 'passed', message: '' },
      { id: 'issuer', outcome: 'failed', message: '' },
      { id: 'holder', outcome: 'passed', message: '' },
      { id: 'dates', outcome: 'passed', message: '' },
      { id: 'status', outcome: 'failed', message: '' },
    ] as const;
    expect(verdictOf([...revoked])).toBe('not_verified');
    expect(keptVerdict([...revoked], 'accepted')).toBe('not_verified');
    const genuine = revoked.map((check) => (check.id === 'status' ? { ...check, outcome: 'passed' as const } : check));
    expect(keptVerdict(genuine, 'pending')).toBe('pending_review');
    expect(keptVerdict(genuine, 'accepted')).toBe('accepted');
    expect(keptVerdict(genuine, 'rejected')).toBe('rejected');
    expect(keptVerdict(genuine, null)).toBe('pending_review');
  });
});
