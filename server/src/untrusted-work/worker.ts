import { parentPort } from 'node:worker_threads';
import { lowerThisThreadsPriority } from '../lib/background-priority';
import { answerOf, type TaskAnswer } from './task-answer';
import { TASKS, type TaskName } from './task-list';

/**
 * The pool's thread (piscina's worker entry; bundled as dist/server/worker.js): runs the named task and answers
 * it, an AppError as data (task-answer.ts). It says when a task starts, so that the time limit counts the run and
 * not the wait in the queue (pool.ts).
 */

export interface TaskMessage {
  id: number;
  name: TaskName;
  input: unknown;
}

// One person's file is read at a lower priority than sign-ins and the event loop (lib/background-priority.ts).
lowerThisThreadsPriority();

export default async function runTask(message: TaskMessage): Promise<TaskAnswer<unknown>> {
  parentPort?.postMessage({ started: message.id });
  const task = TASKS[message.name] as (input: unknown) => unknown;
  return answerOf(() => task(message.input));
}
