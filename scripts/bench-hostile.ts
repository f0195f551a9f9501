/**
 * `npm run bench:hostile`: issue 41's attacks replayed one by one against the real product (its own process, the
 * built bundle) on a fresh data folder with a few people (staff, two teachers, a student, the person who signs in),
 * each while another teacher signs in and reads GET /api/me without pause on a thread of its own. Per attack: that
 * person's sign-in median/p95 idle (just before) and during, the server's event-loop delay p99 (max) during
 * (GET /api/health/runtime), its memory growth (peak RSS during − RSS before, /proc/<pid>/status) and what the
 * attack's requests were answered. The 'before' column is the issue's own figures, copied from its text.
 * Usage: npm run bench:hostile [-- --only svg,png-length,…] [--timeout 60]
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { itxtBombPng, lyingLengthPng, megapixelPng, tinyChunksPng } from './chaos/hostile/png';
import { formOf, makeTeacher, prepareRoundPeople, type Person, type RoundPeople } from './chaos/hostile/people';
import { sendHostile, type HostileAnswer } from './chaos/hostile/send';
import { procMemory, readRuntime, resetPeakMemory, watchMemory } from './chaos/hostile/server-figures';
import { manyNumbersCredential, manyStringsCredential, unclosedCredentialSvg } from './chaos/hostile/texts';
import { startVictim } from './chaos/hostile/victim';
import { timing, victimLimitMs } from './chaos/hostile-files';
import { ADMIN, buildIfStale, sleep, startProduct, stopProduct } from './chaos/server-process';

const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const TIMEOUT_MS = (Number(argument('timeout')) || 60) * 1000;
const ONLY = argument('only')?.split(',');
/** How long the person's idle sign-ins are timed before each attack. */
const IDLE_MS = 5_000;
/** How long a one-file attack is sent again, one at a time, after its first answer. */
const REPEAT_MS = 5_000;
/** How long the server may take to be quiet again after an attack (its work may outlive the clients that gave up). */
const SETTLE_MS = 120_000;

interface AttackContext {
  baseUrl: string;
  people: RoundPeople;
  /**
   * Two teachers made for this attack alone: the per-person limits an attack before spent do not refuse this one
   * before its file reaches the server's parsers.
   */
  attackers: [Person, Person];
}

interface Attack {
  key: string;
  name: string;
  /** The issue's figure for it, before the fixes. */
  before: string;
  /** Runs the attack; answers what its requests got, in a few words. */
  run: (context: AttackContext) => Promise<string>;
}

const agent = () => new http.Agent({ keepAlive: true, maxSockets: 64 });

async function upload(options: {
  baseUrl: string;
  person: Person;
  path: string;
  method?: string;
  fields?: Record<string, string>;
  field: string;
  filename: string;
  content: Buffer;
  contentType: string;
  via?: http.Agent;
}): Promise<{ answer: HostileAnswer; ms: number }> {
  const form = formOf(options.fields ?? {}, {
    field: options.field,
    filename: options.filename,
    content: options.content,
    contentType: options.contentType,
  });
  const started = performance.now();
  const answer = await sendHostile({
    baseUrl: options.baseUrl,
    method: options.method ?? 'POST',
    path: options.path,
    headers: { authorization: `Bearer ${options.person.token}`, 'content-type': form.contentType },
    body: form.body,
    agent: options.via ?? agent(),
    timeoutMs: TIMEOUT_MS,
  });
  return { answer, ms: performance.now() - started };
}

const said = (answer: HostileAnswer) =>
  answer.status === undefined ? `no answer (${answer.text.slice(0, 60)})` : String(answer.status);

/**
 * One credential file checked by the first teacher, then again and again, one at a time, for REPEAT_MS (an answer
 * in 0.05 s would otherwise leave the other person's sign-in a moment to be measured in): the first answer's status
 * and time, then the count of each status of the repeats.
 */
