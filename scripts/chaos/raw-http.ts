import net from 'node:net';
import zlib from 'node:zlib';

/** HTTP/1.1 over a bare socket: what fetch cannot do, cut a connection at a chosen byte of the answer. */

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  /** The body, de-chunked and decompressed. */
  body: Buffer;
  /** Bytes of the whole answer on the wire, headers included. */
  wireBytes: number;
  headerBytes: number;
}

export interface RawTarget {
  port: number;
  path: string;
  auth: Record<string, string>;
  gzip?: boolean;
  /** GET unless HEAD is asked for (a HEAD answer has no body to de-chunk). */
  method?: 'GET' | 'HEAD';
}

function requestText(target: RawTarget): string {
  const headers = {
    host: '127.0.0.1',
    ...target.auth,
    connection: 'close',
    ...(target.gzip ? { 'accept-encoding': 'gzip' } : {}),
  };
  return `${target.method ?? 'GET'} ${target.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
}

function unchunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** Reads a whole answer. */
export function fetchRaw(target: RawTarget): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(target.port, '127.0.0.1', () => socket.write(requestText(target)));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const raw = Buffer.concat(chunks);
      const end = raw.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      let body: Buffer = raw.subarray(end + 4);
      if (headers['transfer-encoding'] === 'chunked' && target.method !== 'HEAD') body = unchunk(body);
      if (headers['content-encoding'] === 'gzip') body = zlib.gunzipSync(body);
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body, wireBytes: raw.length, headerBytes: end + 4 });
    });
  });
}

/**
 * Sends the request and cuts the connection once `after` bytes of the answer arrived (0: as soon as it is sent),
 * with a reset (a closed browser tab) or a plain close. Resolves to the bytes received and the answer's status
 * (undefined: cut before its first line).
 */
export function cutAfter(
  target: RawTarget & { after: number; reset: boolean },
): Promise<{ received: number; status: number | undefined }> {
  return new Promise((resolve) => {
    let received = 0;
    let head = '';
    const socket = net.connect(target.port, '127.0.0.1', () => {
      socket.write(requestText(target));
      if (target.after === 0) cut();
    });
    function cut() {
      if (target.reset) socket.resetAndDestroy();
      else socket.destroy();
    }
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (head.length < 16) head += chunk.subarray(0, 16).toString('latin1');
      if (received >= target.after) cut();
    });
    socket.on('error', () => undefined);
    socket.on('close', () =>
      resolve({ received, status: /^HTTP\/1\.1 (\d{3})/.exec(head) ? Number(head.slice(9, 12)) : undefined }),
    );
  });
}
