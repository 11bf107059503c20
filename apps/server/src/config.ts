// Environment configuration, parsed once at start-up; a bad value stops the process with a clear message.
import { z } from 'zod';

const flag = z.enum(['true', 'false']).optional();

/** Deployment profile, database pool and job runner (decision 017, 018). */
const ZRuntimeConfigSchema = z.object({
  /** `demo` (default): the embedded demo with its outbox and sandbox gateway; `production` refuses both */
  DEPLOYMENT: z.enum(['demo', 'production']).default('demo'),
  /** connections of this instance's PostgreSQL pool; instances × (pool + JOBS_POOL_SIZE) < max_connections */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /** run scheduled jobs in this instance (several instances share them: each occurrence runs once) */
  JOBS_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** a streaming replica for reports, exports and console lists (decision 067); unset: the primary */
  DATABASE_READ_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  /** replay lag (seconds) above which those reads go back to the primary */
  DATABASE_READ_MAX_LAG_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  /** how often the replica's reachability and lag are probed, seconds */
  DATABASE_READ_PROBE_SECONDS: z.coerce.number().min(0.2).max(300).default(2),
  /** connections of the replica pool */
  DATABASE_READ_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(5),
  /** connections of the job runner's own PostgreSQL pool (PGlite: shares the one connection) */
  JOBS_POOL_SIZE: z.coerce.number().int().min(1).max(50).default(2),
  /** how often the runner checks schedules and dead workers, in seconds (tests shorten it) */
  JOBS_MONITOR_SECONDS: z.coerce.number().int().min(1).max(45).default(30),
});

/** The cashier's settings (decision 013). */
const ZCashierConfigSchema = z.object({
  /** a payout not confirmed within this many minutes counts as received */
  WITHDRAWAL_AUTO_RECEIVE_MINUTES: z.coerce.number().int().min(1).default(1440),
  /** cron (UTC) of the auto-receive sweep */
  WITHDRAWAL_AUTO_RECEIVE_CRON: z.string().min(9).default('* * * * *'),
  WITHDRAWAL_MIN_AMOUNT: z.coerce.number().int().min(1).default(1_000),
  WITHDRAWAL_MAX_AMOUNT: z.coerce.number().int().min(1).default(10_000_000),
  /** HMAC secret of the sandbox gateway; unset: generated once and kept in site_settings */
  SANDBOX_GATEWAY_SECRET: z.string().min(32).max(256).optional(),
  /** the sandbox gateway lets anyone "pay": on in the demo, off (and refused) under DEPLOYMENT=production */
  SANDBOX_GATEWAY_ENABLED: flag,
  /** Stripe's API base URL (decision 080); unset: api.stripe.com. Tests point it at a local stub. */
  STRIPE_API_URL: z.string().url().optional(),
});

/** Identity providers and phone verification (issue 18, decision 028). */
const ZIdentityConfigSchema = z.object({
  /** where users reach the site (redirect URL of identity providers); default http://localhost:PORT */
  PUBLIC_URL: z.string().url().optional(),
  /** the bundled "Demo ID" OpenID provider at /oidc; never on under NODE_ENV or DEPLOYMENT production */
  DEMO_ID_PROVIDER: flag,
  /** seconds added to this server's clock when checking providers' tokens (positive when it runs behind) */
  IDENTITY_CLOCK_SKEW_SECONDS: z.coerce.number().int().min(-86_400).max(86_400).default(0),
  /** how SMS codes are verified: our outbox/SMS codes, or a third-party phone service's signed token */
  PHONE_VERIFICATION: z.enum(['outbox', 'provider-token']).default('outbox'),
  PHONE_TOKEN_ISSUER: z.string().min(1).optional(),
  PHONE_TOKEN_AUDIENCE: z.string().min(1).optional(),
  PHONE_TOKEN_JWKS_URL: z.string().url().optional(),
});

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional());

