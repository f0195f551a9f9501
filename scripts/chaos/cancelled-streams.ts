/**
 * The cancelled-streams round of `npm run test:chaos`: a real server process (unsupervised, so that a crash is an
 * exit) holding a few thousand students and teachers and some documents; waves of clients at once cut the CSV
 * exports, the whole teacher lists and document downloads at random bytes, half of them asking for gzip, signed in
 * as several staff members. The product's limits of expensive calls (plugins/expensive.ts) refuse many of the
 * exports at once with 429: those are counted apart. After each wave the same process must be alive and answer
 * /api/health; at the end no connection may be left inside a snapshot, and full exports, the whole list and every
 * document must come whole.
 */
import { parse } from 'csv-parse/sync';
import pg from 'pg';
import { hashPassword } from '../../server/src/modules/auth/password';
import { databaseUrlOf } from './inventory';
import { type Random } from './random';
import { cutAfter, fetchRaw, type RawAnswer, type RawTarget } from './raw-http';
import { createTeacher, pdfOf, sha256, signIn, uploadDocument } from './school-api';
import { hasExited, sleep, type ProductProcess } from './server-process';

export interface CancelFigures {
  /** Requests cut by their client. */
  cancelled: number;
  /** Of those, the ones after whose wave the same server still answered /api/health. */
  survived: number;
  /** Cut once their answer (200) had begun. */
  cutMidAnswer: number;
  /** Refused at once by the limits of expensive calls (429) before the cut. */
  refused: number;
  concurrency: number;
  people: number;
  pid: number | undefined;
  /** Connections left `idle in transaction` once the waves are over (after a short wait). */
  idleInTransaction: number;
  /** Full exports, whole lists and documents read afterwards that came whole and right. */
  wholeAnswers: number;
  wholeAnswersExpected: number;
  seconds: number;
  problems: string[];
}

const STAFF_ACCOUNTS = 8;
const STAFF_PASSWORD = 'chaos-staff-password';

/** Students and teachers (with their users), `count` of each, and a few staff members, in one statement each. */
async function seedPeople(client: pg.Client, count: number): Promise<void> {
  await client.query(
    `with new_users as (
       insert into users (email, username, password, role)
       select 'cut.student.' || n || '@school.test', 'cut.student.' || n, 'x', 'student' from generate_series(1, $1::int) as n
       returning id)
     insert into students (user_id, full_name, student_id, email, program, enrollment_year)
     select id, 'Estudiante "Cortada", ' || id, 'CUT-' || id, 'cut.student.' || id || '@school.test', 'Animación', 2024 from new_users`,
    [count],
  );
  await client.query(
    `with new_users as (
       insert into users (email, username, password, role)
       select 'cut.teacher.' || n || '@school.test', 'cut.teacher.' || n, 'x', 'teacher' from generate_series(1, $1::int) as n
       returning id, email)
     insert into teachers (user_id, full_name, email, teacher_code, expertise_areas, countries, bio)
     select id, 'Docente ' || id, email, 'CUT' || id, '["2d_animation"]', '["GT"]', 'Docente de la escuela.' from new_users`,
    [count],
  );
  await client.query(
    `insert into users (email, username, password, role)
     select 'cut.staff.' || n || '@school.test', 'cut.staff.' || n, $2, 'staff' from generate_series(1, $1::int) as n`,
    [STAFF_ACCOUNTS, await hashPassword(STAFF_PASSWORD)],
  );
}

async function staffSessions(baseUrl: string): Promise<Record<string, string>[]> {
  return Promise.all(
    Array.from({ length: STAFF_ACCOUNTS }, async (_, index) => {
      const response = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `cut.staff.${index + 1}@school.test`, password: STAFF_PASSWORD }),
      });
      if (response.status !== 200)
        throw new Error(`staff sign-in answered ${response.status}: ${await response.text()}`);
      return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
    }),
  );
}

