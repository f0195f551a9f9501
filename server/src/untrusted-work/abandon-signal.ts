import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A signal that aborts when the request's client goes away before its answer is sent (the answer's `close` before it
 * finished), or at once when it has gone already, so the reading it waits for is stopped, waiting or running.
 */
export function abandonSignal(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  const socket = request.raw.socket as { destroyed?: boolean } | null | undefined;
  if (response.destroyed || socket?.destroyed === true) controller.abort();
  else
    response.once('close', () => {
      if (!response.writableFinished) controller.abort();
    });
  return controller.signal;
}
