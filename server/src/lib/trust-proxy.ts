import { isIP } from 'node:net';

/** Which forwarding proxies to believe for `request.ip`: none, every one, a number of hops, or their addresses/CIDRs. */
export type TrustProxy = boolean | number | string[];

/** The names proxy-addr (Fastify's `trustProxy`) accepts besides addresses. */
const ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (ADDRESS_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY: unset or `false`, `true`, a hop count, or a comma list of addresses/CIDRs; throws on anything else. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0)
    throw new Error(`must be true, a hop count, or addresses/CIDRs separated by commas (not ${bad.join(', ')})`);
  return entries;
}

/** Fastify's option: its types lack the hop count its runtime accepts, so hops become the equivalent function. */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
