import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * Runs `body` in `count` separate Node processes released at the same instant, to race them for real. `body` is the
 * text of an async function given the imported `module`; what it returns is collected. Each process says when it is
 * ready, all are released together once all are, and none exits before all have answered: a slow start on a loaded
 * machine cannot turn the race into a sequence (a process that had exited would leave, say, a lock to take over).
 */
export async function raceInProcesses(options: { count: number; module: string; body: string }): Promise<unknown[]> {
  const script = `
    import readline from 'node:readline';
    const module = await import(${JSON.stringify(pathToFileURL(options.module).href)});
    const lines = readline.createInterface({ input: process.stdin })[Symbol.asyncIterator]();
    process.stdout.write('ready\\n');
    await lines.next();
    let result;
    try { result = await (${options.body})(module); } catch (error) { result = { error: String(error.message ?? error) }; }
    process.stdout.write(JSON.stringify(result ?? null) + '\\n');
    await lines.next();
    process.exit(0);
  `;
  const children = Array.from({ length: options.count }, () => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const lines: string[] = [];
    const waiters: (() => void)[] = [];
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      lines.push(...parts);
      for (const wake of waiters.splice(0)) wake();
    });
    const nthLine = (n: number) =>
      new Promise<string>((resolve, reject) => {
        const check = () => (lines.length > n ? resolve(lines[n]!) : waiters.push(check));
        child.once('exit', (code) => reject(new Error(`child exited with ${code} before answering`)));
        check();
      });
    const exited = new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`child exited with ${code}`))));
    });
    exited.catch(() => undefined); // awaited below; a child that dies early is reported there, not as unhandled
    return { child, nthLine, exited };
  });
  await Promise.all(children.map(({ nthLine }) => nthLine(0)));
  for (const { child } of children) child.stdin.write('go\n');
  const results = await Promise.all(children.map(({ nthLine }) => nthLine(1)));
  for (const { child } of children) child.stdin.end('exit\n');
  await Promise.all(children.map(({ exited }) => exited));
  return results.map((line) => JSON.parse(line) as unknown);
}