const credentialCheck =
  (make: () => Buffer | Promise<Buffer>, filename: string, contentType: string) =>
  async ({ baseUrl, attackers }: AttackContext) => {
    const content = await make();
    const check = () =>
      upload({
        baseUrl,
        person: attackers[0],
        path: '/api/external-credentials/check',
        field: 'file',
        filename,
        content,
        contentType,
      });
    const first = await check();
    const repeats = new Map<string, number>();
    const started = performance.now();
    while (performance.now() - started < REPEAT_MS) {
      const { answer } = await check();
      repeats.set(said(answer), (repeats.get(said(answer)) ?? 0) + 1);
    }
    const repeated = [...repeats].map(([status, count]) => `${count}× ${status}`).join(', ');
    return `${said(first.answer)} in ${(first.ms / 1000).toFixed(2)} s; again for ${REPEAT_MS / 1000} s: ${repeated || 'none'}`;
  };

/** Many requests at once: the count of each status and the median and longest time. */
async function summary(requests: Promise<{ answer: HostileAnswer; ms: number }>[]): Promise<string> {
  const done = await Promise.all(requests);
  const counts = new Map<string, number>();
  for (const { answer } of done) counts.set(said(answer), (counts.get(said(answer)) ?? 0) + 1);
  const times = timing(done.map(({ ms }) => ms));
  return `${[...counts].map(([status, count]) => `${count}× ${status}`).join(', ')}; median ${(times.median / 1000).toFixed(2)} s, max ${(times.max / 1000).toFixed(2)} s`;
}

/** Opens a connection to `path`, sends the headers and the first bytes of a body, and closes it. */
function cutRequest(baseUrl: string, person: Person, method: string, path: string): Promise<void> {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname, () => {
      const boundary = '----cut';
      socket.write(
        `${method} ${path} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${person.token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 100000\r\n\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.json"\r\n\r\n{"a":`,
      );
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, 50);
    });
    socket.on('error', () => resolve());
  });
}