async function idleInTransaction(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity where state like 'idle in transaction%' and datname = current_database()`,
  );
  return rows[0]!.n;
}

const healthy = async (product: ProductProcess) => {
  try {
    return (await fetch(`${product.baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
};

/** A whole answer, waiting out the limits' 429 (Retry-After) for up to a minute and a half. */
async function fetchPatiently(target: RawTarget): Promise<RawAnswer> {
  const deadline = performance.now() + 90_000;
  for (;;) {
    const answer = await fetchRaw(target);
    if (answer.status !== 429 || performance.now() > deadline) return answer;
    await sleep(Math.max(1, Number(answer.headers['retry-after']) || 1) * 1000);
  }
}

export async function runCancelledStreams(options: {
  product: ProductProcess;
  people: number;
  cuts: number;
  concurrency: number;
  random: Random;
  log: (line: string) => void;
}): Promise<CancelFigures> {
  const { product, random } = options;
  const started = performance.now();
  const port = Number(new URL(product.baseUrl).port);
  const figures: CancelFigures = {
    cancelled: 0,
    survived: 0,
    cutMidAnswer: 0,
    refused: 0,
    concurrency: options.concurrency,
    people: options.people,
    pid: product.child.pid,
    idleInTransaction: 0,
    wholeAnswers: 0,
    wholeAnswersExpected: 0,
    seconds: 0,
    problems: [],
  };
  const database = new pg.Client({ connectionString: databaseUrlOf(product.dataDir) });
  database.on('error', () => undefined);
  await database.connect();
  try {
    const auth = await signIn(product.baseUrl);
    await seedPeople(database, options.people);
    const sessions = await staffSessions(product.baseUrl);
    const teacher = await createTeacher(product.baseUrl, auth, 'streams');
    const documents = new Map<number, string>();
    for (const size of [1_000_000, 3_000_000]) {
      const content = pdfOf(size);
      documents.set(await uploadDocument(product.baseUrl, auth, teacher.id, content), sha256(content));
    }
    const paths = [
      '/api/staff/students.csv',
      '/api/staff/teachers.csv',
      '/api/audit.csv',
      '/api/staff/teachers',
      '/api/teachers',
      ...[...documents.keys()].map((id) => `/api/document-direct/${id}`),
    ];
    // The length of each whole answer, plain and gzipped, so that cuts fall anywhere in it.
    const lengths = new Map<string, number>();
    for (const path of paths) {
      for (const gzip of [false, true])
        lengths.set(`${path} ${gzip}`, (await fetchPatiently({ port, path, auth: sessions[0]!, gzip })).wireBytes);
    }
    options.log(
      `Cancelled streams: ${options.people} students and teachers, ${paths.length} streamed answers; cutting ${options.cuts}, ${options.concurrency} at once.`,
    );

    while (figures.cancelled < options.cuts && !hasExited(product)) {
      const wave = Math.min(options.concurrency, options.cuts - figures.cancelled);
      const cuts = await Promise.all(
        Array.from({ length: wave }, () => {
          const path = paths[random.integer(0, paths.length)]!;
          const gzip = random.chance(0.5);
          const session = sessions[random.integer(0, sessions.length)]!;
          return cutAfter({
            port,
            path,
            auth: session,
            gzip,
            after: random.integer(0, lengths.get(`${path} ${gzip}`)!),
            reset: random.chance(0.5),
          });
        }),
      );
      figures.cancelled += wave;
      figures.cutMidAnswer += cuts.filter((cut) => cut.status === 200).length;
      figures.refused += cuts.filter((cut) => cut.status === 429).length;
      if (hasExited(product) || !(await healthy(product))) {
        figures.problems.push(
          `the server ${hasExited(product) ? `exited (code ${product.child.exitCode}, signal ${product.child.signalCode})` : 'stopped answering /api/health'} after ${figures.cancelled} cancelled requests:\n${product.output()}`,
        );
        break;
      }
      figures.survived += wave;
    }

    if (figures.survived === figures.cancelled) {
      for (
        let attempt = 0;
        attempt < 50 && (figures.idleInTransaction = await idleInTransaction(database)) > 0;
        attempt++
      )
        await sleep(100);
      if (figures.idleInTransaction > 0)
        figures.problems.push(`${figures.idleInTransaction} connections left idle in transaction`);
      await checkWholeAnswers({ port, auth, people: options.people, documents, figures });
    }
  } finally {
    // A server that died took its embedded PostgreSQL with it.
    await database.end().catch(() => undefined);
  }
  figures.seconds = (performance.now() - started) / 1000;
  return figures;
}

/** The full exports, the whole list and every document, read to the end after the cuts: each must be complete. */
async function checkWholeAnswers(options: {
  port: number;
  auth: Record<string, string>;
  people: number;
  documents: Map<number, string>;
  figures: CancelFigures;
}): Promise<void> {
  const { port, auth, people, figures } = options;
  const teachers = people + 1;
  const checks: [string, (answer: RawAnswer) => boolean, boolean][] = [
    [
      '/api/staff/students.csv',
      (answer) => (parse(answer.body, { columns: true, bom: true }) as unknown[]).length === people,
      false,
    ],
    [
      '/api/staff/teachers.csv',
      (answer) => (parse(answer.body, { columns: true, bom: true }) as unknown[]).length === teachers,
      true,
    ],
    [
      '/api/staff/teachers',
      (answer) =>
        (JSON.parse(answer.body.toString('utf8')) as unknown[]).length === teachers &&
        answer.headers['x-total-count'] === String(teachers),
      true,
    ],
    ...[...options.documents].map(([id, sha]): [string, (answer: RawAnswer) => boolean, boolean] => [
      `/api/document-direct/${id}`,
      (answer) => sha256(answer.body) === sha,
      false,
    ]),
  ];
  figures.wholeAnswersExpected = checks.length;
  for (const [path, whole, gzip] of checks) {
    const answer = await fetchPatiently({ port, path, auth, gzip });
    if (answer.status === 200 && whole(answer)) figures.wholeAnswers += 1;
    else figures.problems.push(`${path} afterwards: ${answer.status}, not whole (${answer.body.length} bytes)`);
  }
}
