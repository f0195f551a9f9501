import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a request holds until it ends: each function gives one thing back (and is safe to call twice). */
const held = new WeakMap<FastifyRequest, Set<() => void>>();

/** Gives back everything `request` holds; the app's `onResponse` and `onRequestAbort` call it. */
function releaseAll(request: FastifyRequest): void {
  const releases = held.get(request);
  if (!releases) return;
  held.delete(request);
  for (const release of releases) release();
}

/**
 * Hooks that give back what a request holds when its answer has been sent or its client went away. Added once per
 * app by each plugin that leases (fastify-plugin: the hooks cover every route); a second call adds nothing.
 */
const hooked = new WeakSet<FastifyInstance>();
export function releaseLeasesWhenRequestsEnd(app: FastifyInstance): void {
  if (hooked.has(app)) return;
  hooked.add(app);
  app.addHook('onResponse', async (request) => releaseAll(request));
  app.addHook('onRequestAbort', async (request) => releaseAll(request));
}

/** Whether the client has gone already: its socket closed, or the answer's stream closed. */
function clientGone(request: FastifyRequest, reply: FastifyReply): boolean {
  const socket = request.raw.socket as { destroyed?: boolean } | null | undefined;
  return reply.raw.closed === true || reply.raw.destroyed === true || socket?.destroyed === true;
}

/**
 * Holds `release` until `request` ends, however it ends, and calls it exactly once:
 * - its answer sent (`onResponse`, also after an error's answer or a timeout's);
 * - its client gone before, during or after the body, or during the answer (`onRequestAbort`, the raw request's
 *   `close` while the body is incomplete, the raw answer's `close`) — and if the client has already gone when the
 *   lease is taken (a hook awaited the database meanwhile, and the `close` events are past), at once;
 * - at the latest after `leaseMs`, with a warning in the log: the backstop, should a path above ever be missed.
 * Needs `releaseLeasesWhenRequestsEnd(app)`.
 */
export function leaseUntilRequestEnds(
  request: FastifyRequest,
  reply: FastifyReply,
  release: () => void,
  options: { leaseMs: number; what: string },
): void {
  let released = false;
  const onRequestClose = () => {
    if (!request.raw.complete) end();
  };
  const end = () => {
    if (released) return;
    released = true;
    clearTimeout(lease);
    request.raw.off('close', onRequestClose);
    reply.raw.off('close', end);
    held.get(request)?.delete(end);
    release();
  };
  const lease = setTimeout(() => {
    if (released) return;
    request.log.warn(
      { leaseMs: options.leaseMs, what: options.what, url: request.url },
      'A slot was held past its lease: taken back',
    );
    end();
  }, options.leaseMs);
  lease.unref();

  let releases = held.get(request);
  if (!releases) held.set(request, (releases = new Set()));
  releases.add(end);
  request.raw.on('close', onRequestClose);
  reply.raw.once('close', end);
  if (clientGone(request, reply)) end();
}