async function statusOf(baseUrl: string, person: Person, path: string): Promise<number | string> {
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { authorization: `Bearer ${person.token}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 'no answer';
  }
}

const ATTACKS: Attack[] = [
  {
    key: 'svg',
    name: 'SVG, <openbadges:credential> repeated unclosed, 1.47 MB (credential check)',
    before: '43.9 s with every other request waiting (184 KB 1.1 s … 1.47 MB 43.9 s)',
    run: credentialCheck(() => unclosedCredentialSvg(1_470_000), 'badge.svg', 'image/svg+xml'),
  },
  {
    key: 'png-length',
    name: 'PNG of 16 bytes declaring a 0x20000000-byte chunk',
    before: '14.2 s blocked, +500 MB',
    run: credentialCheck(lyingLengthPng, 'badge.png', 'image/png'),
  },
  {
    key: 'itxt-bomb',
    name: 'PNG with an iTXt zlib bomb, ~389 KB → 400 MB',
    before: '21 s blocked, ≥ 488 MB',
    run: credentialCheck(() => itxtBombPng(), 'badge.png', 'image/png'),
  },
  {
    key: 'tiny-chunks',
    name: 'PNG of 230,000 tiny chunks',
    before: '4.8 MB: 8.6 s blocked',
    run: credentialCheck(() => tinyChunksPng(230_000), 'badge.png', 'image/png'),
  },
  {
    key: 'json-10k',
    name: 'JSON credential, one array of 10,000 strings',
    before: '10.2 s blocked',
    run: credentialCheck(() => manyStringsCredential(10_000), 'credential.json', 'application/json'),
  },
  {
    key: 'json-100k',
    name: 'JSON credential, one array of 100,000 strings',
    before: '440 s blocked, /api/health timing out',
    run: credentialCheck(() => manyStringsCredential(100_000), 'credential.json', 'application/json'),
  },
  {
    key: 'json-numbers',
    name: 'JSON credential, one array of 200,000 numbers',
    before: '500 (stack overflow) instead of 400',
    run: credentialCheck(() => manyNumbersCredential(200_000), 'credential.json', 'application/json'),
  },
  {
    key: 'cut',
    name: "Cut connections on expensive routes (two teachers × 5 credential checks, staff × 5 imports), then everyone's exports",
    before: "everyone's analytics, CSV exports, lists and checks 429 'busy' for > 5 min, until a restart",
    run: async ({ baseUrl, people, attackers }) => {
      const cuts: Promise<void>[] = [];
      for (let round = 0; round < 5; round++) {
        for (const teacher of attackers)
          cuts.push(cutRequest(baseUrl, teacher, 'POST', '/api/external-credentials/check'));
        cuts.push(cutRequest(baseUrl, people.staff, 'POST', '/api/staff/import/teachers/preview'));
      }
      await Promise.all(cuts);
      await sleep(2_000);
      const checkBy = async (person: Person) =>
        (
          await upload({
            baseUrl,
            person,
            path: '/api/external-credentials/check',
            field: 'file',
            filename: 'credential.json',
            content: Buffer.from('{}'),
            contentType: 'application/json',
          })
        ).answer.status;
      const afterwards = {
        'teachers.csv': await statusOf(baseUrl, people.staff, '/api/staff/teachers.csv'),
        analytics: await statusOf(baseUrl, people.staff, '/api/staff/analytics'),
        "another teacher's credential check": await checkBy(people.teachers[1]),
        "a cutting teacher's own check": await checkBy(attackers[0]),
      };
      return `${cuts.length} cut; afterwards ${Object.entries(afterwards)
        .map(([what, status]) => `${what} ${status}`)
        .join(', ')}`;
    },
  },
  {
    key: 'portfolio-40',
    name: '40 parallel portfolio uploads of a 10,000×10,000 (100 MP) PNG by one teacher',
    before: "another person's sign-in median 84 → 2,322 ms (28×), max 14 s; memory 1.17 GB",
    run: async ({ baseUrl, attackers }) => {
      const image = await megapixelPng();
      const via = agent();
      const teacher = attackers[0];
      return summary(
        Array.from({ length: 40 }, (_, index) =>
          upload({
            baseUrl,
            person: teacher,
            path: `/api/teachers/${teacher.teacherId}/portfolio`,
            fields: { title: `Obra ${index}` },
            field: 'image',
            filename: 'obra.png',
            content: image,
            contentType: 'image/png',
            via,
          }),
        ),
      );
    },
  },
  {
    key: 'refused-2000',
    name: '2,000 connections on a route already answering 429 (analytics, one staff account)',
    before: "another person's sign-in 1.5–5.6× idle, p90 5.6 s",
    run: async ({ baseUrl, people }) => {
      const via = new http.Agent({ keepAlive: false, maxSockets: 2_000 });
      const one = async () => {
        const started = performance.now();
        const answer = await new Promise<HostileAnswer>((resolve) => {
          const request = http.get(
            `${baseUrl}/api/staff/analytics`,
            { agent: via, headers: { authorization: `Bearer ${people.staff.token}` }, timeout: TIMEOUT_MS },
            (response) => {
              response.resume();
              response.on('end', () => resolve({ status: response.statusCode, text: '' }));
            },
          );
          request.on('timeout', () => request.destroy(new Error('timeout')));
          request.on('error', (error) => resolve({ status: undefined, text: error.message }));
        });
        return { answer, ms: performance.now() - started };
      };
      // The per-person limit spent first, so that the 2,000 meet a route that already refuses.
      for (let index = 0; index < 30; index++) await one();
      const result = await summary(Array.from({ length: 2_000 }, one));
      via.destroy();
      return result;
    },
  },
];

interface Row {
  attack: Attack;
  idle: ReturnType<typeof timing>;
  during: ReturnType<typeof timing>;
  duringFailures: number;
  eventLoop: string;
  memory: string;
  answers: string;
  note: string;
}

/** Waits until /api/health answers three times in a row within 50 ms: the previous attack's work is over. */
async function settle(baseUrl: string): Promise<boolean> {
  const deadline = performance.now() + SETTLE_MS;
  let quick = 0;
  while (performance.now() < deadline && quick < 3) {
    const started = performance.now();
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      quick = response.ok && performance.now() - started < 50 ? quick + 1 : 0;
    } catch {
      quick = 0;
    }
    await sleep(200);
  }
  return quick >= 3;
}

async function measure(
  attack: Attack,
  shared: Omit<AttackContext, 'attackers'>,
  pid: number | undefined,
): Promise<Row> {
  const { baseUrl, people } = shared;
  const context: AttackContext = {
    ...shared,
    attackers: [
      await makeTeacher(baseUrl, people.staff.token, `${attack.key}-1`),
      await makeTeacher(baseUrl, people.staff.token, `${attack.key}-2`),
    ],
  };
  const note = (await settle(context.baseUrl)) ? '' : 'the server was still busy from the attack before';
  const victim = startVictim({
    baseUrl: context.baseUrl,
    credentials: context.people.victim.credentials,
    timeoutMs: TIMEOUT_MS,
  });
  await sleep(IDLE_MS);
  const before = pid ? (procMemory(pid, 'VmRSS') ?? 0) : 0;
  const peakReset = pid ? resetPeakMemory(pid) : false;
  const memory = pid ? watchMemory(pid) : undefined;
  await readRuntime(context.baseUrl, context.people.staff.token, true);
  victim.setPhase('attack');
  let answers: string;
  try {
    answers = await attack.run(context);
  } catch (error) {
    answers = `the attack failed: ${error instanceof Error ? error.message : String(error)}`;
  }
  // A short attack still gets a few of the person's sign-ins during it.
  await sleep(500);
  const samples = await victim.stop();
  const runtime = await readRuntime(context.baseUrl, context.people.staff.token, false);
  const peak = Math.max(memory?.stop() ?? 0, pid && peakReset ? (procMemory(pid, 'VmHWM') ?? 0) : 0);
  const signIns = (phase: string) =>
    samples.filter((sample) => sample.kind === 'sign-in' && sample.phase === phase && sample.status === 200);
  return {
    attack,
    idle: timing(signIns('idle').map((sample) => sample.ms)),
    during: timing(signIns('attack').map((sample) => sample.ms)),
    duringFailures: samples.filter((sample) => sample.phase === 'attack' && sample.status !== 200).length,
    eventLoop: runtime
      ? `${runtime.event_loop_delay_ms.p99} ms (max ${runtime.event_loop_delay_ms.max} ms)`
      : 'no answer',
    memory: pid ? `${Math.round((peak - before) / 2 ** 20)} MB` : '—',
    answers,
    note,
  };
}

function printTable(rows: Row[]): void {
  const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '—');
  console.log(`\n## Issue 41's attacks, one by one (${os.cpus().length} cores, Node ${process.version})\n`);
  console.log(
    "| attack | before (from the issue) | another person's sign-in median / p95, idle → during | ratio (p95) | within 2× (or idle + 50 ms) | event-loop delay p99 during | memory growth | the attack's answers |",
  );
  console.log('|---|---|---|---:|---|---:|---:|---|');
  for (const row of rows) {
    const ratio = row.during.p95 / row.idle.p95;
    const failed = row.duringFailures ? `; ${row.duringFailures} not 200` : '';
    console.log(
      `| ${row.attack.name} | ${row.attack.before} | ${ms(row.idle.median)} / ${ms(row.idle.p95)} ms → ${ms(row.during.median)} / ${ms(row.during.p95)} ms (${row.during.count} sign-ins${failed}) | ${Number.isFinite(ratio) ? `${ratio.toFixed(1)}×` : '—'} | ${row.during.p95 <= victimLimitMs(row.idle.p95) ? 'yes' : 'NO'} | ${row.eventLoop} | ${row.memory} | ${row.answers}${row.note ? ` (${row.note})` : ''} |`,
    );
  }
}

async function main(): Promise<void> {
  await buildIfStale((line) => console.log(line));
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-bench-hostile-'));
  // The embedded PostgreSQL runs as its own user when started by root and must traverse this folder.
  fs.chmodSync(workDir, 0o711);
  const { product, seconds } = await startProduct({ dataDir: path.join(workDir, 'data'), timeoutMs: 120_000 });
  try {
    if (seconds === undefined) throw new Error(`the product did not start:\n${product.output()}`);
    const people = await prepareRoundPeople(product.baseUrl, ADMIN);
    const pid = (await readRuntime(product.baseUrl, people.staff.token, false))?.pid ?? product.child.pid;
    const rows: Row[] = [];
    for (const attack of ATTACKS.filter((item) => !ONLY || ONLY.includes(item.key))) {
      console.log(`… ${attack.name}`);
      rows.push(await measure(attack, { baseUrl: product.baseUrl, people }, pid));
      if (product.child.exitCode !== null || product.child.signalCode !== null) {
        console.log(`The server ended:\n${product.output().split('\n').slice(-20).join('\n')}`);
        break;
      }
    }
    printTable(rows);
  } finally {
    await stopProduct(product);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
