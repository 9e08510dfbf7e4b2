import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { trustProxySchema } from './config/trust-proxy.ts';

// The only module that reads process.env: everything else receives a validated Config.
const port = z.coerce.number().int().min(0).max(65535);

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().min(1).default('file:./data/water-footprint.db'),
  DB_SYNCHRONOUS: z.enum(['FULL', 'NORMAL']).default('FULL'),
  // Server processes sharing the port and the SQLite file (docs/operations.md); auto: one a core.
  WORKERS: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)], {
      error: 'must be a whole number from 1 to 64, or auto',
    })
    .default(1)
    .transform((n) => (n === 'auto' ? availableParallelism() : n)),
  // Unset (or empty): the first start generates a code and stores it (domain/participant-code.ts).
  PARTICIPANT_CODE: z
    .string()
    .trim()
    .optional()
    .transform((code) => code || undefined),
  DEFAULT_COMMUNITY_NAME: z.string().trim().min(1).default('Green Valley Apartments'),
  // The community's clock: times in the PDF reports are shown in it (an IANA zone name).
  TIME_ZONE: z
    .string()
    .trim()
    .default('Asia/Kolkata')
    .refine(isTimeZone, 'must be an IANA time zone name, such as Asia/Kolkata'),
  ADMIN_PROFILE_NAME: z.string().trim().min(1).default('admin'),
  ADMIN_EMAIL: z.email().default('admin@localhost'),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Water Footprint Tracker <no-reply@localhost>'),
  // Development and browser tests: reset mails are written here as JSON files, not sent.
  MAIL_OUTBOX_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z.url().optional(),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: trustProxySchema,
  // The whole request (headers and body) must arrive within this time, or it is answered 408
  // and closed: a body sent a byte at a time cannot hold a connection open.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  // A connection that sends and receives nothing for this long is closed.
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL' | 'ADMIN_PASSWORD'> & {
  PUBLIC_URL: string;
  ADMIN_PASSWORD: string;
  ADMIN_PASSWORD_GENERATED: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const generated = !c.ADMIN_PASSWORD;
  return {
    ...c,
    // Printed once at first start when no password was configured (see main.ts).
    ADMIN_PASSWORD: c.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url'),
    ADMIN_PASSWORD_GENERATED: generated,
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
  };
}

export class ConfigError extends Error {}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}
