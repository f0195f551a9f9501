import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * Runs `body` in `count` separate Node processes that wait for the same instant before calling it, to race them
 * for real. `body` is the text of an async function given the imported `module`; what it returns is collected.
 */
export async function raceInProcesses(options: {
  count: number;
  module: string;
  body: string;
  holdMs?: number;
}): Promise<unknown[]> {
  const startAt = Date.now() + 1500;
  const script = `
    const module = await import(${JSON.stringify(pathToFileURL(options.module).href)});
    while (Date.now() < ${startAt}) {}
    let result;
    try { result = await (${options.body})(module); } catch (error) { result = { error: String(error.message ?? error) }; }
    process.stdout.write(JSON.stringify(result ?? null));
    setTimeout(() => process.exit(0), ${options.holdMs ?? 0});
  `;
  const runs = Array.from({ length: options.count }, () => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return new Promise<unknown>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve(JSON.parse(output) as unknown) : reject(new Error(`child exited with ${code}`)),
      );
    });
  });
  return Promise.all(runs);
}
