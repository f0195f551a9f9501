import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ExternalCredential,
  ExternalCredentialCheck,
  ExternalCredentialList,
  ExternalCredentialRefusal,
} from '@contracts/external-credentials';
import { EXTERNAL_CREDENTIALS_PER_TEACHER } from '@contracts/external-credentials';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { activities, badges, externalCredentials, teachers, trustedIssuers, users } from '../../db/schema/index';
import { createLocalStorage } from '../../storage/file-storage';
import {
  signInAs,
  signInSpeaking,
  TEST_KEY,
  testCredentialIssuer,
  type TestContext,
  type TestUser,
} from '../../../test/build-app';
import { createTestDatabase } from '../../../test/database';
import { multipart, sampleFiles } from '../../../test/multipart';
import { teacherIdOf } from '../../../test/profile-ids';
import { writeActivity } from '../../shared/activities/activity-texts';
import { writeNotification } from '../notifications/notification-texts';
import { bakePng } from '../credentials/baking/bake-png';
import {
  didKeyIssuer,
  ed25519Signature2020Badge,
  openBadge,
  publishStatusList,
  signDataIntegrity,
  startCredentialServer,
  statusEntry,
  webIssuer,
  type Credential,
  type CredentialServer,
  type Issuer,
} from '../credentials/signing/test-issuers';

/*
 * Credentials from elsewhere through the API (issue 25), on the real app and PostgreSQL: credentials signed by keys
 * the test generates, did:web documents and status lists served by a small http server on 127.0.0.1 (allowed, as
 * CREDENTIAL_FETCH_ALLOWED_HOSTS=127.0.0.1 would), and one of our own badge credentials baked into its PNG, whose
 * status list the app itself serves: the app listens on 127.0.0.1, the address its credentials name.
 */

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function appOn(db: TestContext['db'], options: { port: number; allowedHosts: string[] }) {
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-test-files-'));
  const app = await buildApp({
    db,
    storage: createLocalStorage({ root: filesDir, key: TEST_KEY }),
    webDistDir: '/nonexistent',
    accounts: { encryptionKey: TEST_KEY },
    credentialIssuer: { ...(await testCredentialIssuer()), url: `http://127.0.0.1:${options.port}` },
    refusalPauseMs: 0,
    credentialFetchAllowedHosts: options.allowedHosts,
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });
  return { app, db, filesDir };
}

let context: TestContext;
/** The same database, an app with no allowed host: 127.0.0.1 is a private address to it. */
let strict: FastifyInstance;
let server: CredentialServer;
let staff: TestUser;
let teacher: TestUser;
let otherTeacher: TestUser;
let student: TestUser;
let teacherId: number;
let otherTeacherId: number;
let webIssuerA: Issuer;
let listUrl: string;

beforeAll(async () => {
  const { db } = await createTestDatabase();
  const port = await freePort();
  context = await appOn(db, { port, allowedHosts: ['127.0.0.1'] });
  await context.app.listen({ port, host: '127.0.0.1' });
  strict = (await appOn(db, { port: await freePort(), allowedHosts: [] })).app;
  server = await startCredentialServer();
  [staff, teacher, otherTeacher, student] = await Promise.all([
    signInAs(context, 'staff'),
    signInAs(context, 'teacher'),
    signInAs(context, 'teacher'),
    signInAs(context, 'student'),
  ]);
  teacherId = await teacherIdOf(context, teacher);
  otherTeacherId = await teacherIdOf(context, otherTeacher);
  // The holder the test credentials name is 'Ana Pérez': both teachers are, written otherwise (issue 41).
  await context.db
    .update(teachers)
    .set({ fullName: '  ANA   PEREZ ' })
    .where(inArray(teachers.id, [teacherId, otherTeacherId]));
  webIssuerA = await webIssuer(server, 'issuer-a');
  await context.db.insert(trustedIssuers).values({ did: webIssuerA.did, name: 'Instituto A (de confianza)' });
  listUrl = await publishStatusList(server, 'status/a', webIssuerA, [9]);
});
afterAll(() => server.close());

function upload(
  user: TestUser | null,
  url: string,
  content: Buffer | Credential,
  filename = 'credencial.json',
  app: FastifyInstance = context.app,
) {
  const bytes = Buffer.isBuffer(content) ? content : Buffer.from(JSON.stringify(content));
  const body = multipart({}, [{ filename, content: bytes }]);
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(user ? user.auth : {}) },
  });
}

