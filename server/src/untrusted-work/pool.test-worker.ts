import { parentPort } from 'node:worker_threads';
import { AppError } from '../lib/app-error';
import { answerOf, type TaskAnswer } from './task-answer';
import type { TaskMessage } from './worker';

/*
 * A worker entry for pool.test.ts only: tasks that misbehave on purpose (never end, allocate without end, burn
 * the CPU for a while) besides one that answers, so that the pool's limits are tried on the real thread machinery.
 */

const TEST_TASKS: Record<string, (input: never) => unknown> = {
  echo: (input: { value: unknown }) => input.value,
  loopForever: () => {
    for (;;);
  },
  allocateForever: () => {
    const kept: number[][] = [];
    for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => i));
  },
  burn: (input: { ms: number }) => {
    const end = Date.now() + input.ms;
    let spins = 0;
    while (Date.now() < end) spins += 1;
    return spins;
  },
  refuse: (input: { message: string }) => {
    throw new AppError('FILE_TOO_COMPLEX', { id: 'test.refused', message: input.message }, { 'x-test': 'yes' });
  },
  wait: (input: { ms: number }) => new Promise((resolve) => setTimeout(() => resolve('waited'), input.ms)),
};

export default async function runTestTask(message: TaskMessage): Promise<TaskAnswer<unknown>> {
  parentPort?.postMessage({ started: message.id });
  const task = TEST_TASKS[message.name] as (input: unknown) => unknown;
  return answerOf(() => task(message.input));
}
