import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Badge } from '@contracts/badges';
import { signInAs } from '../../../../test/build-app';
import { dccVerdict, listenAsIssuer } from '../../../../test/loopback-issuer';
import { multipart } from '../../../../test/multipart';
import { teacherIdOf } from '../../../../test/profile-ids';
import { signedInApp } from '../../../../test/signed-in-app';
import { users } from '../../../db/schema/index';
import { checkCredentialFile } from '../../external-credentials/external-credential.service';
import { readBakedPng } from '../baking/read-baked';

/*
 * The baked PNG downloaded from the product, read back by the product's import (the external-credential check) and,
 * once extracted, by the Digital Credentials Consortium's verifier-core: both verify it, and both see its revocation
 * through the status list this app serves over HTTP on 127.0.0.1 (the issuer's URL).
 */

const [context, staff] = await signedInApp('staff');
const issuer = context.app.credentialIssuer;
listenAsIssuer(context);

/**
 * The product's import of a file (POST /api/external-credentials/check) by staff for teacher record `teacherId`,
 * allowed to fetch from this app; the school's own issuer is recognised.
 */
const importCheck = async (bytes: Buffer, teacherId: number) => {
  const [account] = await context.db.select().from(users).where(eq(users.id, staff.id));
  return checkCredentialFile({
    db: context.db,
    user: { ...account!, sessionId: 0, secondFactorSetupPending: false },
    teacherId,
    file: { bytes, fileName: 'badge.png' },
    settings: { allowedHosts: ['127.0.0.1'], ownIssuer: { did: issuer.key.did, name: issuer.name } },
    work: context.app.untrustedWork.forRequest(new AbortController().signal),
  });
};

describe('a baked PNG downloaded from the product', () => {
  it('is verified by the import and by verifier-core after extraction, and both see its revocation', async () => {
    const body = multipart(
      {
        badge_name: 'Tutor de prácticas',
        badge_code: `BK-${crypto.randomBytes(3).toString('hex')}`,
        badge_type: 'other',
        year: '2026',
      },
      [],
    );
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/badges',
      payload: body.payload,
      headers: { ...body.headers, ...staff.auth },
    });
    expect(created.statusCode, created.body).toBe(201);
    const badge = created.json<Badge>();
    const teacherId = await teacherIdOf(context, await signInAs(context, 'teacher'));
    const assigned = await context.app.inject({
      method: 'POST',
      url: '/api/user-badges/assign',
      payload: { badgeId: badge.id, userType: 'teacher', userId: teacherId },
      headers: staff.auth,
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const credentialId = assigned.json<{ credential_id: string }>().credential_id;

    const download = async () => {
      const response = await fetch(`${issuer.url}/api/credentials/${credentialId}/baked.png`);
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };
    const png = await download();
    const extracted = JSON.parse(readBakedPng(png)!) as Record<string, unknown>;
    expect(extracted.id).toBe(`urn:uuid:${credentialId}`);
    expect(await dccVerdict(extracted)).toMatchObject({ signature: true, revocation: true });
    const imported = await importCheck(png, teacherId);
    expect(imported, JSON.stringify(imported.checks)).toMatchObject({ verified: true, source_format: 'png' });

    const removed = await context.app.inject({
      method: 'DELETE',
      url: `/api/user-badges/teacher/${badge.id}/${teacherId}`,
      headers: staff.auth,
    });
    expect(removed.statusCode).toBe(204);
    const afterRemoval = await download();
    expect(await dccVerdict(JSON.parse(readBakedPng(afterRemoval)!))).toMatchObject({
      signature: true,
      revocation: false,
    });
    const reimported = await importCheck(afterRemoval, teacherId);
    expect(reimported.verified).toBe(false);
    expect(Object.fromEntries(reimported.checks.map((check) => [check.id, check.outcome]))).toEqual({
      format: 'passed',
      signature: 'passed',
      issuer: 'passed',
      holder: 'passed',
      dates: 'passed',
      status: 'failed',
    });
  });
});
