import crypto from 'node:crypto';
import type { FuzzRole } from './fuzz-requests';

export interface Credentials {
  email: string;
  password: string;
}

export interface FuzzAccounts {
  staff: Credentials;
  /** Made by staff through the API when not given. */
  teacher?: Credentials;
  student?: Credentials;
}

export interface SignedInAccounts {
  credentials: Record<Exclude<FuzzRole, 'anonymous'>, Credentials>;
  tokens: Record<Exclude<FuzzRole, 'anonymous'>, string>;
  /** The ids of the accounts' records (users, teacher and student profiles), as path text. */
  ids: string[];
}

async function call<T>(options: {
  baseUrl: string;
  method: string;
  path: string;
  token?: string;
  body?: unknown;
  expect: number;
}): Promise<T> {
  const response = await fetch(`${options.baseUrl}${options.path}`, {
    method: options.method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  if (response.status !== options.expect)
    throw new Error(`${options.method} ${options.path} answered ${response.status}: ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function signIn(baseUrl: string, credentials: Credentials): Promise<string> {
  return (
    await call<{ token: string }>({ baseUrl, method: 'POST', path: '/api/auth/login', body: credentials, expect: 200 })
  ).token;
}

/** A teacher or student account made by staff through the API (its profile comes with it). */
async function register(options: {
  baseUrl: string;
  staffToken: string;
  role: 'teacher' | 'student';
}): Promise<Credentials> {
  const tag = `${options.role}-${Date.now().toString(36)}-${crypto.randomBytes(3).toString('hex')}`;
  const credentials = { email: `fuzz-${tag}@school.test`, password: `fuzz-password-${tag}` };
  await call({
    baseUrl: options.baseUrl,
    method: 'POST',
    path: '/api/auth/register',
    token: options.staffToken,
    body: { ...credentials, username: `fuzz-${tag}`, role: options.role },
    expect: 201,
  });
  return credentials;
}

/** Signs in the three roles (making the teacher and student when not given) and reads their ids. */
export async function prepareAccounts(baseUrl: string, accounts: FuzzAccounts): Promise<SignedInAccounts> {
  const staffToken = await signIn(baseUrl, accounts.staff);
  const teacher = accounts.teacher ?? (await register({ baseUrl, staffToken, role: 'teacher' }));
  const student = accounts.student ?? (await register({ baseUrl, staffToken, role: 'student' }));
  const tokens = {
    staff: staffToken,
    teacher: await signIn(baseUrl, teacher),
    student: await signIn(baseUrl, student),
  };
  const me = async (token: string) =>
    (await call<{ id: number }>({ baseUrl, method: 'GET', path: '/api/me', token, expect: 200 })).id;
  const teacherProfile = await call<{ id: number }>({
    baseUrl,
    method: 'GET',
    path: '/api/teacher/profile',
    token: tokens.teacher,
    expect: 200,
  });
  const studentProfile = await call<{ id: number }>({
    baseUrl,
    method: 'GET',
    path: '/api/student/profile',
    token: tokens.student,
    expect: 200,
  });
  const ids = [
    await me(tokens.staff),
    await me(tokens.teacher),
    await me(tokens.student),
    teacherProfile.id,
    studentProfile.id,
  ];
  return { credentials: { staff: accounts.staff, teacher, student }, tokens, ids: [...new Set(ids)].map(String) };
}

/** Signs a role in again when its session no longer answers (the fuzzer should never end one; this keeps it going if it does). */
export async function keepSignedIn(
  baseUrl: string,
  accounts: SignedInAccounts,
  role: Exclude<FuzzRole, 'anonymous'>,
): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api/me`, { headers: { authorization: `Bearer ${accounts.tokens[role]}` } });
  await response.arrayBuffer();
  if (response.status !== 401) return false;
  accounts.tokens[role] = await signIn(baseUrl, accounts.credentials[role]);
  return true;
}
