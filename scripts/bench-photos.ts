/**
 * Profile photos at a school's scale, against the real server (its own process, the compiled bundle and the built web
 * app) on a throw-away embedded database with 100 teachers, each given a ~1.6 MB camera JPEG (4000×3000, EXIF with GPS)
 * through PUT /api/photos/teacher/{id} as staff:
 *   (1) the Trombinoscopio in the system Chromium (1440×900, signed in as a teacher): bytes of the first visit, time
 *       from the teacher list's answer to every photo on the first screen shown, bytes of a second visit;
 *   (2) the photo route's requests/s beside the same bytes served as a static file by the same server;
 *   (3) 1,000 photo views leave the download counters unchanged (and, as a control, one CV download moves them);
 *   (4) no served photo, in any size, carries EXIF, XMP or IPTC;
 *   (5) a student cannot fetch another student's photo.
 * Each teacher also has --works public portfolio works (3 unless told; issue 26), seeded before the server starts
 * (scripts/bench/photos-portfolio.ts): the Trombinoscopio's cards show their thumbnails, counted in (1) and apart.
 * Prints a markdown table with each figure beside its goal, PASS or FAIL; exits 0 either way (it reports).
 * Usage: npm run bench:photos [-- --teachers 100 --works 3 --seconds 10]
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { DocumentItem } from '../contracts/documents';
import { PHOTO_SIZES } from '../contracts/photos';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
import { PROJECT_ROOT, WEB_DIST_DIR } from '../server/src/lib/project-paths';
import { seedBenchTeachers } from './bench/seed-teachers';
import { BENCH_ADMIN, benchRunDir, startBenchServer } from './bench/bench-run';
import {
  download,
  eachLimited,
  getJson,
  photoDocument,
  registerStudent,
  signIn,
  statistics,
  teacherIds,
  uploadCv,
  uploadPhoto,
  type Session,
} from './bench/photos-api';
import { measureDirectory, type DirectoryFigures } from './bench/photos-browser';
import { benchJpeg, gpsLatitude } from './bench/photos-jpeg';
import { loadUrl, type LoadFigures } from './bench/photos-load';
import { seedBenchPortfolios } from './bench/photos-portfolio';

const argument = (name: string, fallback: number) =>
  Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const TEACHERS = argument('teachers', 100);
/** Portfolio works per teacher (issue 26); `--works 0` for none. */
const worksArgument = process.argv.includes('--works') ? Number(process.argv[process.argv.indexOf('--works') + 1]) : 3;
const WORKS = Number.isInteger(worksArgument) && worksArgument >= 0 ? worksArgument : 3;
const LOAD_SECONDS = argument('seconds', 10);
const LOAD_CONNECTIONS = 20;
const UPLOAD_CONCURRENCY = 4;
const VIEWS = 1_000;
/** A teacher of seedBenchTeachers: the person who opens the Trombinoscopio and views the photos. */
const TEACHER = { email: 'bench.teacher.1@school.test', password: 'bench-teacher-password' };
/** The photo forms a page can ask for: each size, and the URL as stored (no size=). */
const PHOTO_FORMS = [...PHOTO_SIZES, null] as const;
/** Placeholders for the static copy of a photo, one per type the route may answer with (see writeStaticPlaceholders). */
const STATIC_EXTENSIONS: Record<string, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg', 'image/png': 'png' };

const GOALS = {
  firstVisitBytes: 3_000_000,
  secondVisitBytes: 100_000,
  firstScreenMs: 1_000,
  routeShareOfStatic: 0.5,
};

// Plain JavaScript shared with scripts/e2e.mjs, without type declarations: imported by a non-literal specifier.
const FIND_CHROMIUM_MODULE = './find-chromium.mjs';

interface Row {
  measure: string;
  figure: string;
  goal: string;
  /** Undefined for a figure without a goal. */
  pass?: boolean;
}

interface Sessions {
  staff: Session;
  teacher: Session;
}

