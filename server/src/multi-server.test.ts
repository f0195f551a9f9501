import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { multipart, sampleFiles } from '../test/multipart';
import { freePort } from './lib/free-port';
import { MIGRATIONS_DIR, PROJECT_ROOT } from './lib/project-paths';

const ADMIN = { email: 'multi-admin@school.test', password: 'multi-admin-password' };

interface Server {
  name: string;
  baseUrl: string;
  child: ChildProcess;
  output: () => string;
}

/** A fresh, empty database (not the migrated template): the servers must migrate it themselves. */
async function createEmptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `school_multi_${crypto.randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

function spawnServer(name: string, port: number, env: Record<string, string>): Server {
  const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'dist', 'server', 'main.js')], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { name, baseUrl: `http://127.0.0.1:${port}`, child, output: () => output };
}

async function waitUntilHealthy(server: Server): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`server ${server.name} exited during start-up:\n${server.output()}`);
    const ok = await fetch(`${server.baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server ${server.name} did not become healthy:\n${server.output()}`);
}

function stop(server: Server): Promise<number | null> {
  if (server.child.exitCode !== null) return Promise.resolve(server.child.exitCode);
  return new Promise((resolve) => {
    server.child.once('exit', (code) => resolve(code));
    server.child.kill('SIGTERM');
  });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signIn(server: Server): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

describe('two app servers on one database and one data folder', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let dataDir: string;
  let a: Server;
  let b: Server;

  beforeAll(async () => {
    const build = spawnSync(
      process.execPath,
      [path.join(PROJECT_ROOT, 'scripts', 'build.mjs'), 'server', '--if-stale'],
      { cwd: PROJECT_ROOT, encoding: 'utf8' },
    );
    expect(build.status, build.stderr).toBe(0);
    database = await createEmptyDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-multi-'));
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      APP_ENCRYPTION_KEY: '',
    };
    const [portA, portB] = await Promise.all([freePort(), freePort()]);
    // Both in the same tick: they race for the migrations, the first administrator and the generated key file.
    a = spawnServer('A', portA, env);
    b = spawnServer('B', portB, env);
    await Promise.all([waitUntilHealthy(a), waitUntilHealthy(b)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stop));
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrated once and created one administrator, and took no data-folder lock', async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const migrations = await client.query<{ rows: number; hashes: number }>(
        'SELECT count(*)::int AS rows, count(DISTINCT hash)::int AS hashes FROM drizzle.__drizzle_migrations',
      );
      expect(migrations.rows[0]).toEqual({ rows: journal.entries.length, hashes: journal.entries.length });
      const staff = await client.query<{ email: string }>("SELECT email FROM users WHERE role = 'staff'");
      expect(staff.rows).toEqual([{ email: ADMIN.email }]);
    } finally {
      await client.end();
    }
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    expect(`${a.output()}${b.output()}`.match(/First staff administrator created/g)).toHaveLength(1);
  });

  it('serves one school: sessions, teachers and documents made on one server are seen on the other', async () => {
    const token = await signIn(a);
    expect((await fetch(`${b.baseUrl}/api/me`, { headers: bearer(token) })).status).toBe(200);

    const email = `shared-${crypto.randomBytes(4).toString('hex')}@school.test`;
    const created = await fetch(`${a.baseUrl}/api/staff/teachers`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ full_name: 'Docente Compartida', email, password: 'shared-password' }),
    });
    expect(created.status).toBe(201);
    const teacher = (await created.json()) as { id: number };
    const listed = (await (await fetch(`${b.baseUrl}/api/staff/teachers`, { headers: bearer(token) })).json()) as {
      id: number;
      email: string;
    }[];
    expect(listed).toContainEqual(expect.objectContaining({ id: teacher.id, email }));

    const content = sampleFiles.pdf(64 * 1024);
    const body = multipart({ document_type: 'teacher', document_tag: 'cv', entity_id: String(teacher.id) }, [
      { filename: 'cv.pdf', content },
    ]);
    const uploaded = await fetch(`${a.baseUrl}/api/documents`, {
      method: 'POST',
      headers: { ...bearer(token), ...body.headers },
      body: body.payload,
    });
    expect(uploaded.status).toBe(201);
    const { id: documentId } = (await uploaded.json()) as { id: number };
    const downloaded = await fetch(`${b.baseUrl}/api/documents/${documentId}/download`, { headers: bearer(token) });
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(content)).toBe(true);

    expect((await fetch(`${b.baseUrl}/api/auth/logout`, { method: 'POST', headers: bearer(token) })).status).toBe(204);
    expect((await fetch(`${a.baseUrl}/api/me`, { headers: bearer(token) })).status).toBe(401);
  });

  it('both stop cleanly on SIGTERM', async () => {
    expect(await Promise.all([stop(a), stop(b)])).toEqual([0, 0]);
  });
});
