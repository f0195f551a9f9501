import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TrustedIssuer, TrustedIssuerList } from '@contracts/trusted-issuers';
import { callerOf, signedInApp } from '../../../test/signed-in-app';
import { activities } from '../../db/schema/index';

/*
 * The school's trusted issuers through the API (issue 41): staff list, add, rename and remove them, each change in
 * the audit log; teachers and students are refused (403), the signed out too (401); a DID is did:key or did:web.
 */

const [context, staff, teacher, student] = await signedInApp('staff', 'teacher', 'student');
const call = callerOf(context);
const DID_KEY = 'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK';
const DID_WEB = 'did:web:universidad.example:credenciales';

/** How many audit entries the issuer `id` has. */
async function auditCount(id: number): Promise<number> {
  const [row] = await context.db
    .select({ value: count() })
    .from(activities)
    .where(and(eq(activities.entityType, 'trusted_issuer'), eq(activities.entityId, id)));
  return row!.value;
}

describe('/api/trusted-issuers', () => {
  it('lets staff add, list by name, rename and remove an issuer, each change audit-logged', async () => {
    const added = await call(staff, 'POST', '/api/trusted-issuers', { did: ` ${DID_WEB} `, name: ' Universidad Web ' });
    expect(added.statusCode, added.body).toBe(201);
    const issuer = added.json<TrustedIssuer>();
    expect(issuer).toMatchObject({ did: DID_WEB, name: 'Universidad Web' });
    const other = await call(staff, 'POST', '/api/trusted-issuers', { did: DID_KEY, name: 'Academia Clave' });
    expect(other.statusCode, other.body).toBe(201);
    expect(await auditCount(issuer.id)).toBe(1);

    const list = await call(staff, 'GET', '/api/trusted-issuers');
    expect(list.statusCode).toBe(200);
    expect(list.json<TrustedIssuerList>().items.map((item) => item.name)).toEqual([
      'Academia Clave',
      'Universidad Web',
    ]);

    const renamed = await call(staff, 'PATCH', `/api/trusted-issuers/${issuer.id}`, { name: 'Universidad de la Web' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<TrustedIssuer>()).toMatchObject({ did: DID_WEB, name: 'Universidad de la Web' });
    const [renameEntry] = await context.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityType, 'trusted_issuer'), eq(activities.entityId, issuer.id)))
      .orderBy(activities.id)
      .offset(1);
    expect(renameEntry?.changes).toEqual({ name: { before: 'Universidad Web', after: 'Universidad de la Web' } });

    expect((await call(staff, 'DELETE', `/api/trusted-issuers/${issuer.id}`)).statusCode).toBe(204);
    expect(await auditCount(issuer.id)).toBe(3);
    expect((await call(staff, 'DELETE', `/api/trusted-issuers/${issuer.id}`)).json()).toMatchObject({
      code: 'TRUSTED_ISSUER_NOT_FOUND',
    });
    expect((await call(staff, 'GET', '/api/trusted-issuers')).json<TrustedIssuerList>().items).toHaveLength(1);
  });

  it('refuses a DID that is not did:key or did:web, an empty name, and the same DID twice', async () => {
    for (const did of ['https://harvard.edu', 'did:example:123', 'did:key:notbase58!', 'did:web:', '']) {
      const refused = await call(staff, 'POST', '/api/trusted-issuers', { did, name: 'Harvard University' });
      expect(refused.statusCode, did).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const blank = await call(staff, 'POST', '/api/trusted-issuers', { did: 'did:web:blank.example', name: '  ' });
    expect(blank.statusCode).toBe(400);
    const first = await call(staff, 'POST', '/api/trusted-issuers', { did: 'did:web:twice.example', name: 'Una' });
    expect(first.statusCode).toBe(201);
    const again = await call(staff, 'POST', '/api/trusted-issuers', { did: 'did:web:twice.example', name: 'Otra' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'TRUSTED_ISSUER_TAKEN', message: 'Ese emisor ya está en la lista.' });
  });

  it('refuses teachers and students (403) and the signed out (401) on every route, and changes nothing', async () => {
    const kept = (
      await call(staff, 'POST', '/api/trusted-issuers', { did: 'did:web:kept.example', name: 'Guardada' })
    ).json<TrustedIssuer>();
    for (const [user, status] of [
      [teacher, 403],
      [student, 403],
      [null, 401],
    ] as const) {
      expect((await call(user, 'GET', '/api/trusted-issuers')).statusCode).toBe(status);
      const added = await call(user, 'POST', '/api/trusted-issuers', { did: 'did:web:intruso.example', name: 'X' });
      expect(added.statusCode).toBe(status);
      expect((await call(user, 'PATCH', `/api/trusted-issuers/${kept.id}`, { name: 'Y' })).statusCode).toBe(status);
      expect((await call(user, 'DELETE', `/api/trusted-issuers/${kept.id}`)).statusCode).toBe(status);
    }
    const items = (await call(staff, 'GET', '/api/trusted-issuers')).json<TrustedIssuerList>().items;
    expect(items.find((item) => item.id === kept.id)).toMatchObject({ name: 'Guardada' });
    expect(items.some((item) => item.did === 'did:web:intruso.example')).toBe(false);
  });
});