const kb = (bytes: number) =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(2)} MB` : `${(bytes / 1000).toFixed(1)} KB`;
const withSize = (url: string, size: string | null) =>
  size === null ? url : `${url}${url.includes('?') ? '&' : '?'}size=${size}`;

/** `npm start`'s build of the web app (the server's is built by startServer): the directory under test is the current one. */
function buildWebIfStale(): void {
  const build = spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'scripts', 'build.mjs'), 'web', '--if-stale'], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the web build failed');
}

/**
 * The static plugin registers a route per file it finds at start-up, so the photo's static copy must exist before
 * the server starts; its bytes, known only once the server has processed an upload, are written into it later.
 */
function writeStaticPlaceholders(stem: string): string[] {
  const files = Object.values(STATIC_EXTENSIONS).map((extension) => path.join(WEB_DIST_DIR, `${stem}.${extension}`));
  for (const file of files) fs.writeFileSync(file, '');
  return files;
}

/** Every teacher gets a photo of their own pixels, uploaded as staff; answers their profile_photo URLs by teacher id. */
async function uploadTeacherPhotos(baseUrl: string, staff: Session, rows: Row[]): Promise<Map<number, string>> {
  const ids = await teacherIds(baseUrl, staff.token);
  const started = performance.now();
  const sizes: number[] = [];
  const urls = await eachLimited(ids, UPLOAD_CONCURRENCY, async (id, index) => {
    const jpeg = await benchJpeg(index + 1);
    sizes.push(jpeg.length);
    return uploadPhoto(baseUrl, staff.token, 'teacher', id, jpeg);
  });
  const seconds = (performance.now() - started) / 1000;
  rows.push({
    measure: `Seed: ${ids.length} teacher photos (JPEG 4000×3000, EXIF with GPS 40° 25′ N), ${UPLOAD_CONCURRENCY} uploads at a time`,
    figure: `${kb(Math.min(...sizes))}–${kb(Math.max(...sizes))} each, generated and uploaded in ${seconds.toFixed(1)} s`,
    goal: '',
  });
  return new Map(ids.map((id, index) => [id, urls[index]!]));
}

const sizesText = (sizes: Record<string, number>) =>
  Object.entries(sizes)
    .map(([size, count]) => `${size === 'none' ? 'no size' : `size=${size}`} ×${count}`)
    .join(', ') || 'none';

function portfolioRows(figures: DirectoryFigures): Row[] {
  if (WORKS === 0) return [];
  const { first, second } = figures;
  const total = TEACHERS * WORKS;
  const onlySmall = Object.keys(first.portfolioSizes).every((size) => size === 'small');
  return [
    {
      measure: `first visit: portfolio thumbnails requested (${total} works, ${WORKS} per card), by size`,
      figure: `${first.portfolioRequests}, ${kb(first.portfolioBytes)} (${sizesText(first.portfolioSizes)})`,
      goal: `small only, fewer than ${total} (those on or near the screen)`,
      pass: onlySmall && first.portfolioRequests > 0 && first.portfolioRequests < total,
    },
    {
      measure: 'second visit: portfolio thumbnails',
      figure: `${second.portfolioRequests} requests, ${kb(second.portfolioBytes)} on the wire`,
      goal: '0 bytes (cached)',
      pass: second.portfolioBytes === 0,
    },
  ];
}

function directoryRows(figures: DirectoryFigures): Row[] {
  const { first, second } = figures;
  return [
    {
      measure: 'Trombinoscopio, first visit (empty cache): bytes on the wire',
      figure: `${kb(first.bytes)} in ${first.requests} requests`,
      goal: `≤ ${kb(GOALS.firstVisitBytes)}`,
      pass: first.bytes <= GOALS.firstVisitBytes,
    },
    {
      measure: 'first visit: photo requests (by size asked)',
      figure: `${first.photoRequests}, ${kb(first.photoBytes)} (${sizesText(first.photoSizes)})`,
      goal: '',
    },
    {
      measure: "first visit: from the teacher list's answer to every photo on the first screen shown",
      figure:
        first.firstScreenMs === null
          ? 'never (within 120 s)'
          : `${first.firstScreenMs.toFixed(0)} ms (${first.firstScreenPhotos} photos on screen)`,
      goal: `≤ ${GOALS.firstScreenMs} ms`,
      pass: first.firstScreenMs !== null && first.firstScreenMs <= GOALS.firstScreenMs,
    },
    {
      measure: 'second visit (same context, after about:blank): bytes on the wire',
      figure: `${kb(second.bytes)} in ${second.requests} requests (${second.fromCache} from the cache)`,
      goal: `≤ ${kb(GOALS.secondVisitBytes)}`,
      pass: second.bytes <= GOALS.secondVisitBytes,
    },
    {
      measure: 'second visit: photo requests (by size asked)',
      figure: `${second.photoRequests}, ${kb(second.photoBytes)} on the wire (${sizesText(second.photoSizes)}); first screen shown ${second.firstScreenMs === null ? 'never' : `${second.firstScreenMs.toFixed(0)} ms`} after the list`,
      goal: '',
    },
  ];
}

/**
 * The photo route (with the bearer token, no If-None-Match, so every answer carries the body) beside the same bytes
 * as a static file of the same server, each under the same load.
 */
async function routeBesideStatic(baseUrl: string, teacher: Session, photoPath: string, stem: string): Promise<Row[]> {
  const photo = await download(baseUrl, teacher.token, photoPath);
  if (photo.status !== 200) throw new Error(`GET ${photoPath}: ${photo.status}`);
  const extension = STATIC_EXTENSIONS[photo.type.split(';')[0]!.trim()];
  if (!extension) throw new Error(`GET ${photoPath} answered ${photo.type}, which has no static placeholder`);
  fs.writeFileSync(path.join(WEB_DIST_DIR, `${stem}.${extension}`), photo.body);
  const staticPath = `/${stem}.${extension}`;
  const check = await download(baseUrl, teacher.token, staticPath);
  if (check.status !== 200 || !check.body.equals(photo.body))
    throw new Error(`${staticPath} does not serve the photo's bytes (${check.status}, ${check.body.length} bytes)`);

  console.log(
    `Loading ${photoPath} (${kb(photo.body.length)}, ${photo.type}) and its static copy ${staticPath}, ${LOAD_SECONDS} s each…`,
  );
  const route = await loadUrl(
    `${baseUrl}${photoPath}`,
    { authorization: `Bearer ${teacher.token}` },
    LOAD_SECONDS,
    LOAD_CONNECTIONS,
  );
  const file = await loadUrl(`${baseUrl}${staticPath}`, {}, LOAD_SECONDS, LOAD_CONNECTIONS);
  const share = route.requestsPerSecond / file.requestsPerSecond;
  const figures = (load: LoadFigures) =>
    `${load.requestsPerSecond.toFixed(0)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ${kb(load.bytesPerSecond)}/s${load.non2xx + load.errors > 0 ? ` (${load.non2xx} non-2xx, ${load.errors} errors)` : ''}`;
  return [
    {
      measure: `Photo route ${photoPath.replace(/t=\d+/, 't=…')} (${kb(photo.body.length)}), ${LOAD_CONNECTIONS} connections`,
      figure: figures(route),
      goal: '',
    },
    { measure: `Same bytes as a static file (${staticPath})`, figure: figures(file), goal: '' },
    {
      measure: 'photo route ÷ static file, req/s',
      figure: `${(share * 100).toFixed(0)}%`,
      goal: `≥ ${GOALS.routeShareOfStatic * 100}%`,
      pass: share >= GOALS.routeShareOfStatic && route.non2xx + route.errors === 0,
    },
  ];
}