/** Where uploads are kept (decision 066): shared by every instance unless STORAGE=local. */
const ZStorageConfigSchema = z.object({
  /** `postgres` (default): blobs in the database (PGlite or PostgreSQL); `s3`: an S3-compatible bucket; `local`: files under UPLOADS_DIR (one instance, refused in production) */
  STORAGE: z.enum(['postgres', 's3', 'local']).default('postgres'),
  /** the largest blob stored, in bytes; a bigger upload is answered 413 UPLOAD_TOO_LARGE */
  BLOB_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(1024 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  S3_BUCKET: optionalText,
  /** the S3 API's address (MinIO, Ceph, R2…); unset: AWS's own for S3_REGION */
  S3_ENDPOINT: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** unset: the SDK's default credential chain (instance role, AWS_* variables) */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** bucket in the path (`endpoint/bucket/key`), as most self-hosted S3 servers need */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

const masterKey = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .refine(
      (v) => Buffer.from(v, 'base64').length === 32 && Buffer.from(v, 'base64').toString('base64') === v,
      {
        message: 'the base64 of 32 random bytes (openssl rand -base64 32)',
      },
    )
    .optional(),
);

/** Secrets at rest (decision 064). */
const ZSecretsConfigSchema = z.object({
  /** master key wrapping every stored secret's data key; unset (demo only): generated into SECRETS_KEY_FILE */
  SECRETS_KEY: masterKey,
  /** the master key before a rotation: still opens values until `npm run secrets:rotate` re-wraps them */
  SECRETS_KEY_PREVIOUS: masterKey,
  /** where the demo keeps its generated master key (next to the PGlite data), mode 0600 */
  SECRETS_KEY_FILE: z.string().default('./data/secrets.key'),
});

const SMS_PROVIDER_NAMES = ['outbox', 'twilio', 'http'] as const;
export type TSmsProviderName = (typeof SMS_PROVIDER_NAMES)[number];

/** E-mail and SMS delivery (decision 071): SMTP, Twilio, a generic HTTP aggregator; the outbox in the demo. */
const ZMessagingConfigSchema = z.object({
  /** smtp://user:pass@host:587 or smtps://…:465; unset: e-mails go to the demo outbox (refused in production) */
  SMTP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .url()
      .refine((v) => /^smtps?:\/\//.test(v), { message: 'an smtp:// or smtps:// URL' })
      .optional(),
  ),
  /** the From of every e-mail; unset: Pavilion <no-reply@PUBLIC_URL's host> */
  MAIL_FROM: optionalText,
  /** SMS providers in fallback order, e.g. `twilio,http`; `outbox` (the demo default) is refused in production */
  SMS_PROVIDERS: z
    .string()
    .default('outbox')
    .transform((v) =>
      v
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.enum(SMS_PROVIDER_NAMES))
        .min(1)
        .refine((list) => new Set(list).size === list.length, { message: 'a provider is listed twice' }),
    ),
  /** tries per provider for a network error, a time-out, a 5xx or a 429 (a 4xx reject is not retried) */
  SMS_RETRY_ATTEMPTS: z.coerce.number().int().min(1).max(6).default(3),
  /** first back-off in ms; it doubles each try, with jitter */
  SMS_RETRY_BASE_MS: z.coerce.number().int().min(0).max(10_000).default(300),
  /** one provider call's time-out in ms */
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  /** the sender: a Twilio number in E.164 or an alphanumeric sender id */
  TWILIO_FROM: optionalText,
  /** instead of TWILIO_FROM: a Messaging Service that picks the sender */
  TWILIO_MESSAGING_SERVICE_SID: optionalText,
  /** Twilio's API host; tests point it at a local stub */
  TWILIO_API_BASE_URL: z.string().url().default('https://api.twilio.com'),
  /** the generic HTTP adapter: the aggregator's address; {to}, {text} and {reference} are filled in */
  SMS_HTTP_URL: optionalText,
  SMS_HTTP_METHOD: z.enum(['GET', 'POST', 'PUT']).default('POST'),
  /** extra request headers as a JSON object, e.g. {"Authorization":"Bearer …"} */
  SMS_HTTP_HEADERS: z.preprocess(
    (v) => (v === '' || v === undefined ? '{}' : v),
    z.string().transform((v, ctx) => {
      try {
        const parsed: unknown = JSON.parse(v);
        const ok = z.record(z.string(), z.string()).safeParse(parsed);
        if (ok.success) {
          return ok.data;
        }
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: 'a JSON object of string header values' });
      return z.NEVER;
    }),
  ),
  /** the body template with {to}, {text}, {reference} (escaped for SMS_HTTP_CONTENT_TYPE); unset: no body */
  SMS_HTTP_BODY: optionalText,
  SMS_HTTP_CONTENT_TYPE: z.string().min(1).default('application/json'),
  /** HTTP statuses that mean accepted */
  SMS_HTTP_SUCCESS_STATUS: z
    .string()
    .default('200,201,202')
    .transform((v) => v.split(',').map((s) => Number(s.trim())))
    .pipe(z.array(z.number().int().min(200).max(299)).min(1)),
  /** and, when set, a JSON field that must hold a value: `status=ok`, `data.code=0` */
  SMS_HTTP_SUCCESS_FIELD: optionalText,
  /** the JSON field with the aggregator's message id (matched by its delivery callback) */
  SMS_HTTP_ID_FIELD: optionalText,
  /** the shared secret the aggregator sends in X-Callback-Secret to /api/messaging/sms/http/status */
  SMS_HTTP_CALLBACK_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16).optional()),
});

const ZConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().default('./data/pglite'),
  /** STORAGE=local's folder, and where activity images uploaded before decision 066 are still read from */
  UPLOADS_DIR: z.string().default('./data/uploads'),
  REDIS_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  /** bearer token of GET /metrics; unset: /metrics is open in the demo and absent under DEPLOYMENT=production */
  METRICS_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16).max(256).optional()),
  /** seconds one database read of the business counters (postings, bets) serves /metrics scrapes */
  METRICS_DB_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(10),
  /** on SIGTERM: seconds of 503 readiness before the listener closes (the balancer's check interval) */
  DRAIN_DELAY_SECONDS: z.coerce.number().min(0).max(120).default(0),
  /** on SIGTERM: seconds after which a drain that still hangs is cut (exit 1) */
  DRAIN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(30),
  /** prefix of every Redis key and channel of this deployment; by default derived from its database */
  REDIS_KEY_PREFIX: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).max(200).optional()),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  LOGIN_LOCK_THRESHOLD: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().min(1).default(90),
  TRIAL_CREDIT_MINOR: z.coerce.number().int().min(0).default(200_000),
  /** the demo SMS/e-mail outbox over HTTP; on in the demo, off (and refused) under DEPLOYMENT=production */
  EXPOSE_OUTBOX: flag,
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** demo agent and players with known passwords; on in the demo, off (and refused) under DEPLOYMENT=production */
  SEED_DEMO: flag,
  RATE_LIMIT_SCALE: z.coerce.number().min(0.01).default(1),
  /** HMAC secret of the in-house seamless vendor; unset: generated once and kept in the database (never logged) */
  INHOUSE_VENDOR_SECRET: z.string().min(32).max(256).optional(),
  /** the agent settlement's test clock (decision 026): e2e only; off by default, refused in production */
  ALLOW_TEST_CLOCK: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** the simulated sports feed's seed (decision 048): same seed, same fixtures and timelines */
  SPORTS_FEED_SEED: z.coerce.number().int().min(0).default(16),
  /** how often the feed job applies due steps and settles (seconds) */
  SPORTS_FEED_SECONDS: z.coerce.number().int().min(1).max(60).default(3),
  /** an in-play bet waits this long, then odds and suspension are checked again (0 in tests) */
  SPORTS_INPLAY_DELAY_MS: z.coerce.number().int().min(0).max(30_000).default(3000),
  /** cash-out margin in basis points */
  SPORTS_CASHOUT_MARGIN_BP: z.coerce.number().int().min(0).max(5000).default(500),
  /** a member's total stake on the open tickets of one event, minor units */
  SPORTS_MEMBER_EVENT_MAX: z.coerce.number().int().min(1).default(20_000_000),
  ...ZRuntimeConfigSchema.shape,
  ...ZCashierConfigSchema.shape,
  ...ZIdentityConfigSchema.shape,
  ...ZSecretsConfigSchema.shape,
  ...ZStorageConfigSchema.shape,
  ...ZMessagingConfigSchema.shape,
});
type TParsed = z.infer<typeof ZConfigSchema>;
export type TConfig = Omit<TParsed, 'EXPOSE_OUTBOX' | 'SANDBOX_GATEWAY_ENABLED' | 'SEED_DEMO'> & {
  EXPOSE_OUTBOX: boolean;
  SANDBOX_GATEWAY_ENABLED: boolean;
  SEED_DEMO: boolean;
};

