import crypto from 'node:crypto';
import http from 'node:http';
import { ADMIN } from './server-process';

/** The calls of the chaos rounds, as the web app makes them. */

export const sha256 = (content: Buffer) => crypto.createHash('sha256').update(content).digest('hex');

/** A PDF-looking file (its magic bytes pass the content check) of `size` random bytes. */
export function pdfOf(size: number): Buffer {
  const magic = Buffer.from('%PDF-1.4\n');
  return Buffer.concat([magic, crypto.randomBytes(Math.max(0, size - magic.length))]);
}

async function expectStatus(response: Response, status: number, what: string): Promise<Response> {
  if (response.status !== status)
    throw new Error(`${what} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return response;
}

export async function signIn(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await (await expectStatus(response, 200, 'sign-in')).json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

export async function createTeacher(
  baseUrl: string,
  auth: Record<string, string>,
  label: string,
): Promise<{ id: number; email: string }> {
  const email = `chaos-${label}-${crypto.randomBytes(3).toString('hex')}@school.test`;
  const response = await fetch(`${baseUrl}/api/staff/teachers`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ full_name: `Chaos ${label}`, email, password: 'chaos-teacher-password' }),
  });
  const { id } = (await (await expectStatus(response, 201, 'teacher creation')).json()) as { id: number };
  return { id, email };
}

export async function getTeacherEmail(
  baseUrl: string,
  auth: Record<string, string>,
  id: number,
): Promise<string | undefined> {
  const response = await fetch(`${baseUrl}/api/staff/teachers/${id}`, { headers: auth });
  if (response.status !== 200) return undefined;
  return ((await response.json()) as { email: string }).email;
}

const uploadFields = (teacherId: number) => ({
  document_type: 'teacher',
  document_tag: 'cv',
  entity_id: String(teacherId),
});

export async function uploadDocument(
  baseUrl: string,
  auth: Record<string, string>,
  teacherId: number,
  content: Buffer,
): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(uploadFields(teacherId))) form.append(name, value);
  form.append('file', new Blob([content], { type: 'application/pdf' }), 'chaos.pdf');
  const response = await fetch(`${baseUrl}/api/documents`, { method: 'POST', headers: auth, body: form });
  return ((await (await expectStatus(response, 201, 'upload')).json()) as { id: number }).id;
}

export async function listTeacherDocuments(
  baseUrl: string,
  auth: Record<string, string>,
  teacherId: number,
): Promise<number[]> {
  const response = await fetch(`${baseUrl}/api/documents/entity/teacher/${teacherId}`, { headers: auth });
  if (response.status !== 200) return [];
  return ((await response.json()) as { documents: { id: number }[] }).documents.map((document) => document.id);
}

export async function downloadDocument(
  baseUrl: string,
  auth: Record<string, string>,
  id: number,
): Promise<Buffer | undefined> {
  const response = await fetch(`${baseUrl}/api/document-direct/${id}`, { headers: auth });
  if (response.status !== 200) return undefined;
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Streams an upload of `content` and calls `interrupt` once `cutAt` bytes of the request body have left this
 * process (the request is then abandoned): an upload cut at an arbitrary byte by a crash.
 */
export async function interruptedUpload(options: {
  baseUrl: string;
  auth: Record<string, string>;
  teacherId: number;
  content: Buffer;
  cutAt: number;
  interrupt: () => void;
}): Promise<void> {
  const boundary = `----chaos${crypto.randomBytes(8).toString('hex')}`;
  const head = Object.entries(uploadFields(options.teacherId))
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const body = Buffer.concat([
    Buffer.from(
      `${head}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    options.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const cutAt = Math.min(options.cutAt, body.length - 1);
  const url = new URL('/api/documents', options.baseUrl);
  const request = http.request(url, {
    method: 'POST',
    headers: {
      ...options.auth,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(body.length),
    },
  });
  request.on('error', () => undefined);
  request.on('response', (response) => response.resume());
  const closed = new Promise<void>((resolve) => request.once('close', () => resolve()));
  const CHUNK = 64 * 1024;
  for (let sent = 0; sent < cutAt && !request.destroyed;) {
    const piece = body.subarray(sent, Math.min(sent + CHUNK, cutAt));
    await Promise.race([new Promise<void>((resolve) => request.write(piece, () => resolve())), closed]);
    sent += piece.length;
  }
  options.interrupt();
  request.destroy();
}
