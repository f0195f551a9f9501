/**
 * Do other verifiers see what our verify page says? On a throw-away data folder with the demo school (seed-demo),
 * served by the compiled server on a port of 127.0.0.1 that is also its PUBLIC_URL (so the credentials' status
 * lists are fetched from it): makes sure there are 100 badge awards (the demo's, plus awards to demo teachers through
 * the API as staff), then checks each award's credential with the Digital Credentials Consortium's verifier-core
 * (in this process, fetching the status list over HTTP) and with our GET /api/credentials/{id}/verify; removes 10
 * awards through the API and checks all 100 again. Prints a table of valid / revoked / other per verifier, before and
 * after, and the disagreements (0 expected). Exits 1 on any disagreement.
 * verifier-core's issuer-registry and JSON-schema steps need the internet and are not counted: a credential is
 * 'valid' for it when its log says valid_signature and revocation_status valid, 'revoked' when the signature is
 * valid and revocation_status is not. Nothing but 127.0.0.1 is fetched (global fetch refuses other hosts).
 * Usage: npm run bench:credentials [-- --awards 100 --remove 10]
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { verifyCredential as verifyWithDcc } from '@digitalcredentials/verifier-core';
import type { CredentialVerification, RecipientBadgeList } from '../contracts/badges';
import { freePort } from '../server/src/lib/free-port';
import { PROJECT_ROOT } from '../server/src/lib/project-paths';
import { benchRunDir, signInToken } from './bench/bench-run';
import { startNodeOptions } from './bench/start-options';
import { buildServerIfStale, stopProcess, waitUntilHealthy } from './bench/start-server';

const argument = (name: string, fallback: number) =>
  Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const AWARDS = argument('awards', 100);
const REMOVE = argument('remove', 10);
const STAFF = { email: 'staff@demo.school', password: 'demo-staff-2026' };

type Verdict = 'valid' | 'revoked' | 'other';
interface Award {
  teacherId: number;
  badgeId: number;
  credentialId: string;
}

// Nothing leaves the machine: verifier-core's schema step would fetch the Open Badges JSON schema from the internet.
const realFetch = globalThis.fetch;
globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : input);
  if (url.hostname !== '127.0.0.1') return Promise.reject(new TypeError(`not fetched (offline): ${url.origin}`));
  return realFetch(input, init);
};

async function api<T>(baseUrl: string, token: string, method: string, url: string, body?: object): Promise<T> {
  const response = await realFetch(`${baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok && response.status !== 409)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? null : await response.json()) as T;
}

async function dccVerdict(credential: Record<string, unknown>): Promise<Verdict> {
  const { log, error } = console;
  // Its schema step logs the refused fetch of the schema.
  console.log = () => {};
  console.error = () => {};
  try {
    const result = (await verifyWithDcc({
      credential: credential as unknown as Parameters<typeof verifyWithDcc>[0]['credential'],
      knownDIDRegistries: [],
    })) as { log?: { id: string; valid?: boolean }[]; errors?: unknown[] };
    const step = (id: string) => result.log?.find((entry) => entry.id === id)?.valid;
    if (result.errors || step('valid_signature') !== true) return 'other';
    return step('revocation_status') === true ? 'valid' : step('revocation_status') === false ? 'revoked' : 'other';
  } finally {
    console.log = log;
    console.error = error;
  }
}

const ourVerdict = (verification: CredentialVerification): Verdict =>
  !verification.verified ? 'other' : verification.revoked ? 'revoked' : 'valid';

async function checkAll(baseUrl: string, awards: Award[]) {
  const counts = { dcc: { valid: 0, revoked: 0, other: 0 }, ours: { valid: 0, revoked: 0, other: 0 } };
  let disagreements = 0;
  for (const { credentialId } of awards) {
    const credential = (await (await realFetch(`${baseUrl}/api/credentials/${credentialId}`)).json()) as Record<
      string,
      unknown
    >;
    const dcc = await dccVerdict(credential);
    const ours = ourVerdict(
      (await (await realFetch(`${baseUrl}/api/credentials/${credentialId}/verify`)).json()) as CredentialVerification,
    );
    counts.dcc[dcc] += 1;
    counts.ours[ours] += 1;
    if (dcc !== ours) {
      disagreements += 1;
      console.log(`  disagreement on ${credentialId}: verifier-core ${dcc}, our verify page ${ours}`);
    }
  }
  return { counts, disagreements };
}

/** Every teacher's awards with their credential, read through the API as staff. */
async function currentAwards(baseUrl: string, token: string, teacherIds: number[]): Promise<Award[]> {
  const awards: Award[] = [];
  for (const teacherId of teacherIds) {
    const held = await api<RecipientBadgeList>(baseUrl, token, 'GET', `/api/user-badges/teacher/${teacherId}`);
    for (const badge of held.badges)
      if (badge.credential_id) awards.push({ teacherId, badgeId: badge.badge_id, credentialId: badge.credential_id });
  }
  return awards;
}