/** The yearly download figure and the sum of every teacher photo's own download_count. */
async function counters(baseUrl: string, staff: Session, teacherIdList: number[]) {
  const documents = await eachLimited(teacherIdList, 8, (id) => photoDocument(baseUrl, staff.token, id));
  return {
    yearly: (await statistics(baseUrl, staff.token)).docsDownloadedThisYear,
    photos: documents.reduce((sum, document) => sum + document.download_count, 0),
  };
}

/** VIEWS photo views spread over the teachers and the photo forms, as the teacher; the counters read before and after. */
async function viewsLeaveCounters(baseUrl: string, sessions: Sessions, photos: Map<number, string>): Promise<Row[]> {
  const ids = [...photos.keys()];
  const before = await counters(baseUrl, sessions.staff, ids);
  const views = Array.from({ length: VIEWS }, (_, index) =>
    withSize(photos.get(ids[index % ids.length]!)!, PHOTO_FORMS[index % PHOTO_FORMS.length]!),
  );
  const statuses = await eachLimited(
    views,
    8,
    async (url) => (await download(baseUrl, sessions.teacher.token, url)).status,
  );
  const after = await counters(baseUrl, sessions.staff, ids);
  const failed = statuses.filter((status) => status !== 200).length;
  return [
    {
      measure: `${VIEWS} photo views (${ids.length} teachers, sizes and none): docsDownloadedThisYear`,
      figure: `${before.yearly} → ${after.yearly}${failed > 0 ? ` (${failed} views not 200)` : ''}`,
      goal: 'unchanged',
      pass: before.yearly === after.yearly && failed === 0,
    },
    {
      measure: "the photos' own download_count, summed",
      figure: `${before.photos} → ${after.photos}`,
      goal: 'unchanged',
      pass: before.photos === after.photos,
    },
    await ordinaryDownloadCounts(baseUrl, sessions, ids[0]!),
  ];
}

