/** Chromium's flags, for the end-to-end tests (playwright.config.ts) and the benchmarks in the browser alike. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
