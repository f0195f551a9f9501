/**
 * Fair shares of uploads that cost CPU (issue 41, decision 031): a real person's sign-in time (median, p95), idle
 * and while (A) 8 teachers each keep 5 portfolio uploads of a 50-megapixel PNG under way (40 at once, each sent
 * again as soon as it is answered), then (B) one teacher keeps 16 replacements of one work's image under way. The
 * image is accepted (under PHOTO_MAX_MEGAPIXELS) and a PNG, which is decoded whole: the most a render costs.
 * Against the real server (its own process, the compiled bundle) on a throw-away embedded database; prints the
 * answers and the server's peak memory growth. Usage: npx tsx scripts/bench-fair-shares.ts [--seconds 20]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
import { BENCH_ADMIN, benchRunDir, signInToken, startBenchServer } from './bench/bench-run';

const argument = (name: string, fallback: number) =>
  Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const SECONDS = argument('seconds', 20);

interface Teacher {
  id: number;
  token: string;
  email: string;
  password: string;
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

async function makeTeacher(baseUrl: string, staffToken: string, index: number): Promise<Teacher> {
  const account = { email: `fair-${index}@school.test`, password: `fair-password-${index}` };
  const created = await fetch(`${baseUrl}/api/staff/teachers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}` },
    body: JSON.stringify({ full_name: `Docente ${index}`, ...account }),
  });
  if (created.status !== 201) throw new Error(`teacher ${index}: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: number };
  return { id, token: await signInToken(baseUrl, account), ...account };
}

function imageForm(image: Buffer, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'obra.png');
  return form;
}

/** Keeps `count` requests of `send` under way until `until`; answers how many of each status. */
async function keepSending(count: number, until: number, send: () => Promise<Response>) {
  const statuses = new Map<string, number>();
  await Promise.all(
    Array.from({ length: count }, async () => {
      while (performance.now() < until) {
        const status = await send()
          .then(async (response) => {
            await response.arrayBuffer();
            return String(response.status);
          })
          .catch(() => 'error');
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return [...statuses].map(([status, times]) => `${times}× ${status}`).join(', ');
}

async function signInTimes(baseUrl: string, person: Teacher, until: number) {
  const times: number[] = [];
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: person.email, password: person.password }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`sign-in: ${response.status}`);
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { count: times.length, median: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
};

async function main() {
  const dir = benchRunDir('fair-shares');
  const database = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), database: 'bench' });
  try {
    const server = await startBenchServer(database.url, path.join(dir, 'data'));
    try {
      const { baseUrl } = server;
      const pid = server.process.pid!;
      const staff = await signInToken(baseUrl, BENCH_ADMIN);
      const teachers = await Promise.all(Array.from({ length: 10 }, (_, index) => makeTeacher(baseUrl, staff, index)));
      const person = teachers.pop()!;
      const image = await sharp({ create: { width: 8192, height: 6144, channels: 3, background: '#806040' } })
        .png()
        .toBuffer();
      const small = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#0f766e' } })
        .png()
        .toBuffer();
      const replacer = teachers[0]!;
      const work = await fetch(`${baseUrl}/api/teachers/${replacer.id}/portfolio`, {
        method: 'POST',
        headers: { authorization: `Bearer ${replacer.token}` },
        body: imageForm(small, { title: 'Obra' }),
      });
      if (work.status !== 201) throw new Error(`work: ${work.status} ${await work.text()}`);
      const workId = ((await work.json()) as { id: number }).id;

      await signInTimes(baseUrl, person, performance.now() + 3_000);
      const idle = await signInTimes(baseUrl, person, performance.now() + SECONDS * 1000);
      const rows: { name: string; timings: typeof idle; answers: string; memory: number }[] = [];
      const attacks = [
        {
          name: '(A) 8 teachers × 5 portfolio uploads of a 50 MP PNG under way',
          run: (until: number) =>
            Promise.all(
              teachers.slice(0, 8).map((teacher) =>
                keepSending(5, until, () =>
                  fetch(`${baseUrl}/api/teachers/${teacher.id}/portfolio`, {
                    method: 'POST',
                    headers: { authorization: `Bearer ${teacher.token}` },
                    body: imageForm(image, { title: 'Obra' }),
                  }),
                ),
              ),
            ).then((answers) => answers.join('; ')),
        },
        {
          name: "(B) one teacher, 16 replacements of one work's image under way",
          run: (until: number) =>
            keepSending(16, until, () =>
              fetch(`${baseUrl}/api/portfolio/${workId}/image`, {
                method: 'PUT',
                headers: { authorization: `Bearer ${replacer.token}` },
                body: imageForm(image),
              }),
            ),
        },
      ];
      for (const attack of attacks) {
        const before = rssMb(pid);
        let peak = before;
        const watch = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
        const until = performance.now() + SECONDS * 1000;
        const answers = attack.run(until + 2_000);
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        const timings = await signInTimes(baseUrl, person, until + 2_000);
        rows.push({ name: attack.name, timings, answers: await answers, memory: peak - before });
        clearInterval(watch);
        await new Promise((resolve) => setTimeout(resolve, 3_000));
      }
      const ms = (value: number) => `${value.toFixed(0)} ms`;
      console.log(`\nAnother person's sign-ins, 100 ms apart; ${os.cpus().length} cores (load, server, PostgreSQL)`);
      console.log("| | sign-ins | median | p95 | median × idle | p95 × idle | server's memory growth | answers |");
      console.log('|---|---:|---:|---:|---:|---:|---:|---|');
      console.log(`| idle | ${idle.count} | ${ms(idle.median)} | ${ms(idle.p95)} | 1.0× | 1.0× | | |`);
      for (const row of rows)
        console.log(
          `| ${row.name} | ${row.timings.count} | ${ms(row.timings.median)} | ${ms(row.timings.p95)} | ${(row.timings.median / idle.median).toFixed(1)}× | ${(row.timings.p95 / idle.p95).toFixed(1)}× | ${row.memory.toFixed(0)} MB | ${row.answers} |`,
        );
    } finally {
      await server.stop();
    }
  } finally {
    await database.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