/** The control: one download of an ordinary document moves both counters by one, so "unchanged" above means something. */
async function ordinaryDownloadCounts(baseUrl: string, sessions: Sessions, teacherId: number): Promise<Row> {
  const cvId = await uploadCv(baseUrl, sessions.staff.token, teacherId);
  const cvCount = async () =>
    (
      await getJson<{ documents: DocumentItem[] }>(
        baseUrl,
        sessions.staff.token,
        `/api/documents/entity/teacher/${teacherId}`,
      )
    ).documents.find((document) => document.id === cvId)!.download_count;
  const before = {
    yearly: (await statistics(baseUrl, sessions.staff.token)).docsDownloadedThisYear,
    own: await cvCount(),
  };
  const status = (await download(baseUrl, sessions.staff.token, `/api/document-direct/${cvId}`)).status;
  const after = {
    yearly: (await statistics(baseUrl, sessions.staff.token)).docsDownloadedThisYear,
    own: await cvCount(),
  };
  return {
    measure: "control: 1 download of an ordinary document (a teacher's CV, by staff)",
    figure: `status ${status}; docsDownloadedThisYear ${before.yearly} → ${after.yearly}, its download_count ${before.own} → ${after.own}`,
    goal: '+1 each',
    pass: status === 200 && after.yearly === before.yearly + 1 && after.own === before.own + 1,
  };
}

/**
 * What is served, each form of a few photos: the stored files are encrypted in the data folder, so what a reader
 * gets is what the server serves.
 */
async function servedMetadata(baseUrl: string, staff: Session, photos: Map<number, string>): Promise<Row[]> {
  const urls = [...photos.values()];
  const sample = [0, 0.25, 0.5, 0.75, 1].map((share) => urls[Math.round(share * (urls.length - 1))]!);
  const forms = new Map<string, string>();
  let checked = 0;
  let withMetadata = 0;
  let withGps = 0;
  for (const url of sample) {
    for (const size of PHOTO_FORMS) {
      const served = await download(baseUrl, staff.token, withSize(url, size));
      if (served.status !== 200) throw new Error(`GET ${withSize(url, size)}: ${served.status}`);
      const metadata = await sharp(served.body).metadata();
      checked += 1;
      if (metadata.exif || metadata.xmp || metadata.iptc) withMetadata += 1;
      if (gpsLatitude(metadata.exif) !== null) withGps += 1;
      forms.set(size ?? 'no size', `${metadata.format} ${metadata.width}×${metadata.height} ${kb(served.body.length)}`);
    }
  }
  return [
    {
      measure: `Served photos with EXIF, XMP or IPTC (${sample.length} photos × ${PHOTO_FORMS.length} forms; stored files are encrypted, so what is served is checked)`,
      figure: `${withMetadata} of ${checked} (${withGps} with GPS)`,
      goal: '0',
      pass: withMetadata === 0,
    },
    {
      measure: 'what each form serves (last photo checked)',
      figure: [...forms].map(([size, text]) => `${size}: ${text}`).join('; '),
      goal: '',
    },
  ];
}

