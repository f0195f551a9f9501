import path from 'node:path';
import { z } from 'zod';
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
  };
}
