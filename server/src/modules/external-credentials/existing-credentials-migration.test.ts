import crypto from 'node:crypto';
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teacherIdOf } from '../../../test/profile-ids';
import { callerOf, signedInApp } from '../../../test/signed-in-app';
import { badges, externalCredentials } from '../../db/schema/index';
import type { StoredResult } from './external-credential.presenter';

/*
 * Credentials kept before the issuer and holder checks (issue 41): the data step of migration 0022, run again on
 * rows written as they were before it, marks their issuer not recognised unless it is the school's own DID (the
 * issuer its own badge credentials name), their holder not checked, and none of them verified.
 */

const [context, staff, teacher] = await signedInApp('staff', 'teacher');
const call = callerOf(context);
const teacherId = await teacherIdOf(context, teacher);
const migration = fs.readFileSync(
  new URL('../../db/migrations/0022_trusted_issuers_and_review.sql', import.meta.url),
  'utf8',
);
const dataStep = migration.split('--> statement-breakpoint').at(-1)!;

const before = (issuerId: string, verified: boolean) => ({
  teacherId,
  credential: {},
  sourceFormat: 'json',
  fileName: 'antes.json',
  title: 'Guardada antes',
  issuerName: 'Harvard University',
  issuerId,
  result: {
    checks: [
      { id: 'format', outcome: 'passed', message: '' },
      { id: 'signature', outcome: 'passed', message: '' },
      { id: 'dates', outcome: 'passed', message: '' },
      { id: 'status', outcome: verified ? 'passed' : 'failed', message: '' },
    ],
    recipient_name: null,
    valid_from: null,
    valid_until: null,
  },
  verified,
  checkedAt: new Date(),
});

describe('migration 0022 on credentials kept before it', () => {
  it("marks their issuer not recognised unless it is the school's own, and keeps none verified", async () => {
    // One badge award, so that the school's own DID is named by one of its badge credentials.
    const [badge] = await context.db
      .insert(badges)
      .values({
        badgeName: 'Mentor',
        badgeCode: `M-${crypto.randomBytes(4).toString('hex')}`,
        badgeType: 'community',
        year: 2026,
        description: 'Mentor',
        badgeColor: '#1E90FF',
      })
      .returning();
    const awarded = await call(staff, 'POST', '/api/user-badges/assign', {
      badgeId: badge!.id,
      userType: 'teacher',
      userId: teacherId,
    });
    expect(awarded.statusCode, awarded.body).toBe(201);
    const ownDid = context.app.credentialIssuer.key.did;
    const [foreign, own, failed] = await context.db
      .insert(externalCredentials)
      .values([before('did:key:zForastera', true), before(ownDid, true), before('did:web:otra.example', false)])
      .returning({ id: externalCredentials.id });

    await context.db.execute(sql.raw(dataStep));
    const rowOf = async (id: number) =>
      (await context.db.select().from(externalCredentials).where(eq(externalCredentials.id, id)))[0]!;
    const outcomes = (result: unknown) =>
      Object.fromEntries((result as StoredResult).checks.map((check) => [check.id, check.outcome]));

    const foreignRow = await rowOf(foreign!.id);
    expect(foreignRow).toMatchObject({ verified: false, review: 'pending' });
    expect(outcomes(foreignRow.result)).toMatchObject({ issuer: 'failed', holder: 'unknown' });
    expect((foreignRow.result as StoredResult).checks.find((check) => check.id === 'issuer')?.message).toBe(
      'Emisor no reconocido: did:key:zForastera no está en la lista de emisores de confianza de la escuela. El archivo dice: «Harvard University»',
    );
    expect((foreignRow.result as StoredResult).recognised_issuer_name).toBeNull();

    const ownRow = await rowOf(own!.id);
    expect(outcomes(ownRow.result)).toMatchObject({ issuer: 'passed', holder: 'unknown' });
    expect(ownRow).toMatchObject({ verified: false, review: 'pending' });

    const failedRow = await rowOf(failed!.id);
    expect(failedRow).toMatchObject({ verified: false, review: null });
    expect(outcomes(failedRow.result)).toMatchObject({ issuer: 'failed', status: 'failed' });

    // Run again, it changes nothing: the rows already have their issuer check.
    await context.db.execute(sql.raw(dataStep));
    expect((await rowOf(foreign!.id)).result).toEqual(foreignRow.result);
  });
});
