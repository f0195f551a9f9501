import type { AddressInfo } from 'node:net';
import { verifyCredential as verifyWithDcc } from '@digitalcredentials/verifier-core';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { TestContext } from './build-app';

/*
 * The test file's app listening on a real port of 127.0.0.1 whose address is the issuer's URL, so that outside
 * verifiers fetch its status lists and achievements over HTTP; nothing else is fetched (verifier-core's schema check
 * would fetch the Open Badges JSON schema from the internet).
 */
export function listenAsIssuer(context: TestContext): void {
  const realFetch = globalThis.fetch;
  // The issuer object is the test run's one (testCredentialIssuer), shared by the files of a worker: its URL is put back.
  let ownUrl = '';
  beforeAll(async () => {
    ownUrl = context.app.credentialIssuer.url;
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input);
      if (url.hostname !== '127.0.0.1') return Promise.reject(new TypeError(`Not fetched in tests: ${url.origin}`));
      return realFetch(input, init);
    });
    await context.app.listen({ host: '127.0.0.1', port: 0 });
    context.app.credentialIssuer.url = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    context.app.credentialIssuer.url = ownUrl;
  });
}

/** verifier-core's verifyCredential, given a credential as JSON (its own type lists the fields it reads). */
export const verifierCore = (options: { credential: Record<string, unknown>; knownDIDRegistries: never[] }) =>
  verifyWithDcc(options as unknown as Parameters<typeof verifyWithDcc>[0]);

export interface LogEntry {
  id: string;
  valid?: boolean;
  error?: { name: string; message: string };
}

/**
 * verifier-core's checks of a credential that matter offline: the signature and the revocation status. Its
 * registry check (knownDIDRegistries empty) and schema check (offline here) cannot pass and are not looked at.
 */
export async function dccVerdict(credential: Record<string, unknown>) {
  // Its schema check logs the refused schema fetch on the console: not the test's output.
  const quiet = [
    vi.spyOn(console, 'log').mockImplementation(() => {}),
    vi.spyOn(console, 'error').mockImplementation(() => {}),
  ];
  const result = (await verifierCore({ credential, knownDIDRegistries: [] }).finally(() =>
    quiet.forEach((spy) => spy.mockRestore()),
  )) as { log?: LogEntry[]; errors?: unknown[] };
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  const entry = (id: string) => result.log?.find((step) => step.id === id);
  return {
    signature: entry('valid_signature')?.valid,
    revocation: entry('revocation_status')?.valid,
    revocationError: entry('revocation_status')?.error?.message,
  };
}
