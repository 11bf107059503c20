// Environment configuration, parsed once at start-up; a bad value stops the process with a clear message.
import { z } from 'zod';

const ZConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().default('./data/pglite'),
  REDIS_URL: z.string().url().optional(),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  LOGIN_LOCK_THRESHOLD: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().min(1).default(90),
  TRIAL_CREDIT_MINOR: z.coerce.number().int().min(0).default(200_000),
  SMS_PROVIDER: z.enum(['outbox']).default('outbox'),
  /** the demo SMS/e-mail outbox over HTTP; defaults to on, except under NODE_ENV=production */
  EXPOSE_OUTBOX: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  RATE_LIMIT_SCALE: z.coerce.number().min(0.01).default(1),
  /** HMAC secret of the in-house seamless vendor; unset: generated once and kept in the database (never logged) */
  INHOUSE_VENDOR_SECRET: z.string().min(32).max(256).optional(),
});
export type TConfig = Omit<z.infer<typeof ZConfigSchema>, 'EXPOSE_OUTBOX'> & { EXPOSE_OUTBOX: boolean };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const { EXPOSE_OUTBOX, ...rest } = parsed.data;
  return { ...rest, EXPOSE_OUTBOX: EXPOSE_OUTBOX === undefined ? rest.NODE_ENV !== 'production' : EXPOSE_OUTBOX === 'true' };
}

/** Config for tests: defaults plus overrides, no environment leakage except DATABASE_URL. */
export function testConfig(overrides: Partial<TConfig> = {}): TConfig {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}