/** Student A's photo, fetched by student B (refused) and by A (served). */
async function studentPrivacy(baseUrl: string, staff: Session): Promise<Row[]> {
  const suffix = crypto.randomBytes(3).toString('hex');
  const [accountA, accountB] = [
    await registerStudent(baseUrl, staff.token, `bench-student-a-${suffix}`),
    await registerStudent(baseUrl, staff.token, `bench-student-b-${suffix}`),
  ];
  const [studentA, studentB] = [await signIn(baseUrl, accountA), await signIn(baseUrl, accountB)];
  if (studentA.profileId === null) throw new Error('student A has no student record');
  const url = await uploadPhoto(baseUrl, staff.token, 'student', studentA.profileId, await benchJpeg(10_000));
  const byB = (await download(baseUrl, studentB.token, url)).status;
  const byA = (await download(baseUrl, studentA.token, url)).status;
  return [
    { measure: "Student B fetching student A's photo", figure: String(byB), goal: '404', pass: byB === 404 },
    { measure: 'Student A fetching their own photo', figure: String(byA), goal: '200', pass: byA === 200 },
  ];
}

async function runBench(baseUrl: string, staticStem: string, seeded: Row[]): Promise<Row[]> {
  const { findChromium } = (await import(FIND_CHROMIUM_MODULE)) as { findChromium: () => string };
  const sessions: Sessions = { staff: await signIn(baseUrl, BENCH_ADMIN), teacher: await signIn(baseUrl, TEACHER) };
  const rows: Row[] = [...seeded];
  const photos = await uploadTeacherPhotos(baseUrl, sessions.staff, rows);
  console.log('Opening the Trombinoscopio in Chromium…');
  const directory = await measureDirectory(findChromium(), baseUrl, sessions.teacher.token);
  rows.push(...directoryRows(directory), ...portfolioRows(directory));
  const photoPath = directory.first.photoUrls[0] ?? photos.values().next().value!;
  rows.push(...(await routeBesideStatic(baseUrl, sessions.teacher, photoPath, staticStem)));
  console.log(`${VIEWS} photo views…`);
  rows.push(...(await viewsLeaveCounters(baseUrl, sessions, photos)));
  rows.push(...(await servedMetadata(baseUrl, sessions.staff, photos)));
  rows.push(...(await studentPrivacy(baseUrl, sessions.staff)));
  return rows;
}

function printRows(rows: Row[]): void {
  console.log(
    `\nProfile photos: ${TEACHERS} teachers, ${WORKS} portfolio works each, ${os.cpus().length} cores (browser, load, server and PostgreSQL on the same machine)\n`,
  );
  console.log('| measure | figure | goal | result |');
  console.log('|---|---|---|---|');
  for (const row of rows)
    console.log(
      `| ${row.measure} | ${row.figure} | ${row.goal} | ${row.pass === undefined ? '' : row.pass ? 'PASS' : 'FAIL'} |`,
    );
}

async function main(): Promise<void> {
  buildWebIfStale();
  const dir = benchRunDir('photos');
  const staticStem = `bench-photo-${crypto.randomBytes(6).toString('hex')}`;
  let placeholders: string[] = [];
  let rows: Row[];
  try {
    placeholders = writeStaticPlaceholders(staticStem);
    const database = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), database: 'bench' });
    try {
      await seedBenchTeachers(database.url, TEACHERS);
      const seeded: Row[] = [];
      if (WORKS > 0) {
        console.log(`Generating ${TEACHERS * WORKS} portfolio works…`);
        const works = await seedBenchPortfolios(database.url, path.join(dir, 'data'), WORKS);
        seeded.push({
          measure: `Seed: ${works.works} portfolio works (${WORKS} per teacher, public, images generated from SVG, stored through the works' pipeline)`,
          figure: `${works.seconds.toFixed(1)} s`,
          goal: '',
        });
      }
      const server = await startBenchServer(database.url, path.join(dir, 'data'));
      try {
        rows = await runBench(server.baseUrl, staticStem, seeded);
      } finally {
        await server.stop();
      }
    } finally {
      await database.stop();
    }
  } finally {
    for (const file of placeholders) fs.rmSync(file, { force: true });
    fs.rmSync(dir, { recursive: true, force: true });
  }
  printRows(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
