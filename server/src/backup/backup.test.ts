import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { connectDatabase } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';
import { runMigrations } from '../db/migrate';
import { lockDataDir } from '../lib/data-dir-lock';
import { FILE_REMOVAL_LOCK_KEY } from '../storage/file-removal-lock';
import { createLocalStorage } from '../storage/file-storage';
import { signInAs, TEST_KEY, type TestContext, type TestUser } from '../../test/build-app';
import { createTestDatabase } from '../../test/database';
import { teacherPayload } from '../../test/factories';
import { PHOTO_SIZES } from '@contracts/photos';
import { multipart, sampleFiles } from '../../test/multipart';
import { createBackup } from './backup';
import { BackupError } from './errors';
import { restoreBackup } from './restore';
import { externalTarget } from './restore-target';
import { backupFromConfig } from './run-backup';
import { restoreFromConfig } from './run-restore';
import type { Manifest } from './manifest';

let source: TestContext;
let sourceUrl: string;
let admin: TestUser;
let teacher: TestUser;
let student: TestUser;
let teacherId: number;
let studentId: number;
let work: string;
/** Every document uploaded, by id, with the bytes sent. */
const originals = new Map<number, Buffer>();
/** The small and medium sizes of each photo, by 'id/size'. */
const photoSizes = new Map<string, Buffer>();
/** A backup of the filled school with nothing happening meanwhile. */
let baseArchive: string;
let baseManifest: Manifest;

const adminDatabases: string[] = [];

/** A new database with nothing in it, dropped after the file. */
async function emptyDatabase(): Promise<string> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `school_restore_${crypto.randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name} TEMPLATE template0`);
  await client.end();
  adminDatabases.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const publicTableCount = async (url: string) =>
  (
    await query<{ n: number }>(
      url,
      `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname IN ('public', 'drizzle')`,
    )
  )[0]!.n;

/** Every row of the given tables, as sorted JSON text, to compare two databases whole. */
async function contents(url: string, tables: string[]): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await query<{ row: string }>(url, `SELECT to_jsonb(t)::text AS row FROM "${table}" t`);
    result[table] = rows.map((row) => row.row).sort();
  }
  return result;
}