/** What a production deployment must set, and why. */
const PRODUCTION_NEEDS = {
  DATABASE_URL:
    'a PostgreSQL server (embedded PGlite is one process on one disk: no second instance, no replica)',
  REDIS_URL: 'Redis, so rate limits and live events are shared by every instance',
  PUBLIC_URL: 'the public address players reach (links in e-mails, identity provider redirects, callbacks)',
  SECRETS_KEY:
    'the master key of secrets at rest, kept outside the database (a generated key file sits on one disk, next to the data it protects)',
  SMTP_URL:
    'an SMTP server for e-mail (without it reset links and codes go to the demo outbox, a table nobody reads)',
} as const;

/** What each SMS provider needs before it can be listed in SMS_PROVIDERS. */
function smsProviderProblems(
  rest: Omit<TParsed, 'EXPOSE_OUTBOX' | 'SANDBOX_GATEWAY_ENABLED' | 'SEED_DEMO'>,
): string[] {
  const problems: string[] = [];
  if (rest.SMS_PROVIDERS.includes('twilio')) {
    if (!rest.TWILIO_ACCOUNT_SID || !rest.TWILIO_AUTH_TOKEN) {
      problems.push('SMS_PROVIDERS=twilio needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN');
    }
    if (!rest.TWILIO_FROM && !rest.TWILIO_MESSAGING_SERVICE_SID) {
      problems.push('SMS_PROVIDERS=twilio needs TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID');
    }
  }
  if (rest.SMS_PROVIDERS.includes('http') && !rest.SMS_HTTP_URL) {
    problems.push('SMS_PROVIDERS=http needs SMS_HTTP_URL');
  }
  return problems;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const { EXPOSE_OUTBOX, SANDBOX_GATEWAY_ENABLED, SEED_DEMO, ...rest } = parsed.data;
  if (
    rest.PHONE_VERIFICATION === 'provider-token' &&
    (!rest.PHONE_TOKEN_ISSUER || !rest.PHONE_TOKEN_AUDIENCE || !rest.PHONE_TOKEN_JWKS_URL)
  ) {
    throw new Error(
      'Invalid configuration:\n  PHONE_VERIFICATION=provider-token needs PHONE_TOKEN_ISSUER, PHONE_TOKEN_AUDIENCE and PHONE_TOKEN_JWKS_URL',
    );
  }
  if (rest.WITHDRAWAL_MIN_AMOUNT > rest.WITHDRAWAL_MAX_AMOUNT) {
    throw new Error('Invalid configuration:\n  WITHDRAWAL_MIN_AMOUNT is above WITHDRAWAL_MAX_AMOUNT');
  }
  if (rest.DATABASE_READ_URL && !rest.DATABASE_URL) {
    throw new Error(
      'Invalid configuration:\n  DATABASE_READ_URL needs DATABASE_URL (a replica of embedded PGlite does not exist)',
    );
  }
  if (rest.STORAGE === 's3' && !rest.S3_BUCKET) {
    throw new Error('Invalid configuration:\n  STORAGE=s3 needs S3_BUCKET');
  }
  if (Boolean(rest.S3_ACCESS_KEY_ID) !== Boolean(rest.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  const smsProblems = smsProviderProblems(rest);
  if (smsProblems.length > 0) {
    throw new Error(`Invalid configuration:\n${smsProblems.map((p) => `  ${p}`).join('\n')}`);
  }
  const production = rest.DEPLOYMENT === 'production';
  if (rest.ALLOW_TEST_CLOCK && (production || rest.NODE_ENV === 'production')) {
    // a shifted settlement clock pays periods that have not ended: never in production
    throw new Error(
      'Invalid configuration:\n  ALLOW_TEST_CLOCK=true is refused under NODE_ENV or DEPLOYMENT production',
    );
  }
  if (production) {
    // A production start never serves the demo outbox (SMS codes for any phone), the sandbox gateway
    // (anyone can "pay") or the demo accounts: refuse rather than silently run an open demo.
    const refused = Object.entries({ EXPOSE_OUTBOX, SANDBOX_GATEWAY_ENABLED, SEED_DEMO }).filter(
      ([, v]) => v === 'true',
    );
    if (refused.length > 0) {
      throw new Error(
        `Invalid configuration:\n  DEPLOYMENT=production refuses ${refused.map(([k]) => `${k}=true`).join(', ')}`,
      );
    }
    if (rest.STORAGE === 'local') {
      // files on one instance's disk: a second instance, or a replaced one, does not see them
      throw new Error(
        'Invalid configuration:\n  DEPLOYMENT=production refuses STORAGE=local (uploads on one disk are not seen by other instances): use STORAGE=postgres or STORAGE=s3',
      );
    }
    if (rest.SMS_PROVIDERS.includes('outbox')) {
      // the outbox keeps codes in a table nobody reads: members would never receive them
      throw new Error(
        'Invalid configuration:\n  DEPLOYMENT=production refuses SMS_PROVIDERS=outbox (codes would stay in the demo outbox, a table nobody reads): list real providers, e.g. SMS_PROVIDERS=twilio,http',
      );
    }
    // nor does it run as one process on a local disk: PostgreSQL, Redis and the public address are needed
    const missing = Object.entries(PRODUCTION_NEEDS).filter(
      ([k]) => !rest[k as keyof typeof PRODUCTION_NEEDS],
    );
    if (missing.length > 0) {
      throw new Error(
        `Invalid configuration: DEPLOYMENT=production needs\n${missing.map(([k, why]) => `  ${k}: ${why}`).join('\n')}`,
      );
    }
  }
  // Outside the production profile NODE_ENV=production still turns the demo surfaces off by default.
  const demoDefault = !production && rest.NODE_ENV !== 'production';
  const on = (v: 'true' | 'false' | undefined, fallback: boolean) =>
    v === undefined ? fallback : v === 'true';
  return {
    ...rest,
    EXPOSE_OUTBOX: on(EXPOSE_OUTBOX, demoDefault),
    SANDBOX_GATEWAY_ENABLED: on(SANDBOX_GATEWAY_ENABLED, demoDefault),
    SEED_DEMO: on(SEED_DEMO, !production),
  };
}

/** The tests' fixed master key (never a deployment's). */
export const TEST_SECRETS_KEY = Buffer.from('pavilion-test-secrets-key-32byte').toString('base64');

/** Config for tests: defaults plus overrides, no environment leakage except DATABASE_URL. */
export function testConfig(overrides: Partial<TConfig> = {}): TConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SECRETS_KEY: TEST_SECRETS_KEY }),
    ...overrides,
  };
}
