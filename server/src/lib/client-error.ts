import http from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@contracts/error-codes';

const ANSWERS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { status: 431, code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large' },
};
const MALFORMED = { status: 400, code: 'BAD_REQUEST' as ErrorCode, message: 'The request is not valid HTTP' };

/**
 * Answers a request Node's HTTP parser refused (bad syntax, headers too large, too slow) and closes the
 * connection. Fastify's own handler closes it without saying so, and a kept-alive client then sends its next
 * request on a dead socket; `Connection: close` tells it not to (RFC 9112 §9.6).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = ANSWERS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ code, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
