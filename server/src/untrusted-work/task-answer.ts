import type { ErrorCode } from '@contracts/error-codes';
import { AppError } from '../lib/app-error';

/**
 * What a task sends back. An AppError does not survive the structured clone between threads (its class and code
 * are lost), so the worker sends its code, message and headers as data and the main thread throws it again.
 */
export type TaskAnswer<Output> =
  | { ok: true; output: Output }
  | { ok: false; refusal: { code: ErrorCode; message: string; headers?: Readonly<Record<string, string>> } };

export async function answerOf<Output>(run: () => Promise<Output> | Output): Promise<TaskAnswer<Output>> {
  try {
    return { ok: true, output: await run() };
  } catch (error) {
    if (error instanceof AppError)
      return { ok: false, refusal: { code: error.code, message: error.message, headers: error.headers } };
    throw error;
  }
}

export function outputOf<Output>(answer: TaskAnswer<Output>): Output {
  if (answer.ok) return answer.output;
  throw new AppError(answer.refusal.code, answer.refusal.message, answer.refusal.headers);
}
