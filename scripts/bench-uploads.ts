/**
 * Uploads ten 10 MB files at once to the real server (a separate process) and reports the throughput and the
 * server's memory growth, with the encrypted storage and with a plaintext one for comparison.
 * Goals: memory growth under 64 MB; encrypted throughput at least half the plaintext one.
 * Usage: npm run bench:uploads [-- --rounds 5]
 */
import { fork, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../server/src/db/embedded';

const FILE_BYTES = 10_000_000;
const PARALLEL = 10;
const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 5;
const ADMIN = { email: 'bench-admin@school.test', password: 'bench-admin-password' };

function once<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (message: { type: string }) => {
      if (message.type === type) {
        child.off('message', listener);
        resolve(message as T);
      }
    };
    child.on('message', listener);
  });
}

interface BenchTarget {
  mode: 'encrypted' | 'plaintext';
  child: ChildProcess;
  uploadOne: () => Promise<void>;
  seconds: number[];
}

async function startTarget(
  mode: BenchTarget['mode'],
  databaseUrl: string,
  dir: string,
  file: Buffer,
): Promise<BenchTarget> {
  const child = fork('scripts/bench/upload-server.ts', [mode, path.join(dir, `files-${mode}`)], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, DATABASE_URL: databaseUrl, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { port } = await once<{ port: number }>(child, 'ready');
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const teacher = await fetch(`${base}/api/staff/teachers`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      full_name: 'Bench Teacher',
      email: `bench-${mode}-${Date.now()}@school.test`,
      password: 'bench-password',
    }),
  });
  const { id: teacherId } = (await teacher.json()) as { id: number };
  const uploadOne = async () => {
    const form = new FormData();
    form.append('document_type', 'teacher');
    form.append('document_tag', 'cv');
    form.append('entity_id', String(teacherId));
    form.append('file', new Blob([file], { type: 'application/pdf' }), 'bench.pdf');
    const response = await fetch(`${base}/api/documents`, { method: 'POST', headers: auth, body: form });
    if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  };
  await uploadOne(); // warm-up
  child.send({ type: 'reset' });
  await once(child, 'reset-done');
  return { mode, child, uploadOne, seconds: [] };
}

async function round(target: BenchTarget): Promise<void> {
  const started = performance.now();
  await Promise.all(Array.from({ length: PARALLEL }, target.uploadOne));
  target.seconds.push((performance.now() - started) / 1000);
}

async function finish(target: BenchTarget) {
  target.child.send({ type: 'report' });
  const memory = await once<{ baseline: number; peak: number }>(target.child, 'report');
  target.child.kill('SIGTERM');
  const sorted = [...target.seconds].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return {
    mode: target.mode,
    medianSeconds: median,
    mbPerSecond: (PARALLEL * FILE_BYTES) / 1e6 / median,
    bestMbPerSecond: (PARALLEL * FILE_BYTES) / 1e6 / sorted[0]!,
    growthMb: (memory.peak - memory.baseline) / 1024 / 1024,
    baselineMb: memory.baseline / 1024 / 1024,
  };
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-upload-bench-'));
  fs.chmodSync(dir, 0o711);
  const database = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), database: 'bench' });
  try {
    const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), crypto.randomBytes(FILE_BYTES - 9)]);
    const targets = [
      await startTarget('encrypted', database.url, dir, file),
      await startTarget('plaintext', database.url, dir, file),
    ];
    // Rounds alternate between the two servers so that both see the same machine load.
    for (let index = 0; index < rounds; index++)
      for (const target of index % 2 ? [...targets].reverse() : targets) await round(target);
    const [encrypted, plaintext] = [await finish(targets[0]!), await finish(targets[1]!)];
    console.log(`\n${PARALLEL} uploads of ${FILE_BYTES / 1e6} MB at once, ${rounds} rounds, ${os.cpus().length} cores`);
    console.log(
      '| storage | median s / round | MB/s (median) | MB/s (best) | server RSS growth MB | baseline RSS MB |',
    );
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const row of [encrypted, plaintext]) {
      console.log(
        `| ${row.mode} | ${row.medianSeconds.toFixed(2)} | ${row.mbPerSecond.toFixed(1)} | ${row.bestMbPerSecond.toFixed(1)} | ${row.growthMb.toFixed(1)} | ${row.baselineMb.toFixed(0)} |`,
      );
    }
    const ratio = encrypted.mbPerSecond / plaintext.mbPerSecond;
    console.log(
      `\nEncrypted throughput is ${(ratio * 100).toFixed(0)}% of plaintext (goal ≥ 50%); encrypted memory growth ${encrypted.growthMb.toFixed(1)} MB (goal < 64 MB).`,
    );
  } finally {
    await database.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