async function main() {
  const dataDir = benchRunDir('credentials');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The embedded database of the data folder (no DATABASE_URL).
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl };
  console.log(`Data folder ${dataDir}; server and PUBLIC_URL ${baseUrl}.`);

  const seed = spawnSync(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'scripts', 'seed-demo.ts')], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seed.status !== 0) throw new Error('the demo seed failed');
  buildServerIfStale();
  const server = spawn(
    process.execPath,
    [...startNodeOptions(), path.join(PROJECT_ROOT, 'dist', 'server', 'main.js')],
    {
      cwd: PROJECT_ROOT,
      env: { ...env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  try {
    await waitUntilHealthy(baseUrl, server);
    const token = await signInToken(baseUrl, STAFF);
    const teachers = await api<{ id: number }[]>(baseUrl, token, 'GET', '/api/staff/teachers?limit=100');
    const teacherIds = teachers.map((teacher) => teacher.id);
    const { badges } = await api<{ badges: { id: number }[] }>(baseUrl, token, 'GET', '/api/badges');

    let awards = await currentAwards(baseUrl, token, teacherIds);
    const seeded = awards.length;
    const held = new Set(awards.map((award) => `${award.teacherId}/${award.badgeId}`));
    outer: for (const badge of badges) {
      for (const teacherId of teacherIds) {
        if (held.size >= AWARDS) break outer;
        if (held.has(`${teacherId}/${badge.id}`)) continue;
        await api(baseUrl, token, 'POST', '/api/user-badges/assign', {
          badgeId: badge.id,
          userType: 'teacher',
          userId: teacherId,
        });
        held.add(`${teacherId}/${badge.id}`);
      }
    }
    awards = (await currentAwards(baseUrl, token, teacherIds)).slice(0, AWARDS);
    console.log(`${seeded} awards seeded, ${awards.length - seeded} added through the API: ${awards.length} checked.`);

    const started = performance.now();
    const before = await checkAll(baseUrl, awards);
    // Every tenth award removed (spread over badges and teachers).
    const removed = awards.filter((_, index) => index % Math.floor(awards.length / REMOVE) === 0).slice(0, REMOVE);
    for (const award of removed)
      await api(baseUrl, token, 'DELETE', `/api/user-badges/teacher/${award.badgeId}/${award.teacherId}`);
    const after = await checkAll(baseUrl, awards);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);

    const row = (when: string, removedCount: number, result: Awaited<ReturnType<typeof checkAll>>) =>
      `| ${when} | ${awards.length} | ${removedCount} | ${result.counts.dcc.valid} / ${result.counts.dcc.revoked} / ${result.counts.dcc.other} | ${result.counts.ours.valid} / ${result.counts.ours.revoked} / ${result.counts.ours.other} | ${result.disagreements} |`;
    console.log('');
    console.log(
      '| check | credentials | awards removed | verifier-core valid / revoked / other | our verify page valid / revoked / other | disagreements |',
    );
    console.log('| --- | --- | --- | --- | --- | --- |');
    console.log(row('before', 0, before));
    console.log(row('after', removed.length, after));
    console.log('');
    console.log(`${awards.length * 2} credentials checked by each verifier in ${seconds} s.`);
    const expected =
      before.counts.dcc.valid === awards.length &&
      after.counts.dcc.revoked === removed.length &&
      after.counts.dcc.valid === awards.length - removed.length;
    const total = before.disagreements + after.disagreements;
    console.log(
      total === 0 && expected
        ? 'PASS: both verifiers agree on every credential, and exactly the removed awards are revoked.'
        : `FAIL: ${total} disagreements${expected ? '' : '; the counts are not the expected ones'}.`,
    );
    process.exitCode = total === 0 && expected ? 0 : 1;
  } finally {
    await stopProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
