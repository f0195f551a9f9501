import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import type { Role } from '@contracts/roles';
import { buildApp, type AppOptions } from '../src/app';
import { signingKeyFromSeed } from '../src/modules/credentials/signing/signing-key';
import type { Database } from '../src/db/client';
import type { CredentialIssuer } from '../src/modules/credentials/credential-issuer';
import { createUser } from '../src/modules/users/user.service';
import { createDefaultProfile } from '../src/modules/users/profile.service';
import { createLocalStorage } from '../src/storage/file-storage';
import { createTestDatabase } from './database';
import type { AccountsOptions } from '../src/plugins/accounts';
import type { ExpensiveLimits } from '../src/plugins/expensive';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  filesDir: string;
}

/** The real app on a database of the test file's own (or on `db`, another app's: a restart); closed after the file. */
export async function buildTestApp(
  options: {
    accounts?: AccountsOptions;
    db?: Database;
    expensiveLimits?: ExpensiveLimits;
    refusalPauseMs?: number;
    supportContacts?: AppOptions['supportContacts'];
    publicPagesPerMinute?: number;
  } = {},
): Promise<TestContext> {
  const db = options.db ?? (await createTestDatabase()).db;
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-test-files-'));
  const app = await buildApp({
    db,
    storage: createLocalStorage({ root: filesDir, key: TEST_KEY }),
    webDistDir: '/nonexistent',
    accounts: { encryptionKey: TEST_KEY, ...options.accounts },
    credentialIssuer: await testCredentialIssuer(),
    expensiveLimits: options.expensiveLimits,
    refusalPauseMs: options.refusalPauseMs ?? 0,
    supportContacts: options.supportContacts,
    publicPagesPerMinute: options.publicPagesPerMinute,
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });
  return { app, db, filesDir };
}

let counter = 0;

export const TEST_KEY = crypto.randomBytes(32);

let issuer: Promise<CredentialIssuer> | undefined;
/** The badge credentials' issuer of the test run's process: a random key, the default name and address. */
export function testCredentialIssuer(): Promise<CredentialIssuer> {
  issuer ??= signingKeyFromSeed(crypto.randomBytes(32)).then((key) => ({
    key,
    name: 'Esarte Faculty',
    url: 'http://localhost:3000',
  }));
  return issuer;
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  token: string;
  auth: { authorization: string };
}

/** Creates a user of the role (with its profile row) and signs it in through the real login route. */
export async function signInAs(
  context: TestContext,
  role: Role,
  overrides: { email?: string; password?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const suffix = `${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  const email = overrides.email ?? `${role}-${suffix}@test.school`;
  const password = overrides.password ?? 'correct-horse-battery';
  const user = await context.db.transaction(async (tx) => {
    const created = await createUser({ db: tx, input: { email, password, username: `${role}-${suffix}`, role } });
    await createDefaultProfile({ db: tx, user: created });
    return created;
  });
  const response = await context.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const token = response.json<{ token: string }>().token;
  return { id: user.id, email, password, token, auth: { authorization: `Bearer ${token}` } };
}

/** A signed-in person of `role` whose account speaks `language` (a signed-in request is answered in it: decision 040). */
export async function signInSpeaking(context: TestContext, role: Role, language: 'es' | 'en'): Promise<TestUser> {
  const user = await signInAs(context, role);
  const chosen = await context.app.inject({
    method: 'PUT',
    url: '/api/me/language',
    headers: user.auth,
    payload: { language },
  });
  if (chosen.statusCode !== 204) throw new Error(`choosing ${language} answered ${chosen.statusCode}`);
  return user;
}
