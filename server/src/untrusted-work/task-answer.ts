import type { ErrorCode } from '@contracts/error-codes';
import { AppError } from '../lib/app-error';
import type { Text, TextValues } from '@contracts/i18n/texts';

/**
 * What a task sends back. An AppError does not survive the structured clone between threads (its class and code
 * are lost), so the worker sends its code, text (with its values) and headers as data and the main thread throws it again.
 */
export type TaskAnswer<Output> =
  | { ok: true; output: Output }
  | {
      ok: false;
      refusal: { code: ErrorCode; text: Text; values?: TextValues; headers?: Readonly<Record<string, string>> };
    };

export async function answerOf<Output>(run: () => Promise<Output> | Output): Promise<TaskAnswer<Output>> {
  try {
    return { ok: true, output: await run() };
  } catch (error) {
    if (error instanceof AppError)
      return {
        ok: false,
        refusal: { code: error.code, text: error.text, values: error.values, headers: error.headers },
      };
    throw error;
  }
}

export function outputOf<Output>(answer: TaskAnswer<Output>): Output {
  if (answer.ok) return answer.output;
  throw new AppError(answer.refusal.code, answer.refusal.text, answer.refusal.headers, answer.refusal.values);
}
