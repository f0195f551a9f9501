import { describe, expect, it } from 'vitest';
import { speak } from '@/lib/testing/texts';
import { credentialPageAddress, linkedInAddToProfileUrl, recipientCheckText } from './credential-share';

// Spanish with this feature's catalogue added to the others (loadAndActivate would replace them all).
await speak('es', ['badges']);

const ID = '0b6d7c1e-4a5f-4b0e-9a51-2f3c4d5e6f70';

describe('credentialPageAddress', () => {
  it("is built on the issuer's public address, without a doubled slash", () => {
    expect(credentialPageAddress({ id: ID, issuerUrl: 'https://faculty.school.edu/', origin: 'http://x' })).toBe(
      `https://faculty.school.edu/credentials/${ID}`,
    );
  });

  it("falls back to the page's origin when the issuer names no web address", () => {
    expect(credentialPageAddress({ id: ID, issuerUrl: 'did:web:x', origin: 'http://localhost:3000' })).toBe(
      `http://localhost:3000/credentials/${ID}`,
    );
    expect(credentialPageAddress({ id: 'a/b', issuerUrl: '', origin: 'http://h' })).toBe('http://h/credentials/a%2Fb');
  });
});

describe('linkedInAddToProfileUrl', () => {
  it("fills LinkedIn's certification fields: name, organisation, year and month of issue, URL and id", () => {
    const url = new URL(
      linkedInAddToProfileUrl({
        name: 'Mentor del año & tutor',
        organizationName: 'Colegio Esarte',
        issuedAt: '2026-01-31T23:30:00Z',
        certUrl: `https://faculty.school.edu/credentials/${ID}`,
        certId: ID,
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Mentor del año & tutor',
      organizationName: 'Colegio Esarte',
      issueYear: '2026',
      issueMonth: '1',
      certUrl: `https://faculty.school.edu/credentials/${ID}`,
      certId: ID,
    });
  });

  it('leaves out the date when the credential has none readable', () => {
    const url = new URL(
      linkedInAddToProfileUrl({ name: 'B', organizationName: 'O', issuedAt: '', certUrl: 'https://x', certId: ID }),
    );
    expect(url.searchParams.has('issueYear')).toBe(false);
    expect(url.searchParams.has('issueMonth')).toBe(false);
  });
});

describe('recipientCheckText', () => {
  it('says yes, no, or that the credential cannot be checked, and nothing else', () => {
    expect(recipientCheckText({ matches: true, checkable: true })).toBe('Este correo es el del destinatario.');
    expect(recipientCheckText({ matches: false, checkable: true })).toBe('Este correo no es el del destinatario.');
    expect(recipientCheckText({ matches: false, checkable: false })).toBe(
      'Esta credencial no permite comprobar el destinatario por correo.',
    );
  });
});
