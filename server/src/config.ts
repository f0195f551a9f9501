import path from 'node:path';
import { z } from 'zod';
import { APP_NAME } from '@contracts/constants';
import { LANGUAGES, type Language } from '@contracts/languages';
import type { SupportContacts } from '@contracts/support';
import { parseSigningKey } from './modules/credentials/signing/key-text';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const TrustProxySchema = optionalText.transform((value, context): TrustProxy => {
  try {
    return parseTrustProxy(value);
  } catch (error) {
    context.addIssue({ code: 'custom', message: (error as Error).message });
    return z.NEVER;
  }
});

const SigningKeySchema = optionalText.superRefine((value, context) => {
  if (value === undefined) return;
  try {
    parseSigningKey(value);
  } catch (error) {
    context.addIssue({ code: 'custom', message: (error as Error).message });
  }
});

/** An http(s) address without query or fragment, kept without its trailing slash. */
const PublicUrlSchema = optionalText.pipe(
  z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .refine((value) => !/[?#]/.test(value), { error: 'must have no query (?) or fragment (#)' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
);

/**
 * Host names or IP addresses separated by commas (`intranet.escuela.edu,10.0.0.5`), without scheme, port or path:
 * the only hosts on a private network the verifier of credentials from elsewhere may fetch from (issue 25).
 */
const AllowedHostsSchema = optionalText.transform((value, context): string[] => {
  const hosts = (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
  const wrong = hosts.find((host) => !/^(\[[0-9a-f:.]+\]|[0-9a-f:]*:[0-9a-f:.]+|[a-z0-9.-]+)$/.test(host));
  if (wrong !== undefined) {
    context.addIssue({
      code: 'custom',
      message: `'${wrong}' is not a host name or IP address (no scheme, port or path)`,
    });
    return z.NEVER;
  }
  return hosts.map((host) => host.replace(/^\[|\]$/g, ''));
});

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
      .optional(),
  ),
  APP_ENCRYPTION_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, { error: 'must be 64 hexadecimal characters (a 32-byte key)' })
      .optional(),
  ),
  ADMIN_EMAIL: optionalText.pipe(z.email({ error: 'must be a valid email address' }).optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(6, { error: 'must be at least 6 characters' }).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: TrustProxySchema,
  SCHOOL_NAME: optionalText.pipe(z.string().max(200, { error: 'must be at most 200 characters' }).optional()),
  PUBLIC_URL: PublicUrlSchema,
  SCHOOL_LANGUAGE: optionalText.pipe(z.enum(LANGUAGES, { error: 'must be es or en' }).optional()),
  CREDENTIAL_SIGNING_KEY: SigningKeySchema,
  CREDENTIAL_FETCH_ALLOWED_HOSTS: AllowedHostsSchema,
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
      .optional(),
  ),
  MAIL_FROM: optionalText.pipe(z.string().max(300, { error: 'must be at most 300 characters' }).optional()),
  SUPPORT_WHATSAPP: optionalText.pipe(
    z
      .string()
      .regex(/^\+?[0-9][0-9 ().-]{5,30}$/, { error: 'must be a phone number such as +502 5555-1234' })
      .optional(),
  ),
  SUPPORT_EMAIL: optionalText.pipe(z.email({ error: 'must be a valid email address' }).optional()),
  SUPPORT_DISCORD_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  ),
  SUPPORT_HOURS: optionalText.pipe(z.string().max(200, { error: 'must be at most 200 characters' }).optional()),
  PUBLIC_PAGES_RATE_LIMIT: z.coerce.number().int().min(10).max(100_000_000).default(1200),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  encryptionKeyHex: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  trustProxy: TrustProxy;
  /** The issuer's name in the badge credentials. */
  schoolName: string;
  /** The address people reach the product at (no trailing slash): the issuer's url, badge and image URLs. */
  publicUrl: string;
  /** The language of whoever has chosen none and whose browser asks for neither (SCHOOL_LANGUAGE, decision 040). */
  schoolLanguage: Language;
  /** The credential signing key as configured (see modules/credentials/signing/key-text.ts), or undefined for the generated one. */
  credentialSigningKey: string | undefined;
  /** Hosts on a private network that credentials from elsewhere may name (did:web, status lists); none by default. */
  credentialFetchAllowedHosts: string[];
  /** The SMTP server of the product's mail (password reset links); none: the links go to the server's log. */
  smtpUrl: string | undefined;
  /** The sender of the product's mail. */
  mailFrom: string;
  /** The 'Need assistance?' dialog's contacts (SUPPORT_*); null where not set. */
  supportContacts: SupportContacts;
  /** Requests a minute one address may make to the public faculty pages (decision 046). */
  publicPagesPerMinute: number;
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    encryptionKeyHex: value.APP_ENCRYPTION_KEY,
    adminEmail: value.ADMIN_EMAIL,
    adminPassword: value.ADMIN_PASSWORD,
    logLevel: value.LOG_LEVEL,
    trustProxy: value.TRUST_PROXY,
    schoolName: value.SCHOOL_NAME ?? APP_NAME,
    publicUrl: value.PUBLIC_URL ?? `http://localhost:${value.PORT}`,
    schoolLanguage: value.SCHOOL_LANGUAGE ?? 'es',
    credentialSigningKey: value.CREDENTIAL_SIGNING_KEY,
    credentialFetchAllowedHosts: value.CREDENTIAL_FETCH_ALLOWED_HOSTS,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM ?? `${value.SCHOOL_NAME ?? APP_NAME} <no-reply@localhost>`,
    supportContacts: {
      whatsapp: value.SUPPORT_WHATSAPP ?? null,
      email: value.SUPPORT_EMAIL ?? null,
      discord_url: value.SUPPORT_DISCORD_URL ?? null,
      hours: value.SUPPORT_HOURS ?? null,
    },
    publicPagesPerMinute: value.PUBLIC_PAGES_RATE_LIMIT,
  };
}
