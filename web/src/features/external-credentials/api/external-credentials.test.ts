import { describe, expect, it } from 'vitest';
import type { ExternalCredentialCheck } from '@contracts/external-credentials';
import { ApiError } from '@/lib/api-client';
import {
  checkForRecordPath,
  credentialFileBody,
  credentialJsonFileName,
  externalCredentialKeys,
  externalCredentialPath,
  rejectedCheck,
  teacherExternalCredentialsPath,
  teacherExternalCredentialsQueryOptions,
} from './external-credentials';

const aCheck: ExternalCredentialCheck = {
  verified: false,
  verdict: 'not_verified',
  checks: [{ id: 'signature', outcome: 'failed', message: 'La firma no corresponde al contenido' }],
  checked_at: '2026-11-26T10:00:00.000Z',
  title: 'Certificación en animación',
  issuer_id: 'did:key:z6MkTest',
  recognised_issuer_name: null,
  claimed_issuer_name: 'Instituto de Arte',
  recipient_name: null,
  valid_from: null,
  valid_until: null,
  source_format: 'json',
};

describe('query keys of external credentials', () => {
  it("start with the feature's root, so one invalidation of `all` reaches every record", () => {
    const key = externalCredentialKeys.teacher(7);
    expect(key.slice(0, externalCredentialKeys.all.length)).toEqual([...externalCredentialKeys.all]);
  });

  it("are one per teacher: one teacher's record is not another's", () => {
    expect(externalCredentialKeys.teacher(7)).toEqual(['external-credentials', 'teacher', 7]);
    expect(externalCredentialKeys.teacher(7)).not.toEqual(externalCredentialKeys.teacher(8));
  });

  it("are the list query's key", () => {
    expect(teacherExternalCredentialsQueryOptions(7).queryKey).toEqual(externalCredentialKeys.teacher(7));
  });
});

describe('the paths and bodies sent', () => {
  it('names the routes of the plan', () => {
    expect(teacherExternalCredentialsPath(12)).toBe('/api/teachers/12/external-credentials');
    expect(externalCredentialPath(5)).toBe('/api/external-credentials/5');
    expect(credentialJsonFileName(5)).toBe('credencial-externa-5.json');
    expect(checkForRecordPath(12)).toBe('/api/external-credentials/check?teacher_id=12');
  });

  it('sends the one file under `file` with its name', () => {
    const file = new File(['{}'], 'titulo.jsonld', { type: 'application/ld+json' });
    const body = credentialFileBody(file);
    expect([...body.keys()]).toEqual(['file']);
    expect((body.get('file') as File).name).toBe('titulo.jsonld');
  });
});

describe('rejectedCheck (the 422 of a keep that did not verify)', () => {
  it('reads the check under `check`, or as the body itself', () => {
    const wrapped = new ApiError(422, JSON.stringify({ code: 'VALIDATION_FAILED', message: 'No', check: aCheck }));
    expect(rejectedCheck(wrapped)).toEqual(aCheck);
    expect(rejectedCheck(new ApiError(422, JSON.stringify(aCheck)))).toEqual(aCheck);
  });

  it('is null for any other refusal', () => {
    expect(rejectedCheck(new ApiError(422, JSON.stringify({ message: 'El archivo no contiene una credencial' })))).toBe(
      null,
    );
    expect(rejectedCheck(new ApiError(400, JSON.stringify({ check: aCheck })))).toBe(null);
    expect(rejectedCheck(new ApiError(422, 'not json'))).toBe(null);
    expect(rejectedCheck(new TypeError('Network error'))).toBe(null);
  });
});
