import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { teachers } from '../db/schema/index';
import type { ExpensiveLimits } from '../plugins/expensive';
import { buildTestApp, signInAs, type TestContext, type TestUser } from '../../test/build-app';
import { multipart, sampleFiles } from '../../test/multipart';
import { cutAfter as cutRaw, fetchRaw, type RawAnswer, type RawTarget } from '../../../scripts/chaos/raw-http';
import { csvHeaderLabel } from '@contracts/people-csv';

/**
 * Every streamed answer, its connection cut by the client (a closed tab) at any byte, many at once, on a real
 * socket: the process keeps running, the pool gets every connection back, no snapshot is left open, and the next
 * full answer is whole.
 */

const ROWS = 3_000; // three reads of the cursor (ROWS_PER_READ)
const CONCURRENT = 12;
const DOCUMENT_BYTES = 3 * 1024 * 1024;
const BADGE_IMAGE_BYTES = 1_500_000;

const OPEN_LIMITS: ExpensiveLimits = {
  perPerson: { name: 'cut-per-person', points: 100_000, windowSeconds: 60 },
  exportsPerPerson: { name: 'cut-exports-per-person', points: 100_000, windowSeconds: 60 },
  overall: { name: 'cut-overall', points: 100_000, windowSeconds: 60 },
  runningPerPerson: 1_000,
  runningOverall: 1_000,
};

const processFailures: string[] = [];
const recordFailure = (kind: string) => (error: unknown) =>
  processFailures.push(`${kind}: ${error instanceof Error ? error.stack : String(error)}`);
const onUncaught = recordFailure('uncaughtException');
const onUnhandled = recordFailure('unhandledRejection');

let context: TestContext;
let staff: TestUser;
let port: number;
let pool: pg.Pool;
let document: { id: number; content: Buffer };
let badgeId: number;
let cvTeacherId: number;

beforeAll(async () => {
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUnhandled);
  // Limits wide enough that every cut request reaches its stream (plugins/expensive.ts refuses most at once otherwise).
  context = await buildTestApp({ expensiveLimits: OPEN_LIMITS });
  pool = (context.db as typeof context.db & { $client: pg.Pool }).$client;
  let teacher: TestUser;
  [staff, teacher] = await Promise.all([signInAs(context, 'staff'), signInAs(context, 'teacher')]);
  await seedPeople();
  const [own] = await context.db.select({ id: teachers.id }).from(teachers).where(eq(teachers.userId, teacher.id));
  cvTeacherId = own!.id;
  const content = sampleFiles.pdf(DOCUMENT_BYTES);
  const body = multipart({ document_type: 'teacher', document_tag: 'cv', entity_id: String(own!.id) }, [
    { filename: 'portfolio.pdf', content },
  ]);
  const uploaded = await context.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: body.payload,
    headers: { ...body.headers, ...teacher.auth },
  });
  expect(uploaded.statusCode).toBe(201);
  document = { id: uploaded.json<{ id: number }>().id, content };
  const form = {
    badge_name: 'Cortes',
    badge_code: 'CUT-1',
    badge_type: 'community',
    year: '2026',
    description: 'Una imagen grande.',
    badge_color: '#6366f1',
  };
  const badgeBody = multipart(form, [
    { field: 'badge_image', filename: 'cortes.png', content: sampleFiles.png(BADGE_IMAGE_BYTES) },
  ]);
  const badge = await context.app.inject({
    method: 'POST',
    url: '/api/badges',
    payload: badgeBody.payload,
    headers: { ...badgeBody.headers, ...staff.auth },
  });
  expect(badge.statusCode).toBe(201);
  badgeId = badge.json<{ id: number }>().id;
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  port = (context.app.server.address() as net.AddressInfo).port;
});

// Each route answers for what happened while it was cut.
beforeEach(() => {
  processFailures.length = 0;
});

afterAll(() => {
  process.off('uncaughtException', onUncaught);
  process.off('unhandledRejection', onUnhandled);
});

/** Students, teachers (with their users) and audit entries, each table in one statement. */
async function seedPeople(): Promise<void> {
  await context.db.execute(sql`
    with new_users as (
      insert into users (email, username, password, role)
      select 'cut.student.' || n || '@school.test', 'cut.student.' || n, 'x', 'student' from generate_series(1, ${ROWS}::int) as n
      returning id)
    insert into students (user_id, full_name, student_id, email, program, enrollment_year)
    select id, 'Estudiante "Cortada", ' || id, 'CUT-' || id, 'cut.student.' || id || '@school.test', 'Animación', 2024 from new_users`);
  await context.db.execute(sql`
    with new_users as (
      insert into users (email, username, password, role)
      select 'cut.teacher.' || n || '@school.test', 'cut.teacher.' || n, 'x', 'teacher' from generate_series(1, ${ROWS}::int) as n
      returning id, email)
    insert into teachers (user_id, full_name, email, teacher_code, expertise_areas, countries, bio)
    select id, 'Docente ' || id, email, 'CUT' || id, '["2d_animation"]', '["GT"]', 'Docente de la escuela, con una biografía algo larga.' from new_users`);
  await context.db.execute(sql`
    insert into activities (activity, entity_type, entity_id, changes)
    select 'Updated teacher ' || n, 'teacher', n, jsonb_build_object('bio', jsonb_build_object('before', 'a', 'after', 'b')) from generate_series(1, ${ROWS}::int) as n`);
}

const target = (path: string, gzip = false): RawTarget => ({ port, path, auth: staff.auth, gzip });

