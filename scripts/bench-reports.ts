/**
 * The reports' speed and bounds (issue 45) against the real server (its own process, the compiled bundle) on a
 * throw-away embedded database: one teacher's CV with 200 record entries (goal ≤ 1 s on the server), then staff's
 * batch of every active teacher's CV (100 by default) into one ZIP, with the server's resident memory sampled while
 * the job runs, and a batch of half as many to show that the peak does not grow with the number of teachers.
 * Prints a table and the goals.
 * Usage: npm run bench:reports [-- --teachers 100 --entries 200]
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
import { connectDatabase } from '../server/src/db/client';
import { seedBenchTeachers } from './bench/seed-teachers';
import { BENCH_ADMIN, benchRunDir, signInToken, startBenchServer } from './bench/bench-run';

const argument = (name: string, fallback: number) =>
  Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const TEACHERS = argument('teachers', 100);
const ENTRIES = argument('entries', 200);

/** The process's resident memory in MB (Linux), read from /proc. */
function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const KINDS = [
  [
    'production_credit',
    `production_type, role, organization, platform_or_medium`,
    `'game', 'Directora de arte', 'Estudio Ñandú', 'PC y consolas'`,
  ],
  [
    'exhibition',
    `organization, format, selection, scope, city, country`,
    `'Museo de Arte Moderno', 'group', 'juried', 'international', 'Cádiz', 'ES'`,
  ],
  ['award', `organization, scope`, `'Festival de Animación de Annecy', 'international'`],
  ['talk', `organization, role`, `'Congreso de Diseño', 'Ponente'`],
  ['publication', `organization`, `'Revista de Animación'`],
] as const;

/** 200 entries of several kinds for one teacher, a third verified, with long descriptions and links. */
async function seedEntries(url: string, teacherId: number, count: number): Promise<void> {
  const { db, pool } = connectDatabase(url, 2);
  for (let index = 0; index < count; index += 1) {
    const [kind, columns, values] = KINDS[index % KINDS.length]!;
    const year = 2026 - (index % 20);
    const month = String(1 + (index % 12)).padStart(2, '0');
    await db.execute(
      sql.raw(`insert into activity_entries (teacher_id, kind, title, start_date, description, links, review_state, ${columns})
        values (${teacherId}, '${kind}', 'Obra número ${index + 1}: «Mañana en Añil»', '${year}-${month}-01',
          'Proyecto de animación con dirección de arte, diseño de personajes y fondos pintados a mano; selección en festivales y exhibición pública con catálogo.',
          '["https://example.org/obra-${index + 1}"]'::jsonb, '${index % 3 === 0 ? 'verified' : 'pending'}', ${values})`),
    );
  }
  await pool.end();
}

async function main() {
  const dir = benchRunDir('reports');
  const database = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), database: 'bench' });
  const results: [string, string][] = [];
  const goals: [string, boolean, string][] = [];
  try {
    await seedBenchTeachers(database.url, TEACHERS);
    const { db, pool } = connectDatabase(database.url, 2);
    const [first] = (await db.execute<{ id: number }>(sql`select id from teachers order by id limit 1`)).rows;
    await pool.end();
    await seedEntries(database.url, first!.id, ENTRIES);
    const server = await startBenchServer(database.url, path.join(dir, 'data'));
    const pid = server.process.pid!;
    try {
      const token = await signInToken(server.baseUrl, BENCH_ADMIN);
      const auth = { authorization: `Bearer ${token}` };
      const cvUrl = `${server.baseUrl}/api/teachers/${first!.id}/cv.pdf`;

      // One CV of 200 entries: a warm-up (the pool's first thread starts, reads the fonts), then five timed.
      const warm = await fetch(cvUrl, { headers: auth });
      if (!warm.ok) throw new Error(`CV: ${warm.status} ${await warm.text()}`);
      const pdfBytes = (await warm.arrayBuffer()).byteLength;
      const times: number[] = [];
      for (let run = 0; run < 5; run += 1) {
        const started = performance.now();
        const response = await fetch(cvUrl, { headers: auth });
        await response.arrayBuffer();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const median = times[2]!;
      results.push([
        `CV with ${ENTRIES} entries (request, render in the pool, answer)`,
        `median ${median.toFixed(0)} ms, slowest ${times[4]!.toFixed(0)} ms, ${(pdfBytes / 1024).toFixed(0)} KB`,
      ]);
      goals.push([`CV with ${ENTRIES} entries ≤ 1 s`, times[4]! <= 1000, `${times[4]!.toFixed(0)} ms`]);

      async function batch(label: string): Promise<{ ms: number; peak: number; before: number; total: number }> {
        const before = residentMb(pid);
        let peak = before;
        const sampler = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 20);
        const started = performance.now();
        const created = await fetch(`${server.baseUrl}/api/cv-batches`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({}),
        });
        if (created.status !== 202) throw new Error(`batch: ${created.status} ${await created.text()}`);
        const { id } = (await created.json()) as { id: number };
        let state = { state: 'pending', done: 0, total: 0, download_url: null as string | null };
        while (state.state !== 'done' && state.state !== 'failed') {
          await new Promise((resolve) => setTimeout(resolve, 200));
          state = (await (
            await fetch(`${server.baseUrl}/api/cv-batches/${id}`, { headers: auth })
          ).json()) as typeof state;
        }
        const ms = performance.now() - started;
        clearInterval(sampler);
        if (state.state !== 'done') throw new Error(`batch ${label} failed`);
        const download = await fetch(`${server.baseUrl}${state.download_url}`, { headers: auth });
        const zipBytes = (await download.arrayBuffer()).byteLength;
        results.push([
          `batch of ${state.total} CVs into one ZIP (${label})`,
          `${(ms / 1000).toFixed(1)} s, ${(zipBytes / 1e6).toFixed(1)} MB ZIP; server ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at its peak`,
        ]);
        return { ms, peak, before, total: state.total };
      }

      // Half the teachers inactive for the first batch, then all active: the peak must not grow with the count.
      await setActiveCount(database.url, Math.ceil(TEACHERS / 2));
      const half = await batch('half');
      await setActiveCount(database.url, TEACHERS);
      const whole = await batch('all');
      goals.push([
        `batch of ${whole.total}: memory growth < 64 MB over the server before it`,
        whole.peak - whole.before < 64,
        `${(whole.peak - whole.before).toFixed(1)} MB`,
      ]);
      goals.push([
        `batch peak does not grow with the teachers (${half.total} → ${whole.total}: < 16 MB more)`,
        whole.peak - half.peak < 16,
        `${(whole.peak - half.peak).toFixed(1)} MB`,
      ]);
    } finally {
      await server.stop();
    }
  } finally {
    await database.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const width = Math.max(...results.map(([name]) => name.length));
  console.log('');
  for (const [name, value] of results) console.log(`${name.padEnd(width)}  ${value}`);
  console.log('');
  for (const [name, ok, value] of goals) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${value}`);
  if (goals.some(([, ok]) => !ok)) process.exitCode = 1;
}

/** The first `count` teachers active, the others not. */
async function setActiveCount(url: string, count: number): Promise<void> {
  const { db, pool } = connectDatabase(url, 2);
  await db.execute(sql`update teachers set is_active = id in (select id from teachers order by id limit ${count})`);
  await pool.end();
}

await main();
