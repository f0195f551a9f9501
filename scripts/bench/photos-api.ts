import type { LoginResponse } from '../../contracts/auth';
import type { DocumentItem, DocumentStatistics } from '../../contracts/documents';
import { LIST_HEADERS } from '../../contracts/lists';
import type { PhotoOwnerKind, PhotoState } from '../../contracts/photos';

export interface Account {
  email: string;
  password: string;
}

export interface Session {
  token: string;
  /** The teacher's or student's own record; null for staff. */
  profileId: number | null;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

export async function signIn(baseUrl: string, account: Account): Promise<Session> {
  const response = await ok(
    await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    }),
    `sign-in of ${account.email}`,
  );
  const body = (await response.json()) as LoginResponse;
  return { token: body.token, profileId: body.user.profile?.id ?? null };
}

export async function getJson<T>(baseUrl: string, token: string, path: string): Promise<T> {
  return (await (await ok(await fetch(`${baseUrl}${path}`, { headers: bearer(token) }), `GET ${path}`)).json()) as T;
}

/** GET of a URL with the token: status and body (a photo's bytes, or its error). */
export async function download(
  baseUrl: string,
  token: string,
  path: string,
): Promise<{ status: number; body: Buffer; type: string }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: bearer(token) });
  return {
    status: response.status,
    body: Buffer.from(await response.arrayBuffer()),
    type: response.headers.get('content-type') ?? '',
  };
}

/** Every teacher's id, through the directory's pages. */
export async function teacherIds(baseUrl: string, token: string): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const query: string = `/api/teachers?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await ok(await fetch(`${baseUrl}${query}`, { headers: bearer(token) }), `GET ${query}`);
    ids.push(...((await response.json()) as { id: number }[]).map((teacher) => teacher.id));
    cursor = response.headers.get(LIST_HEADERS.nextCursor);
  }
  return ids;
}

/** PUT /api/photos/{kind}/{id} with one file part, as the profile's photo dialog sends it; answers the new profile_photo URL. */
export async function uploadPhoto(
  baseUrl: string,
  token: string,
  kind: PhotoOwnerKind,
  id: number,
  jpeg: Buffer,
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'foto.jpg');
  const response = await ok(
    await fetch(`${baseUrl}/api/photos/${kind}/${id}`, { method: 'PUT', headers: bearer(token), body: form }),
    `photo of ${kind} ${id}`,
  );
  const state = (await response.json()) as PhotoState;
  if (!state.profile_photo) throw new Error(`photo of ${kind} ${id}: no profile_photo in the answer`);
  return state.profile_photo;
}

/** An ordinary document (a one-page PDF as a CV) of the teacher, uploaded as staff; answers its id. */
export async function uploadCv(baseUrl: string, token: string, teacherId: number): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    document_type: 'teacher',
    document_tag: 'cv',
    entity_id: String(teacherId),
  }))
    form.append(name, value);
  const pdf = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'cv.pdf');
  const response = await ok(
    await fetch(`${baseUrl}/api/documents`, { method: 'POST', headers: bearer(token), body: form }),
    `CV of teacher ${teacherId}`,
  );
  return ((await response.json()) as { id: number }).id;
}

/** A student account (and its student record) created by staff through /api/auth/register. */
export async function registerStudent(baseUrl: string, staffToken: string, name: string): Promise<Account> {
  const account = { email: `${name}@school.test`, password: `${name}-password` };
  await ok(
    await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(staffToken) },
      body: JSON.stringify({ username: name, ...account, role: 'student' }),
    }),
    `registering ${name}`,
  );
  return account;
}

export const statistics = async (baseUrl: string, staffToken: string) =>
  (await getJson<{ stats: DocumentStatistics }>(baseUrl, staffToken, '/api/documents/statistics')).stats;

/** The teacher's profile-photo document as the documents list shows it (its download_count). */
export async function photoDocument(baseUrl: string, staffToken: string, teacherId: number): Promise<DocumentItem> {
  const { documents } = await getJson<{ documents: DocumentItem[] }>(
    baseUrl,
    staffToken,
    `/api/documents/entity/teacher/${teacherId}`,
  );
  const photo = documents.find((document) => document.is_profile_photo);
  if (!photo) throw new Error(`teacher ${teacherId} has no photo document`);
  return photo;
}

/** Runs `work` on every item, at most `concurrency` at a time, keeping the items' order in the answers. */
export async function eachLimited<T, R>(
  items: T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
