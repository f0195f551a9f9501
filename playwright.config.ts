import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/bench/chromium-args';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
/** The school-wide specs' own server and school (see SCHOOL_WIDE). */
const schoolWidePort = Number(process.env.E2E_SCHOOL_WIDE_PORT ?? 3101);
const schoolWideDataDir = process.env.E2E_SCHOOL_WIDE_DATA_DIR ?? '.tmp/e2e-data-school-wide';
/** The support contacts the e2e servers are started with. */
export const E2E_SUPPORT = {
  whatsapp: '+502 5555-0101',
  email: 'ayuda@escuela-e2e.test',
  discordUrl: 'https://discord.gg/escuela-e2e',
} as const;

/** Where the school-wide server sends mail; e2e/smtp.ts starts an SMTP server there when a spec reads mail. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125);
export const E2E_ADMIN = { email: 'e2e-admin@school.test', password: 'e2e-admin-password' };

const TRACE_MODES = ['off', 'on', 'retain-on-failure', 'on-first-retry'] as const;
function traceMode(asked: string | undefined): (typeof TRACE_MODES)[number] {
  return TRACE_MODES.find((mode) => mode === asked) ?? 'off';
}

/**
 * Specs that change or count what the whole school shares: the second factor required of all staff (two-factor), the
 * login screen's providers (sso), the school-wide statistics and dashboard figures (documents, staff-overview), the
 * mail server on one port (password-reset, language-round-trip) and the reminders job (document-expiry). They run one
 * at a time on a school and server of their own, beside the other specs (each of which makes its own people and
 * names).
 */
const SCHOOL_WIDE =
  /[\\/](two-factor|sso|documents|staff-overview|password-reset|language-round-trip|document-expiry)\.spec\.ts$/;
/** The route walk (issue 24), its own project so that its long tests start first. */
const WALK = /[\\/]phone-walk\.spec\.ts$/;
/**
 * The other specs that take longest (20–40 s each), their own project so that they start before the short ones:
 * Playwright hands out spec files in the projects' order, then by name, and a long one handed out last ran alone.
 */
const LONG = /[\\/](yearly-review|portfolio|activity-record|students|courses|teachers|external-credentials)\.spec\.ts$/;

/** The production path: builds the server bundle and the web app when stale (once for both), then the compiled server. */
function e2eServer(options: { port: number; dataDir: string; smtpUrl: string }) {
  return {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${options.port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    env: {
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      SMTP_URL: options.smtpUrl,
      // The 'Need assistance?' dialog's contacts (e2e/auth.spec.ts reads E2E_SUPPORT).
      SUPPORT_WHATSAPP: E2E_SUPPORT.whatsapp,
      SUPPORT_EMAIL: E2E_SUPPORT.email,
      SUPPORT_DISCORD_URL: E2E_SUPPORT.discordUrl,
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // One worker more than the cores, three at most: the tests wait on the browser and the servers, and with one worker a
  // core a fifth of the two cores stayed idle (87 tests in 7.5 min with two workers, 5.6 with three, on 2 cores).
  workers: Number(process.env.E2E_WORKERS ?? Math.min(3, os.availableParallelism() + 1)),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/e2e-results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs every test about a fifth of its time, and a CI run keeps none: E2E_TRACE=on (or
    // retain-on-failure) records them when a failure needs one.
    trace: traceMode(process.env.E2E_TRACE),
    screenshot: 'only-on-failure',
    // The browser asks for Spanish, the demo school's language: each screen as the person's language shows it
    // (decision 040). The tests of the specification's English texts ask for English (test.use).
    locale: 'es-ES',
    // The app honours reduced motion (index.css): dialogs, toasts and hover colours change without their 150 ms
    // animations, whose frames this machine composites in software (the tier's CPU 591 → 566 CPU-s, decision 049).
    // The sign-in and teacher specs ask for the animations (test.use), so that what most people see is still exercised.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // First, as the longest: its staff walk alone takes minutes, while the other worker goes through the rest.
    { name: 'walk', testMatch: WALK, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Next, as a chain of one-at-a-time specs: started early, it runs beside the walk and the rest instead of last.
    {
      name: 'school-wide',
      testMatch: SCHOOL_WIDE,
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${schoolWidePort}` },
    },
    { name: 'long', testMatch: LONG, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'chromium',
      testIgnore: [WALK, SCHOOL_WIDE, LONG],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: [
    // The other specs' school: mail goes to a port where nothing listens (the mail job retries in the background).
    e2eServer({ port, dataDir, smtpUrl: 'smtp://127.0.0.1:9' }),
    e2eServer({ port: schoolWidePort, dataDir: schoolWideDataDir, smtpUrl: `smtp://127.0.0.1:${E2E_SMTP_PORT}` }),
  ],
});
