import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { checkText, declaredWords, registerCheckTexts, type CheckText, type CheckValues } from './external/check-texts';

/*
 * The one way the verifier of credentials from elsewhere reaches the network (issue 25): the `did:web` documents
 * and status lists a credential names, and nothing else. A request asks for a JSON document, waits at most
 * FETCH_TIMEOUT_MS and reads at most FETCH_MAX_BYTES, follows no redirect, and never reaches an address of a
 * private, loopback, link-local or otherwise non-public network: the host's name is resolved first, every address
 * it has is checked, and the connection goes to the checked address (so that a second resolution cannot swap it).
 * Hosts the school lists (CREDENTIAL_FETCH_ALLOWED_HOSTS) are exempt from that check and may be reached over plain
 * http, for a service on the school's own network.
 */

export const FETCH_TIMEOUT_MS = 5_000;
export const FETCH_MAX_BYTES = 100_000;

export interface SafeFetchOptions {
  /** Host names or IP addresses (no port) that may be on a private network and be reached over http. */
  allowedHosts: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
}

/** Why a document could not be fetched, as the check that needed it writes it (in the reader's language). */
export const FETCH_TEXTS = {
  /** Values: `host`. */
  hostNotFound: /*i18n*/ { id: 'credentials.fetch.hostNotFound', message: 'no se encontró el servidor {host}' },
  /** Values: `host`, `address`. */
  privateNetwork: /*i18n*/ {
    id: 'credentials.fetch.privateNetwork',
    message: '{host} está en una red privada o local ({address}), que no se consulta por seguridad',
  },
  /** Values: `url`. */
  invalidAddress: /*i18n*/ { id: 'credentials.fetch.invalidAddress', message: 'la dirección {url} no es válida' },
  notHttps: /*i18n*/ { id: 'credentials.fetch.notHttps', message: 'la dirección {url} no es https://' },
  userInAddress: /*i18n*/ {
    id: 'credentials.fetch.userInAddress',
    message: 'la dirección {url} lleva usuario o contraseña',
  },
  timeout: /*i18n*/ { id: 'credentials.fetch.timeout', message: '{host} no respondió a tiempo' },
  /** Values: `host`, `status` (the HTTP status, or '?'). */
  status: /*i18n*/ { id: 'credentials.fetch.status', message: '{host} respondió con el estado {status}' },
  /** Values: `host`, `kb`. */
  tooLarge: /*i18n*/ { id: 'credentials.fetch.tooLarge', message: 'la respuesta de {host} supera {kb} KB' },
  cutShort: /*i18n*/ { id: 'credentials.fetch.cutShort', message: '{host} cortó la respuesta' },
  /** Values: `host`, `code` (the system's error code, such as ECONNREFUSED). */
  notConnected: /*i18n*/ { id: 'credentials.fetch.notConnected', message: 'no se pudo conectar con {host} ({code})' },
  notJson: /*i18n*/ { id: 'credentials.fetch.notJson', message: 'la respuesta de {host} no es un documento JSON' },
} as const;

registerCheckTexts(Object.values(FETCH_TEXTS));

/**
 * A document that could not be fetched: why, as a text the check that needed it writes in the reader's language
 * (`text`); the message is its declared words.
 */
export class FetchRefusedError extends Error {
  readonly text: CheckText;
  constructor(entry: (typeof FETCH_TEXTS)[keyof typeof FETCH_TEXTS], values: CheckValues) {
    const text = checkText(entry, values);
    super(declaredWords(text));
    this.text = text;
    this.name = 'FetchRefusedError';
  }
}

/** The host of a URL as the allow-list writes it: lower case, IPv6 without its brackets. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

export function isAllowedHost(host: string, allowedHosts: readonly string[]): boolean {
  const normalized = host.replace(/^\[|\]$/g, '').toLowerCase();
  return allowedHosts.some((allowed) => allowed.replace(/^\[|\]$/g, '').toLowerCase() === normalized);
}

/** Public unicast, as ipaddr.js names it; an IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as IPv4. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

async function checkedAddress(host: string, allowed: boolean): Promise<CheckedAddress> {
  let addresses: CheckedAddress[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }];
  } else {
    try {
      const found = await dns.lookup(host, { all: true, verbatim: true });
      addresses = found.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));
    } catch {
      throw new FetchRefusedError(FETCH_TEXTS.hostNotFound, { host });
    }
  }
  if (addresses.length === 0) throw new FetchRefusedError(FETCH_TEXTS.hostNotFound, { host });
  if (!allowed) {
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) throw new FetchRefusedError(FETCH_TEXTS.privateNetwork, { host, address: refused.address });
  }
  return addresses[0]!;
}

/**
 * GETs a JSON document under the rules above. Throws FetchRefusedError (plain words) when the address is refused,
 * the server does not answer in time or with 200, the answer is too long, or it is not JSON.
 */
export async function safeFetchJson(rawUrl: string, options: SafeFetchOptions): Promise<unknown> {
  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? FETCH_MAX_BYTES;
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new FetchRefusedError(FETCH_TEXTS.invalidAddress, { url: rawUrl });
  }
  const host = hostOf(url);
  const allowed = isAllowedHost(host, options.allowedHosts);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowed))
    throw new FetchRefusedError(FETCH_TEXTS.notHttps, { url: rawUrl });
  if (url.username || url.password) throw new FetchRefusedError(FETCH_TEXTS.userInAddress, { url: rawUrl });

  const deadline = AbortSignal.timeout(timeoutMs);
  const target = await Promise.race([
    checkedAddress(host, allowed),
    new Promise<never>((_, reject) =>
      deadline.addEventListener('abort', () => reject(new FetchRefusedError(FETCH_TEXTS.timeout, { host }))),
    ),
  ]);
  // The connection goes to the address checked above, whatever a new resolution would say; TLS still checks the name.
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all)
      (callback as unknown as (error: null, addresses: CheckedAddress[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  const body = await new Promise<Buffer>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        lookup,
        signal: deadline,
        headers: { accept: 'application/ld+json, application/json;q=0.9', 'user-agent': 'credential-verifier' },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new FetchRefusedError(FETCH_TEXTS.status, { host, status: response.statusCode ?? '?' }));
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          response.destroy();
          reject(new FetchRefusedError(FETCH_TEXTS.tooLarge, { host, kb: Math.round(maxBytes / 1000) }));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(new FetchRefusedError(FETCH_TEXTS.tooLarge, { host, kb: Math.round(maxBytes / 1000) }));
            return;
          }
          chunks.push(chunk);
        });
        let complete = false;
        response.on('end', () => {
          complete = true;
          resolve(Buffer.concat(chunks));
        });
        // Cut short: by the deadline (the signal destroys the request), or by the server.
        const cut = () =>
          reject(new FetchRefusedError(deadline.aborted ? FETCH_TEXTS.timeout : FETCH_TEXTS.cutShort, { host }));
        response.on('error', cut);
        response.on('close', () => {
          if (!complete) cut();
        });
      },
    );
    request.on('error', (error) => {
      if (deadline.aborted) reject(new FetchRefusedError(FETCH_TEXTS.timeout, { host }));
      else
        reject(
          new FetchRefusedError(FETCH_TEXTS.notConnected, {
            host,
            code: (error as NodeJS.ErrnoException).code ?? error.message,
          }),
        );
    });
    request.end();
  });
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new FetchRefusedError(FETCH_TEXTS.notJson, { host });
  }
}