/** Reads a whole answer over a raw socket (chunked or not). */
const fetchWhole = (url: string, gzip = false, method?: 'HEAD') => fetchRaw({ ...target(url, gzip), method });

/** Sends the request, then cuts the connection once `after` bytes of the answer arrived (0: at once). */
const cutAfter = async (url: string, options: { gzip: boolean; after: number; reset: boolean }) =>
  (await cutRaw({ ...target(url, options.gzip), after: options.after, reset: options.reset })).received;

const idleInTransaction = async () => {
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity where state like 'idle in transaction%' and datname = current_database()`,
  );
  return rows[0]!.n;
};

/** Descriptors this process holds on the stored files (the documents folder). */
const openStoredFiles = () =>
  fs.readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return fs.readlinkSync(path.join('/proc/self/fd', fd)).startsWith(context.filesDir);
    } catch {
      return false;
    }
  }).length;

async function expectWholeAndClean(): Promise<void> {
  await expect.poll(() => pool.waitingCount === 0 && pool.idleCount === pool.totalCount, { timeout: 5_000 }).toBe(true);
  await expect.poll(idleInTransaction, { timeout: 5_000 }).toBe(0);
  await expect.poll(openStoredFiles, { timeout: 5_000 }).toBe(0);
  expect((await fetchWhole('/api/health')).status).toBe(200);
  expect(processFailures).toEqual([]);
}

const STREAMED = [
  { name: 'students.csv', url: '/api/staff/students.csv' },
  { name: 'teachers.csv', url: '/api/staff/teachers.csv' },
  { name: 'audit.csv', url: '/api/audit.csv' },
  { name: 'qualifications.csv', url: '/api/reports/qualifications.csv' },
  { name: 'the staff teacher list, whole', url: '/api/staff/teachers' },
  { name: 'the teacher directory, whole', url: '/api/teachers' },
  { name: 'a document download', url: () => `/api/documents/${document.id}/download` },
  { name: 'a document, direct', url: () => `/api/document-direct/${document.id}` },
  { name: 'a badge image', url: () => `/api/badges/${badgeId}/image` },
  { name: "a teacher's CV (PDF)", url: () => `/api/teachers/${cvTeacherId}/cv.pdf`, drawnWhole: true },
  { name: 'the qualifications table (PDF)', url: '/api/reports/qualifications.pdf', drawnWhole: true },
  { name: 'the yearly activity report (PDF)', url: '/api/reports/activity.pdf', drawnWhole: true },
] as const;

describe('a streamed answer cut by its client', () => {
  it.each(STREAMED)(
    '$name: cut at any point, many at once, leaves the server whole',
    async (route) => {
      const url = typeof route.url === 'function' ? route.url() : route.url;
      // Half the clients ask for gzip (a compression stream between the answer and the socket), half reset the connection.
      const wholes = await Promise.all([fetchWhole(url, false), fetchWhole(url, true)]);
      expect(wholes.map((whole) => whole.status)).toEqual([200, 200]);
      // A PDF is drawn whole in the pool before its first byte is sent (lib/pdf-answer.ts): a cut at 0 meets the
      // drawing; after the headers, every cut meets the same sending of bytes in memory, so three points, not five
      // (each of the three PDFs was drawn 60 times for the cuts: half of this file's time).
      const drawnWhole = 'drawnWhole' in route && route.drawnWhole;
      const points = (whole: RawAnswer) =>
        drawnWhole
          ? [0, whole.headerBytes + 1, whole.wireBytes - 64]
          : [0, whole.headerBytes, whole.headerBytes + 1, Math.floor(whole.wireBytes / 2), whole.wireBytes - 64];
      for (const point of points(wholes[0]!).keys()) {
        await Promise.all(
          Array.from({ length: CONCURRENT }, (_, index) =>
            cutAfter(url, { gzip: index % 2 === 1, after: points(wholes[index % 2]!)[point]!, reset: index % 4 < 2 }),
          ),
        );
      }
      // HEAD: the answer is built, then never sent.
      expect((await fetchWhole(url, false, 'HEAD')).status).toBe(200);
      await expectWholeAndClean();
    },
    120_000,
  );

  it('answers in full afterwards', async () => {
    const studentsCsv = await fetchWhole('/api/staff/students.csv');
    const students = parse(studentsCsv.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(students).toHaveLength(ROWS);
    // Headed in the reader's language (the school's, Spanish, for an account that has not chosen).
    const studentId = csvHeaderLabel('students', 'student_id', 'es');
    const fullName = csvHeaderLabel('students', 'full_name', 'es');
    expect(new Set(students.map((row) => row[studentId])).size).toBe(ROWS);
    expect(students.every((row) => row[fullName]!.startsWith('Estudiante "Cortada", '))).toBe(true);
    const teachersCsv = parse((await fetchWhole('/api/staff/teachers.csv', true)).body, {
      columns: true,
      bom: true,
    }) as unknown[];
    expect(teachersCsv).toHaveLength(ROWS + 1);
    const list = await fetchWhole('/api/staff/teachers', true);
    expect(list.headers['x-total-count']).toBe(String(ROWS + 1));
    expect(JSON.parse(list.body.toString('utf8'))).toHaveLength(ROWS + 1);
    const downloaded = await fetchWhole(`/api/document-direct/${document.id}`);
    expect(downloaded.body.equals(document.content)).toBe(true);
    await expectWholeAndClean();
  });
});
