/**
 * The audit log at 1,000 and at 1,000,000 entries, against the real server (its own process): requests/s and
 * latency of the first page, a filtered page (one person, one kind of entity, a range of days) and a page deep in
 * the log (by cursor). Goal: every call at a million entries at ≥ 80% of its requests/s at a thousand.
 * Usage: npm run bench:audit [-- --seconds 3]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
import { connectDatabase } from '../server/src/db/client';
import { runMigrations } from '../server/src/db/migrate';
import { encodeCursor } from '../server/src/lib/list-page';
import { measure, printResults, type LoadResult } from './bench/report';
import { BENCH_ADMIN, benchRunDir, signInToken, startBenchServer } from './bench/bench-run';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 3;
const SIZES = [1_000, 1_000_000];

/** Adds activities `from`..`to`: 10 people, 8 kinds of entity, one every 10 seconds backwards from now, changes on every other. */
async function seedActivities(url: string, from: number, to: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`insert into users (email, username, password, role)
    select 'bench.person.' || n || '@school.test', 'bench.person.' || n, 'x', 'teacher' from generate_series(1, 10) n on conflict do nothing`);
  const started = Date.now();
  await client.query(
    `insert into activities (user_id, activity, entity_type, entity_id, changes, ip_address, created_at)
     select (select min(id) from users where email like 'bench.person.%') + n % 10, 'Updated record ' || n,
            (array['teacher','student','course','badge','document','user','idea','grade'])[1 + n % 8], n,
            case when n % 2 = 0 then jsonb_build_object('bio', jsonb_build_object('before', 'old ' || n, 'after', 'new ' || n)) end,
            '10.0.' || (n % 250) || '.' || (n % 200), now() - (n * 10 || ' seconds')::interval
     from generate_series($1::int, $2::int) n`,
    [from, to],
  );
  await client.query('vacuum analyze activities');
  console.log(
    `Seeded activities ${from.toLocaleString('en')}–${to.toLocaleString('en')} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  await client.end();
}

/** The cursor of the entry halfway down the log, newest first. */
async function middleCursor(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ position: string; id: number }>(
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position, id from activities
     order by created_at desc, id desc offset (select count(*) / 2 from activities) limit 1`,
  );
  await client.end();
  return encodeCursor([rows[0]!.position, rows[0]!.id]);
}

async function main() {
  const dir = benchRunDir('audit');
  const database = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), database: 'bench' });
  const results = new Map<string, LoadResult>();
  try {
    const { db, pool } = connectDatabase(database.url, 2);
    await runMigrations(db);
    await pool.end();
    const server = await startBenchServer(database.url, path.join(dir, 'data'));
    try {
      const token = await signInToken(server.baseUrl, BENCH_ADMIN);
      let seeded = 0;
      for (const size of SIZES) {
        await seedActivities(database.url, seeded + 1, size);
        seeded = size;
        const person = (await (
          await fetch(`${server.baseUrl}/api/users?q=bench.person.7%40&limit=1`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json()) as { id: number }[];
        const cursor = await middleCursor(database.url);
        // The last two days: every entry at 1,000 (under three hours), 17,280 of them at a million.
        const [from, to] = [
          new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
          new Date().toISOString().slice(0, 10),
        ];
        const calls: [string, string][] = [
          ['first page of 50', '/api/audit?limit=50'],
          ['one person, page of 50', `/api/audit?user_id=${person[0]?.id ?? 1}&limit=50`],
          ['one kind of entity, page of 50', '/api/audit?entity_type=course&limit=50'],
          ['a range of days, page of 50', `/api/audit?from=${from}&to=${to}&limit=50`],
          ['a page in the middle of the log (cursor)', `/api/audit?limit=50&cursor=${cursor}`],
        ];
        for (const [name, url] of calls) {
          await measure({ name: 'warm-up', url: `${server.baseUrl}${url}`, token, seconds: 1, connections: 10 });
          results.set(
            `${name}@${size}`,
            await measure({
              name: `${name} — ${size.toLocaleString('en')}`,
              url: `${server.baseUrl}${url}`,
              token,
              seconds,
              connections: 10,
            }),
          );
        }
      }
    } finally {
      await server.stop();
    }
  } finally {
    await database.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  printResults(
    `Audit log calls, ${seconds} s each, 10 connections, ${os.cpus().length} cores (load generator, server and PostgreSQL on the same machine)`,
    [...results.values()],
  );
  console.log('\n| goal | measured | result |\n|---|---:|---|');
  for (const key of new Set([...results.keys()].map((entry) => entry.split('@')[0]!))) {
    const ratio =
      (results.get(`${key}@${SIZES[1]}`)?.requestsPerSecond ?? 0) /
      Math.max(1, results.get(`${key}@${SIZES[0]}`)?.requestsPerSecond ?? 0);
    console.log(
      `| ${key}: req/s at 1,000,000 ≥ 80% of at 1,000 | ${Math.round(ratio * 100)}% | ${ratio >= 0.8 ? 'PASS' : 'FAIL'} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