async function upload(
  app: FastifyInstance,
  user: TestUser,
  fields: Record<string, string>,
  filename: string,
  content: Buffer,
): Promise<number> {
  const body = multipart(fields, [{ filename, content }]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: body.payload,
    headers: { ...body.headers, ...user.auth },
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json<{ id: number }>().id;
  originals.set(id, content);
  return id;
}

/** A teacher's profile photo, through the photo route (the only way a photo is stored). */
async function uploadPhoto(app: FastifyInstance, user: TestUser, owner: number, content: Buffer): Promise<number> {
  const body = multipart({}, [{ filename: 'me.png', content }]);
  const response = await app.inject({
    method: 'PUT',
    url: `/api/photos/teacher/${owner}`,
    payload: body.payload,
    headers: { ...body.headers, ...user.auth },
  });
  expect(response.statusCode, response.body).toBe(200);
  const id = response.json<{ document: { id: number } }>().document.id;
  // A photo is stored as its processed sizes (decision 021): what the server serves is what must come back.
  for (const size of PHOTO_SIZES) {
    const served = await app.inject({
      method: 'GET',
      url: `/api/document-direct/${id}?size=${size}`,
      headers: user.auth,
    });
    if (size === 'large') originals.set(id, served.rawPayload);
    else photoSizes.set(`${id}/${size}`, served.rawPayload);
  }
  expect(content.length).toBeGreaterThan(0);
  return id;
}

const uploadTeacherDocument = (owner: number, size: number) =>
  upload(
    source.app,
    admin,
    { document_type: 'teacher', document_tag: 'cv', entity_id: String(owner) },
    'cv.pdf',
    sampleFiles.pdf(size),
  );

const deleteDocument = (app: FastifyInstance, user: TestUser, id: number) =>
  app.inject({ method: 'DELETE', url: `/api/documents/${id}`, headers: user.auth });

const storedName = async (id: number) =>
  (await query<{ filename: string }>(sourceUrl, `SELECT filename FROM unified_documents WHERE id = ${id}`))[0]!
    .filename;

const listDir = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

/** Where each entry of a plain tar starts (512-byte header, then the body padded to 512). */
function entryOffsets(tar: Buffer): { name: string; offset: number }[] {
  const entries = [];
  for (let offset = 0; offset + 512 <= tar.length && tar[offset] !== 0;) {
    const name = tar
      .subarray(offset, offset + 100)
      .toString('utf8')
      .replace(/\0.*$/s, '');
    const size = Number.parseInt(
      tar
        .subarray(offset + 124, offset + 136)
        .toString('utf8')
        .replace(/\0.*$/s, '')
        .trim(),
      8,
    );
    entries.push({ name, offset });
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return entries;
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
  // As buildTestApp, keeping the database's URL: backups and restores connect on their own.
  const database = await createTestDatabase();
  sourceUrl = database.pool.options.connectionString!;
  const filesDir = path.join(work, 'source-files');
  const app = await buildApp({
    db: database.db,
    storage: createLocalStorage({ root: filesDir, key: TEST_KEY }),
    webDistDir: '/nonexistent',
  });
  source = { app, db: database.db, filesDir };
  [admin, teacher, student] = await Promise.all([
    signInAs(source, 'staff'),
    signInAs(source, 'teacher'),
    signInAs(source, 'student'),
  ]);
  teacherId = (await query<{ id: number }>(sourceUrl, `SELECT id FROM teachers WHERE user_id = ${teacher.id}`))[0]!.id;
  studentId = (await query<{ id: number }>(sourceUrl, `SELECT id FROM students WHERE user_id = ${student.id}`))[0]!.id;

  await uploadTeacherDocument(teacherId, 300_000);
  await uploadPhoto(source.app, teacher, teacherId, sampleFiles.png(40_000));
  await upload(
    source.app,
    admin,
    { document_type: 'student', document_tag: 'diploma', entity_id: String(studentId) },
    'diploma.jpg',
    sampleFiles.jpg(120_000),
  );
  await upload(
    source.app,
    admin,
    { document_type: 'teacher', document_tag: 'titulo', entity_id: String(teacherId) },
    'título.pdf',
    sampleFiles.pdf(1_500_000),
  );
  const download = await source.app.inject({
    method: 'GET',
    url: `/api/document-direct/${[...originals.keys()][0]}`,
    headers: teacher.auth,
  });
  expect(download.statusCode).toBe(200);

  baseArchive = path.join(work, 'base.tar');
  baseManifest = (
    await createBackup({ databaseUrl: sourceUrl, filesRoot: source.filesDir, key: TEST_KEY, output: baseArchive })
  ).manifest;
}, 60_000);

afterAll(async () => {
  await source.app.close();
  const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await client.connect();
  for (const name of adminDatabases) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('backup', () => {
  it('makes a deletion wait while a backup opens its snapshot and links its files', async () => {
    const id = await uploadTeacherDocument(teacherId, 5_000);
    const file = path.join(source.filesDir, await storedName(id));
    const backupSession = new pg.Client({ connectionString: sourceUrl });
    await backupSession.connect();
    try {
      await backupSession.query('SELECT pg_advisory_lock($1::bigint)', [FILE_REMOVAL_LOCK_KEY]);
      let settled = false;
      const deletion = deleteDocument(source.app, admin, id).finally(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(settled).toBe(false);
      expect(fs.existsSync(file)).toBe(true);
      await backupSession.query('SELECT pg_advisory_unlock($1::bigint)', [FILE_REMOVAL_LOCK_KEY]);
      expect((await deletion).statusCode).toBe(204);
      expect(fs.existsSync(file)).toBe(false);
    } finally {
      await backupSession.end();
    }
  });

  it('archives the snapshot while the app keeps serving, and restores the same school into an empty database', async () => {
    // A teacher with bank data and documents of its own, deleted (with its files) while the backup runs.
    const created = await source.app.inject({
      method: 'POST',
      url: '/api/staff/teachers',
      payload: teacherPayload(),
      headers: admin.auth,
    });
    expect(created.statusCode, created.body).toBe(201);
    const goneTeacherId = created.json<{ id: number }>().id;
    const goneTeacherDocuments = [
      await uploadTeacherDocument(goneTeacherId, 80_000),
      await uploadTeacherDocument(goneTeacherId, 90_000),
    ];
    const goneDocument = await uploadTeacherDocument(teacherId, 250_000);
    const goneFile = path.join(source.filesDir, await storedName(goneDocument));

    const tables = baseManifest.tables.map((table) => table.name);
    const before = await contents(sourceUrl, tables);
    const migrationsBefore = await query(
      sourceUrl,
      'SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id',
    );
    const statistics = (
      await source.app.inject({ method: 'GET', url: '/api/documents/statistics', headers: admin.auth })
    ).json();
    const teacherViews = await Promise.all(
      [teacherId, goneTeacherId].map(async (id) =>
        (await source.app.inject({ method: 'GET', url: `/api/staff/teachers/${id}`, headers: admin.auth })).json(),
      ),
    );
    const documentIds = before.unified_documents!.map((row) => JSON.parse(row).id as number);
    // Each document's file, and the smaller sizes of each photo (decision 021).
    const storedFileCount = documentIds.length + (before.photo_variants?.length ?? 0);
    expect(before.photo_variants?.length).toBeGreaterThan(0);
    let lateUpload = 0;

    const output = path.join(work, 'school.tar.gz');
    const summary = await createBackup({
      databaseUrl: sourceUrl,
      filesRoot: source.filesDir,
      key: TEST_KEY,
      output,
      onSnapshot: async () => {
        const [deletion, teacherDeletion] = await Promise.all([
          deleteDocument(source.app, admin, goneDocument),
          source.app.inject({ method: 'DELETE', url: `/api/staff/teachers/${goneTeacherId}`, headers: admin.auth }),
          uploadTeacherDocument(teacherId, 70_000).then((id) => (lateUpload = id)),
        ]);
        expect(deletion.statusCode).toBe(204);
        expect(teacherDeletion.statusCode).toBe(204);
      },
    });
    expect(fs.existsSync(goneFile)).toBe(false);
    expect(listDir(source.filesDir).filter((name) => name.startsWith('.backup-'))).toEqual([]);
    expect(summary.manifest.skippedTables.map((table) => table.name)).toContain('sessions');
    expect(summary.manifest.files).toHaveLength(storedFileCount);
    expect(summary.manifest.missingFiles).toEqual([]);
    const plainArchive = fs.readFileSync(baseArchive);
    expect(plainArchive.includes(TEST_KEY) || plainArchive.includes(TEST_KEY.toString('hex'))).toBe(false);

    const targetUrl = await emptyDatabase();
    const filesRoot = path.join(work, 'restored', 'files');
    const restored = await restoreBackup({
      input: output,
      target: externalTarget(targetUrl),
      filesRoot,
      key: TEST_KEY,
    });
    expect(restored.newerMigrations).toEqual([]);
    expect(listDir(filesRoot).filter((name) => !name.startsWith('.'))).toHaveLength(storedFileCount);
    expect(listDir(filesRoot).filter((name) => name.startsWith('.restore-'))).toEqual([]);

    // The server's own migrator finds everything applied; the rows are the snapshot's, table by table.
    const database = connectDatabase(targetUrl, 2);
    const app = await buildApp({
      db: database.db,
      storage: createLocalStorage({ root: filesRoot, key: TEST_KEY }),
      webDistDir: '/nonexistent',
    });
    try {
      await runMigrations(database.db);
      expect(await query(targetUrl, 'SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id')).toEqual(
        migrationsBefore,
      );
      expect(await contents(targetUrl, tables)).toEqual(before);
      expect(await query(targetUrl, 'SELECT * FROM sessions')).toEqual([]);
      if (tables.includes('row_counts')) {
        for (const { table_name, row_count } of await query<{ table_name: string; row_count: string }>(
          targetUrl,
          'SELECT table_name, row_count::text FROM row_counts',
        )) {
          expect(
            (await query<{ n: string }>(targetUrl, `SELECT count(*)::text AS n FROM "${table_name}"`))[0]!.n,
            table_name,
          ).toBe(row_count);
        }
      }

      // Sessions are not restored; the admin signs in with the same password.
      expect((await app.inject({ method: 'GET', url: '/api/me', headers: admin.auth })).statusCode).toBe(401);
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: admin.email, password: admin.password },
      });
      expect(login.statusCode).toBe(200);
      const auth = { authorization: `Bearer ${login.json<{ token: string }>().token}` };

      expect((await app.inject({ method: 'GET', url: '/api/documents/statistics', headers: auth })).json()).toEqual(
        statistics,
      );
      for (const [index, id] of [teacherId, goneTeacherId].entries()) {
        expect((await app.inject({ method: 'GET', url: `/api/staff/teachers/${id}`, headers: auth })).json()).toEqual(
          teacherViews[index],
        );
      }
      expect(documentIds).toEqual(expect.arrayContaining([goneDocument, ...goneTeacherDocuments]));
      expect(documentIds).not.toContain(lateUpload);
      for (const id of documentIds) {
        const download = await app.inject({ method: 'GET', url: `/api/document-direct/${id}`, headers: auth });
        expect(download.statusCode, `document ${id}`).toBe(200);
        expect(download.rawPayload.equals(originals.get(id)!), `document ${id}`).toBe(true);
      }
      for (const [key, bytes] of photoSizes) {
        const [id, size] = key.split('/');
        if (!documentIds.includes(Number(id))) continue;
        const served = await app.inject({
          method: 'GET',
          url: `/api/document-direct/${id}?size=${size}`,
          headers: auth,
        });
        expect(served.rawPayload.equals(bytes), `photo ${key}`).toBe(true);
      }

      // Sequences continue past the restored ids.
      const body = multipart({ document_type: 'teacher', document_tag: 'cv', entity_id: String(teacherId) }, [
        { filename: 'new.pdf', content: sampleFiles.pdf() },
      ]);
      const next = await app.inject({
        method: 'POST',
        url: '/api/documents',
        payload: body.payload,
        headers: { ...body.headers, ...auth },
      });
      expect(next.statusCode).toBe(201);
      expect(next.json<{ id: number }>().id).toBeGreaterThan(Math.max(...documentIds));
    } finally {
      await app.close();
      await database.pool.end();
    }
  }, 60_000);
});

describe('restore refuses', () => {
  it('a target that is not empty, creating nothing', async () => {
    await expect(
      restoreBackup({
        input: baseArchive,
        target: externalTarget(sourceUrl),
        filesRoot: path.join(work, 'unused'),
        key: TEST_KEY,
      }),
    ).rejects.toThrow(/database is not empty/);
    const targetUrl = await emptyDatabase();
    const filesRoot = path.join(work, 'busy-files');
    fs.mkdirSync(filesRoot);
    fs.writeFileSync(path.join(filesRoot, 'someone-elses.pdf'), 'x');
    await expect(
      restoreBackup({ input: baseArchive, target: externalTarget(targetUrl), filesRoot, key: TEST_KEY }),
    ).rejects.toThrow(/files folder .* is not empty/);
    expect(await publicTableCount(targetUrl)).toBe(0);
    expect(listDir(filesRoot)).toEqual(['someone-elses.pdf']);
  });

  it('a wrong or missing encryption key, creating nothing', async () => {
    const targetUrl = await emptyDatabase();
    const filesRoot = path.join(work, 'key-files');
    await expect(
      restoreBackup({ input: baseArchive, target: externalTarget(targetUrl), filesRoot, key: crypto.randomBytes(32) }),
    ).rejects.toThrow(/encryption key does not match/);
    await expect(
      restoreBackup({ input: baseArchive, target: externalTarget(targetUrl), filesRoot, key: undefined }),
    ).rejects.toThrow(/No encryption key/);
    expect(await publicTableCount(targetUrl)).toBe(0);
    expect(fs.existsSync(filesRoot)).toBe(false);
  });

  it('an archive cut short, leaving the target empty', async () => {
    const whole = fs.readFileSync(baseArchive);
    const gzipped = path.join(work, 'base.tgz');
    await createBackup({ databaseUrl: sourceUrl, filesRoot: source.filesDir, key: TEST_KEY, output: gzipped });
    const wholeGzip = fs.readFileSync(gzipped);
    const offsets = entryOffsets(whole);
    const firstFile = offsets.find((entry) => entry.name.startsWith('files/'))!.offset;
    const secondTable = offsets.filter((entry) => entry.name.startsWith('tables/'))[1]!.offset;
    const cuts: [string, Buffer][] = [
      ['in its manifest', whole.subarray(0, 700)],
      ['in its table data', whole.subarray(0, secondTable + 520)],
      ['between two tables', whole.subarray(0, secondTable)],
      ['before its files', whole.subarray(0, firstFile)],
      ['in its last file', whole.subarray(0, whole.length - 1024 - 5000)],
      ['gzipped, halfway', wholeGzip.subarray(0, Math.floor(wholeGzip.length / 2))],
    ];
    for (const [where, bytes] of cuts) {
      const input = path.join(work, `cut-${crypto.randomBytes(4).toString('hex')}.tar`);
      fs.writeFileSync(input, bytes);
      const targetUrl = await emptyDatabase();
      const filesRoot = path.join(work, `cut-files-${crypto.randomBytes(4).toString('hex')}`);
      const attempt = restoreBackup({ input, target: externalTarget(targetUrl), filesRoot, key: TEST_KEY });
      await expect(attempt, where).rejects.toBeInstanceOf(BackupError);
      expect(await publicTableCount(targetUrl), where).toBe(0);
      expect(fs.existsSync(filesRoot), where).toBe(false);
    }
  }, 60_000);
});

describe('the commands on an embedded data folder', () => {
  it('restore into an empty data folder, then back up with its database running (a server) or stopped', async () => {
    const dataDir = path.join(work, 'data');
    fs.mkdirSync(dataDir, { mode: 0o711 });
    fs.chmodSync(work, 0o755);
    fs.writeFileSync(path.join(dataDir, 'encryption.key'), TEST_KEY.toString('hex'), { mode: 0o600 });
    const config = { dataDir, databaseUrl: undefined, encryptionKeyHex: undefined };

    // A failed restore leaves the folder as it found it, initialised database removed, ready for another try.
    const whole = fs.readFileSync(baseArchive);
    const cut = path.join(work, 'no-files.tar');
    fs.writeFileSync(
      cut,
      whole.subarray(0, entryOffsets(whole).find((entry) => entry.name.startsWith('files/'))!.offset),
    );
    await expect(restoreFromConfig({ config, input: cut })).rejects.toThrow(/cut short/);
    expect(listDir(dataDir)).toEqual(['encryption.key']);

    await restoreFromConfig({ config, input: baseArchive });
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'pg', 'postmaster.pid'))).toBe(false);
    expect(listDir(path.join(dataDir, 'files')).filter((name) => !name.startsWith('.'))).toHaveLength(
      baseManifest.files.length,
    );
    await expect(restoreFromConfig({ config, input: baseArchive })).rejects.toThrow(/data folder .* is not empty/);

    const sameSchool = (manifest: Manifest) => {
      expect(manifest.tables).toEqual(baseManifest.tables);
      expect(manifest.files).toEqual(baseManifest.files);
      expect(manifest.encryptionKeyFingerprint).toBe(baseManifest.encryptionKeyFingerprint);
    };

    // As a running server leaves it: the data folder locked, its embedded PostgreSQL up.
    const unlock = lockDataDir(dataDir);
    const server = await startEmbeddedPostgres({ dir: path.join(dataDir, 'postgres') });
    try {
      sameSchool((await backupFromConfig({ config, output: path.join(work, 'running.tar.gz') })).manifest);
    } finally {
      await server.stop();
      unlock();
    }

    // No server: the backup starts the database itself and stops it after.
    sameSchool((await backupFromConfig({ config, output: path.join(work, 'stopped.tar') })).manifest);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'pg', 'postmaster.pid'))).toBe(false);
  }, 180_000);
});