function call(user: TestUser | null, method: 'GET' | 'POST' | 'DELETE', url: string) {
  return context.app.inject({ method, url, headers: user ? user.auth : {} });
}

const outcomes = (check: ExternalCredentialCheck) =>
  Object.fromEntries(check.checks.map((item) => [item.id, item.outcome]));

async function rowsOf(id: number): Promise<number> {
  const [row] = await context.db
    .select({ value: count() })
    .from(externalCredentials)
    .where(eq(externalCredentials.teacherId, id));
  return row!.value;
}

async function auditCount(id: number, prefix: string): Promise<number> {
  const [row] = await context.db
    .select({ value: count() })
    .from(activities)
    .where(
      and(eq(activities.entityType, 'teacher'), eq(activities.entityId, id), like(activities.activity, `${prefix}%`)),
    );
  return row!.value;
}

/** A did:web credential with status entry `index` of the served list (index 9 is revoked). */
const webCredential = (index: number, extra: Credential = {}) =>
  signDataIntegrity(openBadge(webIssuerA.did, { ...statusEntry(listUrl, index), ...extra }), webIssuerA.keyPair);

describe('POST /api/external-credentials/check', () => {
  const url = '/api/external-credentials/check';

  it('checks a did:key eddsa-rdfc-2022 credential for staff and a 2020 one for a teacher; keeps nothing', async () => {
    const { did, keyPair } = await didKeyIssuer();
    const before = await rowsOf(teacherId);
    const response = await upload(staff, url, await signDataIntegrity(openBadge(did), keyPair));
    expect(response.statusCode, response.body).toBe(200);
    const check = response.json<ExternalCredentialCheck>();
    // Genuine, but its did:key is on no list, and staff's check is for no teacher's record.
    expect(check).toMatchObject({
      verified: false,
      verdict: 'needs_review',
      title: 'Didáctica de las Matemáticas',
      issuer_id: did,
      recognised_issuer_name: null,
      claimed_issuer_name: 'Universidad de Ejemplo',
      recipient_name: 'Ana Pérez',
      source_format: 'json',
    });
    expect(outcomes(check)).toEqual({
      format: 'passed',
      signature: 'passed',
      issuer: 'failed',
      holder: 'unknown',
      dates: 'passed',
      status: 'not_applicable',
    });

    const ed2020 = await ed25519Signature2020Badge();
    const byTeacher = await upload(teacher, url, ed2020.signed, 'cert.jsonld');
    expect(byTeacher.statusCode, byTeacher.body).toBe(200);
    expect(byTeacher.json<ExternalCredentialCheck>().verdict).toBe('needs_review');
    // The teacher's own record is the one compared: this credential names no holder.
    expect(outcomes(byTeacher.json())).toMatchObject({ signature: 'passed', holder: 'failed' });
    expect(await rowsOf(teacherId)).toBe(before);
  });

  it('says a tampered credential failed its signature, and a revoked one its status', async () => {
    const signed = await webCredential(3);
    const tampered = { ...signed, name: 'Otro certificado' };
    const refused = await upload(staff, url, tampered);
    expect(refused.statusCode).toBe(200);
    expect(refused.json<ExternalCredentialCheck>().verified).toBe(false);
    expect(outcomes(refused.json())).toMatchObject({ signature: 'failed' });

    const revoked = await upload(staff, url, await webCredential(9));
    expect(outcomes(revoked.json())).toMatchObject({ signature: 'passed', status: 'failed' });
    expect(revoked.json<ExternalCredentialCheck>().checks.find((c) => c.id === 'status')?.message).toBe(
      'La credencial fue revocada por su emisor',
    );
  });

  it('reads a presentation (the first credential) and answers a JWT in plain words', async () => {
    const { did, keyPair } = await didKeyIssuer();
    const signed = await signDataIntegrity(openBadge(did), keyPair);
    const wrapped = await upload(staff, url, { type: ['VerifiablePresentation'], verifiableCredential: [signed] });
    expect(outcomes(wrapped.json())).toMatchObject({ format: 'passed', signature: 'passed' });

    const jwt = await upload(staff, url, Buffer.from('eyJhbGciOiJFZERTQSJ9.eyJ2YyI6e319.c2lnbmF0dXJl'), 'vc.jwt');
    expect(jwt.statusCode).toBe(200);
    expect(jwt.json<ExternalCredentialCheck>().verified).toBe(false);
    expect(jwt.json<ExternalCredentialCheck>().checks[0]).toEqual({
      id: 'format',
      outcome: 'failed',
      message: 'Es una credencial en formato JWT; este verificador todavía no comprueba credenciales JWT',
    });
  });

  it("words the format check in the reader's language (kept as ids, written when answered)", async () => {
    const notVc = Buffer.from(JSON.stringify({ '@context': ['https://example.test/ctx'], type: ['Thing'] }));
    const spanish = await upload(staff, url, notVc, 'cosa.json');
    expect(spanish.json<ExternalCredentialCheck>().checks.slice(0, 2)).toEqual([
      {
        id: 'format',
        outcome: 'failed',
        message:
          'No es una credencial verificable: su @context no empieza por el de W3C Verifiable Credentials (1.1 o 2.0)',
      },
      {
        id: 'signature',
        outcome: 'unknown',
        message: 'No se comprobó: el archivo no es una credencial que se pueda verificar',
      },
    ]);
    await context.db.update(users).set({ language: 'en' }).where(eq(users.id, staff.id));
    try {
      const english = await upload(staff, url, notVc, 'thing.json');
      expect(english.json<ExternalCredentialCheck>().checks.slice(0, 2)).toEqual([
        {
          id: 'format',
          outcome: 'failed',
          message:
            'It is not a verifiable credential: its @context does not start with that of W3C Verifiable Credentials (1.1 or 2.0)',
        },
        {
          id: 'signature',
          outcome: 'unknown',
          message: 'Not checked: the file is not a credential that can be verified',
        },
      ]);
      expect(english.json<ExternalCredentialCheck>().checks.find((check) => check.id === 'holder')?.message).toBe(
        'Not checked: without a valid signature, what it says about the holder may be false',
      );
    } finally {
      await context.db.update(users).set({ language: null }).where(eq(users.id, staff.id));
    }
  });

  it("writes the dates, signature and status checks, days too, and an unnamed title in the reader's language", async () => {
    const [english, spanish] = await Promise.all([
      signInSpeaking(context, 'staff', 'en'),
      signInSpeaking(context, 'staff', 'es'),
    ]);
    const expiredAndRevoked = await webCredential(9, { validUntil: '2025-01-15T00:00:00Z' });
    const messages = async (user: TestUser, content: Credential) => {
      const answer = (await upload(user, url, content)).json<ExternalCredentialCheck>();
      return { title: answer.title, ...Object.fromEntries(answer.checks.map((check) => [check.id, check.message])) };
    };
    expect(await messages(english, expiredAndRevoked)).toMatchObject({
      signature: `The signature is valid (eddsa-rdfc-2022), made with the key of ${webIssuerA.did}`,
      dates: 'The credential expired on January 15, 2025',
      status: 'The credential was revoked by its issuer',
    });
    expect(await messages(spanish, expiredAndRevoked)).toMatchObject({
      signature: `La firma es válida (eddsa-rdfc-2022), hecha con la clave de ${webIssuerA.did}`,
      dates: 'La credencial venció el 15 de enero de 2025',
      status: 'La credencial fue revocada por su emisor',
    });
    const tampered = { ...(await webCredential(3)), name: 'Otro certificado' };
    expect(await messages(english, tampered)).toMatchObject({
      signature:
        'The signature does not match the content: the file was changed after it was signed, or it was signed with another key',
      status: 'Not checked: the signature is not valid',
    });
    const unnamed = { '@context': ['https://www.w3.org/ns/credentials/v2'] };
    expect(await messages(english, unnamed)).toMatchObject({ title: 'Credential' });
    expect(await messages(spanish, unnamed)).toMatchObject({ title: 'Credencial' });
    const jwt = Buffer.from('eyJhbGciOiJFZERTQSJ9.eyJ2YyI6e319.c2lnbmF0dXJl');
    expect((await upload(english, url, jwt, 'vc.jwt')).json<ExternalCredentialCheck>().title).toBe('JWT credential');
  });

  it('tells the format from the bytes, not the name, and says when nothing is found', async () => {
    const png = await upload(staff, url, sampleFiles.png(), 'credencial.json');
    expect(png.statusCode).toBe(400);
    expect(png.json()).toEqual({
      code: 'CREDENTIAL_NOT_IN_FILE',
      message: 'La imagen PNG no lleva una credencial incorporada (Open Badges)',
    });
    const { did, keyPair } = await didKeyIssuer();
    const signed = await signDataIntegrity(openBadge(did), keyPair);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:openbadges="https://purl.imsglobal.org/ob/v3p0"><openbadges:credential><![CDATA[${JSON.stringify(signed)}]]></openbadges:credential></svg>`;
    const baked = await upload(staff, url, Buffer.from(svg), 'insignia.png');
    expect(baked.json<ExternalCredentialCheck>()).toMatchObject({ verdict: 'needs_review', source_format: 'svg' });
    const pdf = await upload(staff, url, sampleFiles.pdf(), 'credencial.json');
    expect(pdf.json()).toMatchObject({ code: 'FILE_TYPE_REFUSED' });
    const nothing = await upload(staff, url, { hello: 'world' });
    expect(outcomes(nothing.json())).toMatchObject({ format: 'failed' });
    const broken = await upload(staff, url, Buffer.from('{"@context": ['));
    expect(broken.json()).toEqual({ code: 'CREDENTIAL_NOT_IN_FILE', message: 'El archivo no es un JSON válido' });
    const large = await upload(staff, url, Buffer.alloc(5_000_001, 0x20));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'El archivo no puede superar 5 MB' });
    const none = await context.app.inject({ method: 'POST', url, headers: staff.auth });
    expect(none.json()).toMatchObject({ code: 'FILE_REQUIRED' });
  });

  it('refuses students (403) and anonymous callers (401)', async () => {
    const { did, keyPair } = await didKeyIssuer();
    const signed = await signDataIntegrity(openBadge(did), keyPair);
    expect((await upload(student, url, signed)).statusCode).toBe(403);
    expect((await upload(null, url, signed)).statusCode).toBe(401);
  });

  it('never fetches from a private address that is not allowed: no request reaches the server', async () => {
    const signed = await webCredential(3);
    const before = server.requests.length;
    const response = await upload(staff, url, signed, 'credencial.json', strict);
    expect(response.statusCode).toBe(200);
    const check = response.json<ExternalCredentialCheck>();
    expect(check.verified).toBe(false);
    expect(check.checks.find((item) => item.id === 'signature')).toMatchObject({ outcome: 'unknown' });
    expect(check.checks.find((item) => item.id === 'signature')?.message).toContain('red privada o local');
    expect(server.requests.length).toBe(before);
  });
});

describe("a teacher's record: keep, list, re-check, download, delete", () => {
  const listOf = (id: number) => `/api/teachers/${id}/external-credentials`;

  it('keeps a verified credential for the teacher themself, with its checks and the audit entry', async () => {
    const before = await auditCount(teacherId, 'Added external credential');
    const response = await upload(teacher, listOf(teacherId), await webCredential(3), 'didactica.json');
    expect(response.statusCode, response.body).toBe(201);
    const kept = response.json<ExternalCredential>();
    expect(kept).toMatchObject({
      teacher_id: teacherId,
      file_name: 'didactica.json',
      verified: true,
      verdict: 'verified',
      review: null,
      title: 'Didáctica de las Matemáticas',
      issuer_id: webIssuerA.did,
      recognised_issuer_name: 'Instituto A (de confianza)',
      claimed_issuer_name: 'Universidad de Ejemplo',
      can: { recheck: true, delete: true, review: false },
    });
    expect(outcomes(kept)).toEqual({
      format: 'passed',
      signature: 'passed',
      issuer: 'passed',
      holder: 'passed',
      dates: 'passed',
      status: 'passed',
    });
    expect(await auditCount(teacherId, 'Added external credential')).toBe(before + 1);

    const list = await call(teacher, 'GET', listOf(teacherId));
    expect(list.statusCode).toBe(200);
    expect(list.json<ExternalCredentialList>().items.map((item) => item.id)).toContain(kept.id);
    const seenByStaff = await call(staff, 'GET', listOf(teacherId));
    expect(seenByStaff.json<ExternalCredentialList>()).toMatchObject({ can_add: true });
  });

  it("writes a kept credential's checks in the language of whoever reads it; a row kept before, as it was kept", async () => {
    const response = await upload(
      teacher,
      listOf(teacherId),
      await webCredential(4, { validUntil: '2999-12-31T00:00:00Z' }),
      'vigente.json',
    );
    expect(response.statusCode, response.body).toBe(201);
    const kept = response.json<ExternalCredential>();
    const [english, spanish] = await Promise.all([
      signInSpeaking(context, 'staff', 'en'),
      signInSpeaking(context, 'staff', 'es'),
    ]);
    const messagesFor = async (user: TestUser) => {
      const list = (await call(user, 'GET', listOf(teacherId))).json<ExternalCredentialList>();
      const found = list.items.find((item) => item.id === kept.id)!;
      return Object.fromEntries(found.checks.map((check) => [check.id, check.message]));
    };
    expect(await messagesFor(english)).toMatchObject({
      dates: 'The credential is current: valid from January 1, 2024 until December 31, 2999',
      status: "The credential has not been revoked (its issuer's status list, consulted now)",
    });
    expect(await messagesFor(spanish)).toMatchObject({
      dates: 'La credencial está vigente: válida desde el 1 de enero de 2024, hasta el 31 de diciembre de 2999',
      status: 'La credencial no fue revocada (lista de estado de su emisor, consultada ahora)',
    });

    // A row kept before the checks kept their texts: its words as they were kept, in any language.
    const [row] = await context.db.select().from(externalCredentials).where(eq(externalCredentials.id, kept.id));
    const result = row!.result as { checks: { id: string; outcome: string; message: string }[] };
    const old = result.checks.map(({ id, outcome }) => ({
      id,
      outcome,
      message: id === 'dates' ? 'La credencial está vigente: válida desde el 1 de enero de 2024' : 'Como se guardó',
    }));
    await context.db
      .update(externalCredentials)
      .set({ result: { ...result, checks: old } })
      .where(eq(externalCredentials.id, kept.id));
    expect(await messagesFor(english)).toMatchObject({
      dates: 'La credencial está vigente: válida desde el 1 de enero de 2024',
      status: 'Como se guardó',
    });
  });

  it("names a kept credential that names nothing in the reader's language, in its audit entry and notification too", async () => {
    const { did, keyPair } = await didKeyIssuer();
    const unnamed = openBadge(did, { type: ['VerifiableCredential'] }) as Record<string, unknown>;
    delete unnamed.name;
    (unnamed.credentialSubject as { achievement: Record<string, unknown> }).achievement = {
      id: 'https://example.edu/achievements/2',
      type: ['Achievement'],
      criteria: { narrative: 'Aprobó' },
    };
    const response = await upload(teacher, listOf(teacherId), await signDataIntegrity(unnamed, keyPair), 'sin.json');
    expect(response.statusCode, response.body).toBe(201);
    const kept = response.json<ExternalCredential>();
    expect(kept.title).toBe('Credencial');
    const english = await signInSpeaking(context, 'staff', 'en');
    const list = (await call(english, 'GET', listOf(teacherId))).json<ExternalCredentialList>();
    expect(list.items.find((item) => item.id === kept.id)?.title).toBe('Credential');

    const [entry] = await context.db
      .select()
      .from(activities)
      .where(
        and(eq(activities.entityId, teacherId), like(activities.activity, `Added external credential%(#${kept.id})%`)),
      );
    expect(entry).toMatchObject({ params: { title: 'credentials.untitled', id: kept.id } });
    expect(entry!.activity).toBe(`Added external credential Credencial (#${kept.id}): pending review`);
    expect(writeActivity('externalCredentialAddedPending', entry!.params!, 'en')).toBe(
      `Added external credential Credential (#${kept.id}): pending review`,
    );
    expect(writeNotification('externalCredentialAccepted', { title: 'credentials.untitled' }, 'en').body).toContain(
      'Credential',
    );
    expect(writeNotification('externalCredentialAccepted', { title: 'credentials.untitled' }, 'es').body).toBe(
      'El personal revisó «Credencial» y la ha aceptado.',
    );
  });

  it('keeps nothing of a credential that did not verify: 422 with the check', async () => {
    const before = await rowsOf(teacherId);
    const response = await upload(teacher, listOf(teacherId), await webCredential(9));
    expect(response.statusCode).toBe(422);
    const refusal = response.json<ExternalCredentialRefusal>();
    expect(refusal.code).toBe('EXTERNAL_CREDENTIAL_NOT_VERIFIED');
    expect(refusal.message).toBe('La credencial no se guardó porque no superó todas las comprobaciones');
    expect(outcomes(refusal.check)).toMatchObject({ status: 'failed' });
    const tampered = { ...(await webCredential(3)), name: 'Cambiado' };
    expect((await upload(staff, listOf(teacherId), tampered)).statusCode).toBe(422);
    expect((await upload(staff, listOf(teacherId), sampleFiles.png())).statusCode).toBe(400);
    expect(await rowsOf(teacherId)).toBe(before);
  });

  it('lets staff use any record, a teacher only their own, and refuses students and the signed out', async () => {
    const signed = await webCredential(4);
    const before = await rowsOf(otherTeacherId);
    expect((await upload(teacher, listOf(otherTeacherId), signed)).statusCode).toBe(403);
    expect((await upload(student, listOf(otherTeacherId), signed)).statusCode).toBe(403);
    expect((await upload(null, listOf(otherTeacherId), signed)).statusCode).toBe(401);
    expect(await rowsOf(otherTeacherId)).toBe(before);
    const byStaff = await upload(staff, listOf(otherTeacherId), signed);
    expect(byStaff.statusCode, byStaff.body).toBe(201);
    expect(await rowsOf(otherTeacherId)).toBe(before + 1);

    expect((await call(teacher, 'GET', listOf(otherTeacherId))).statusCode).toBe(403);
    expect((await call(otherTeacher, 'GET', listOf(otherTeacherId))).statusCode).toBe(200);
    expect((await call(student, 'GET', listOf(otherTeacherId))).statusCode).toBe(403);
    expect((await call(null, 'GET', listOf(otherTeacherId))).statusCode).toBe(401);
    expect((await call(staff, 'GET', listOf(999_999))).json()).toMatchObject({ code: 'TEACHER_NOT_FOUND' });
  });

  it('re-checks on demand (the date and result stored), downloads and deletes, for staff and the teacher only', async () => {
    const issuer = await webIssuer(server, 'issuer-recheck');
    const recheckList = await publishStatusList(server, 'status/recheck', issuer, []);
    const signed = await signDataIntegrity(openBadge(issuer.did, statusEntry(recheckList, 5)), issuer.keyPair);
    const kept = (await upload(teacher, listOf(teacherId), signed, 'ingles.json')).json<ExternalCredential>();
    const base = `/api/external-credentials/${kept.id}`;

    // Other people: a teacher of another record is answered as for an id that does not exist.
    for (const [user, status] of [
      [otherTeacher, 404],
      [student, 403],
      [null, 401],
    ] as const) {
      expect((await call(user, 'POST', `${base}/check`)).statusCode).toBe(status);
      expect((await call(user, 'GET', `${base}/credential`)).statusCode).toBe(status);
      expect((await call(user, 'DELETE', base)).statusCode).toBe(status);
    }

    const download = await call(teacher, 'GET', `${base}/credential`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('ingles.json');
    expect(download.json()).toEqual(signed);

    // The issuer revokes it: the re-check says so, and stores it.
    await publishStatusList(server, 'status/recheck', issuer, [5]);
    const rechecks = await auditCount(teacherId, 'Re-checked external credential');
    const recheck = await call(staff, 'POST', `${base}/check`);
    expect(recheck.statusCode, recheck.body).toBe(200);
    const after = recheck.json<ExternalCredential>();
    expect(after.verified).toBe(false);
    expect(outcomes(after)).toMatchObject({ status: 'failed' });
    expect(Date.parse(after.checked_at)).toBeGreaterThan(Date.parse(kept.checked_at));
    expect(await auditCount(teacherId, 'Re-checked external credential')).toBe(rechecks + 1);
    const listed = (await call(teacher, 'GET', listOf(teacherId))).json<ExternalCredentialList>();
    expect(listed.items.find((item) => item.id === kept.id)).toMatchObject({ verified: false });

    const deletes = await auditCount(teacherId, 'Deleted external credential');
    expect((await call(teacher, 'DELETE', base)).statusCode).toBe(204);
    expect((await call(teacher, 'GET', `${base}/credential`)).json()).toMatchObject({
      code: 'EXTERNAL_CREDENTIAL_NOT_FOUND',
    });
    expect(await auditCount(teacherId, 'Deleted external credential')).toBe(deletes + 1);
  });

  it(`keeps at most ${EXTERNAL_CREDENTIALS_PER_TEACHER} on one record`, async () => {
    const third = await signInAs(context, 'teacher');
    const thirdId = await teacherIdOf(context, third);
    await context.db.insert(externalCredentials).values(
      Array.from({ length: EXTERNAL_CREDENTIALS_PER_TEACHER }, (_, index) => ({
        teacherId: thirdId,
        credential: { n: index },
        sourceFormat: 'json',
        fileName: `c${index}.json`,
        title: `Credencial ${index}`,
        result: { checks: [], recipient_name: null, valid_from: null, valid_until: null },
        verified: true,
        checkedAt: new Date(),
      })),
    );
    const response = await upload(third, listOf(thirdId), await webCredential(3));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EXTERNAL_CREDENTIALS_LIMIT' });
    expect((await call(third, 'GET', listOf(thirdId))).json<ExternalCredentialList>().can_add).toBe(false);
    expect(await rowsOf(thirdId)).toBe(EXTERNAL_CREDENTIALS_PER_TEACHER);
  });
});

describe('one of our own badge credentials, baked into its PNG, through the import', () => {
  it('is verified (its status list read from this app), and revoked once the award is removed', async () => {
    const [badge] = await context.db
      .insert(badges)
      .values({
        badgeName: 'Mentor del año',
        badgeCode: `B-${crypto.randomBytes(4).toString('hex')}`,
        badgeType: 'community',
        year: 2026,
        description: 'Por acompañar a los nuevos docentes.',
        badgeColor: '#1E90FF',
      })
      .returning();
    const awarded = await context.app.inject({
      method: 'POST',
      url: '/api/user-badges/assign',
      headers: staff.auth,
      payload: { badgeId: badge!.id, userType: 'teacher', userId: teacherId },
    });
    expect(awarded.statusCode, awarded.body).toBe(201);
    const credentialId = awarded.json<{ credential_id: string }>().credential_id;
    const png = await call(null, 'GET', `/api/credentials/${credentialId}/baked.png`);
    expect(png.statusCode).toBe(200);
    const own = (await call(null, 'GET', `/api/credentials/${credentialId}`)).json<Credential>();

    const checked = await upload(teacher, '/api/external-credentials/check', png.rawPayload, 'insignia.png');
    expect(checked.statusCode, checked.body).toBe(200);
    const check = checked.json<ExternalCredentialCheck>();
    // The school's own issuer is recognised under its name; the holder is the teacher by their hashed email.
    expect(check).toMatchObject({ verified: true, source_format: 'png', title: 'Mentor del año' });
    expect(check.recognised_issuer_name).toBe(context.app.credentialIssuer.name);
    expect(outcomes(check)).toEqual({
      format: 'passed',
      signature: 'passed',
      issuer: 'passed',
      holder: 'passed',
      dates: 'passed',
      status: 'passed',
    });
    expect(check.checks.find((item) => item.id === 'holder')?.message).toContain('cifrado');
    // The same credential baked by the writer alone reads back the same.
    const again = await upload(
      teacher,
      '/api/external-credentials/check',
      bakePng(sampleFiles.png(), JSON.stringify(own)),
    );
    expect(again.json<ExternalCredentialCheck>().verified).toBe(true);

    const removed = await context.app.inject({
      method: 'DELETE',
      url: `/api/user-badges/teacher/${badge!.id}/${teacherId}`,
      headers: staff.auth,
    });
    expect(removed.statusCode).toBe(204);
    const revoked = (
      await upload(teacher, '/api/external-credentials/check', png.rawPayload, 'insignia.png')
    ).json<ExternalCredentialCheck>();
    expect(revoked.verified).toBe(false);
    expect(revoked.checks.find((item) => item.id === 'status')).toEqual({
      id: 'status',
      outcome: 'failed',
      message: 'La credencial fue revocada por su emisor',
    });
  });
});

describe('CREDENTIAL_FETCH_ALLOWED_HOSTS', () => {
  it('is a list of host names or addresses, none by default', () => {
    expect(loadConfig({}).credentialFetchAllowedHosts).toEqual([]);
    expect(
      loadConfig({ CREDENTIAL_FETCH_ALLOWED_HOSTS: ' Intranet.Escuela.edu, 10.0.0.5,[::1] ' })
        .credentialFetchAllowedHosts,
    ).toEqual(['intranet.escuela.edu', '10.0.0.5', '::1']);
    expect(() => loadConfig({ CREDENTIAL_FETCH_ALLOWED_HOSTS: 'http://intranet' })).toThrow(
      /CREDENTIAL_FETCH_ALLOWED_HOSTS/,
    );
  });
});
