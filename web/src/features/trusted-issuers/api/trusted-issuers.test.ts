import { describe, expect, it } from 'vitest';
import { CreateTrustedIssuerSchema, TRUSTED_ISSUER_MESSAGES } from '@contracts/trusted-issuers';
import {
  TRUSTED_ISSUERS_PATH,
  trustedIssuerKeys,
  trustedIssuerPath,
  trustedIssuersQueryOptions,
} from './trusted-issuers';

describe('trusted issuers: keys, paths and the form schema', () => {
  it('has one query key, the list query', () => {
    expect(trustedIssuersQueryOptions().queryKey).toEqual(['trusted-issuers']);
    expect(trustedIssuerKeys.all).toEqual(['trusted-issuers']);
  });

  it('names the routes of the plan', () => {
    expect(TRUSTED_ISSUERS_PATH).toBe('/api/trusted-issuers');
    expect(trustedIssuerPath(4)).toBe('/api/trusted-issuers/4');
  });

  it('takes a did:key or did:web and a name, trimmed; refuses anything else in plain words', () => {
    expect(
      CreateTrustedIssuerSchema.parse({
        did: ' did:web:universidad.example:credenciales ',
        name: ' Universidad ',
      }),
    ).toEqual({ did: 'did:web:universidad.example:credenciales', name: 'Universidad' });
    expect(
      CreateTrustedIssuerSchema.safeParse({
        did: 'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK',
        name: 'Clave',
      }).success,
    ).toBe(true);
    for (const did of ['https://harvard.edu', 'did:example:1', 'did:key:abc', 'did:web:a b']) {
      const parsed = CreateTrustedIssuerSchema.safeParse({ did, name: 'Harvard' });
      expect(parsed.success, did).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(TRUSTED_ISSUER_MESSAGES.did.message);
    }
    expect(CreateTrustedIssuerSchema.safeParse({ did: 'did:web:a.example', name: ' ' }).error?.issues[0]?.message).toBe(
      TRUSTED_ISSUER_MESSAGES.name.message,
    );
  });
});
