import type { Role } from '@contracts/roles';
import { buildTestApp, signInAs, type TestContext, type TestUser } from './build-app';

type UsersOf<R extends readonly Role[]> = { -readonly [K in keyof R]: TestUser };

/** Signs in one new user per role given, at once; the users come back in the roles' order. */
export function signInEach<const R extends readonly Role[]>(context: TestContext, ...roles: R): Promise<UsersOf<R>> {
  return Promise.all(roles.map((role) => signInAs(context, role))) as Promise<UsersOf<R>>;
}

/**
 * The test file's app (`buildTestApp`, closed after the file) and one signed-in user per role given, in that order:
 * `const [context, staff, teacher] = await signedInApp('staff', 'teacher');` at the top of the file.
 */
export async function signedInApp<const R extends readonly Role[]>(...roles: R): Promise<[TestContext, ...UsersOf<R>]> {
  const context = await buildTestApp();
  return [context, ...(await signInEach(context, ...roles))];
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request to the app as `user` (or as nobody), with a JSON payload when one is given. */
export function callerOf(context: TestContext) {
  return (user: TestUser | null, method: Method, url: string, payload?: object) =>
    context.app.inject({ method, url, ...(payload ? { payload } : {}), headers: user ? user.auth : {} });
}
