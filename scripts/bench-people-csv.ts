/**
 * CSV export and import of people against the real server (its own process, the compiled bundle) on a throw-away
 * embedded database: the staff export of 100,000 teachers, streamed, with the server's resident memory sampled
 * while it runs; then a 10,000-row student import, preview and confirmation. Prints a table and the goals:
 * export memory growth under 64 MB, the whole import within a minute.
 * Usage: npm run bench:people-csv [-- --teachers 100000 --students 10000]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STUDENT_CSV_COLUMNS } from '../contracts/people-csv';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
import { seedBenchTeachers } from './bench/seed-teachers';
import { BENCH_ADMIN, benchRunDir, signInToken, startBenchServer } from './bench/bench-run';

const argument = (name: string, fallback: number) =>
  Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const TEACHERS = argument('teachers', 100_000);
const STUDENTS = argument('students', 10_000);

/** The process's resident memory in MB (Linux), read from /proc. */
function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

function studentsCsv(count: number): string {
  const rows = [STUDENT_CSV_COLUMNS.join(',')];
  for (let index = 1; index <= count; index++)
    rows.push(`Estudiante Bench ${index},BENCH-${index},bench.student.${index}@school.test,,Animación,2025,false,true`);
  return rows.join('\n');
}

async function main() {
  const dir = benchRunDir('csv');
  const database = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), database: 'bench' });
  const results: [string, string][] = [];
  const goals: [string, boolean, string][] = [];
  try {
    await seedBenchTeachers(database.url, TEACHERS);
    const server = await startBenchServer(database.url, path.join(dir, 'data'));
    const pid = server.process.pid!;
    try {
      const token = await signInToken(server.baseUrl, BENCH_ADMIN);
      const auth = { authorization: `Bearer ${token}` };

      // Warm the server, then export everything while sampling its memory.
      await (await fetch(`${server.baseUrl}/api/staff/teachers.csv?q=zzzz`, { headers: auth })).text();
      const before = residentMb(pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 20);
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api/staff/teachers.csv`, {
        headers: { ...auth, 'accept-encoding': 'identity' },
      });
      let bytes = 0;
      let lines = 0;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.byteLength;
        for (const byte of chunk) if (byte === 10) lines += 1;
      }
      const exportMs = performance.now() - started;
      clearInterval(sampler);
      results.push([
        `export of ${TEACHERS.toLocaleString('en')} teachers`,
        `${(exportMs / 1000).toFixed(2)} s, ${(bytes / 1e6).toFixed(1)} MB, ${lines - 1} rows`,
      ]);
      results.push([
        'server memory during the export',
        `${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at its peak`,
      ]);
      goals.push([
        `export of ${TEACHERS.toLocaleString('en')} rows: server memory growth < 64 MB`,
        peak - before < 64,
        `${(peak - before).toFixed(1)} MB`,
      ]);
      goals.push([
        `export of ${TEACHERS.toLocaleString('en')} rows: every row sent`,
        lines - 1 === TEACHERS,
        `${lines - 1} rows`,
      ]);

      const csv = studentsCsv(STUDENTS);
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'students.csv');
      const importStarted = performance.now();
      const preview = await fetch(`${server.baseUrl}/api/staff/import/students/preview`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      const plan = (await preview.json()) as { import_id: string; summary: { create: number } };
      const previewMs = performance.now() - importStarted;
      const confirm = await fetch(`${server.baseUrl}/api/staff/import/${plan.import_id}/confirm`, {
        method: 'POST',
        headers: auth,
      });
      const applied = (await confirm.json()) as { created: number };
      const importMs = performance.now() - importStarted;
      results.push([
        `import of ${STUDENTS.toLocaleString('en')} students: preview`,
        `${(previewMs / 1000).toFixed(2)} s (${plan.summary.create} to create)`,
      ]);
      results.push([
        `import of ${STUDENTS.toLocaleString('en')} students: preview + confirm`,
        `${(importMs / 1000).toFixed(2)} s (${applied.created} created)`,
      ]);
      goals.push([
        `import of ${STUDENTS.toLocaleString('en')} rows within a minute`,
        applied.created === STUDENTS && importMs < 60_000,
        `${(importMs / 1000).toFixed(1)} s`,
      ]);
    } finally {
      await server.stop();
    }
  } finally {
    await database.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\nPeople CSV, ${os.cpus().length} cores (client, server and PostgreSQL on the same machine)`);
  console.log('| measure | result |\n|---|---|');
  for (const [name, value] of results) console.log(`| ${name} | ${value} |`);
  console.log('\n| goal | measured | result |\n|---|---:|---|');
  for (const [goal, pass, measured] of goals) console.log(`| ${goal} | ${measured} | ${pass ? 'PASS' : 'FAIL'} |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
