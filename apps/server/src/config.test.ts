// The environment is parsed once, here: the deployment profile, the pool size, the job runner and the
// cashier's settings (which the cashier used to parse on its own).
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

/** A production environment with what production needs; each test adds what it tries. */
const PROD = {
  DEPLOYMENT: 'production',
  DATABASE_URL: 'postgres://pavilion@db.internal:5432/pavilion',
  REDIS_URL: 'redis://redis.internal:6379',
  PUBLIC_URL: 'https://play.example.com',
  SECRETS_KEY: Buffer.alloc(32, 1).toString('base64'),
  SMTP_URL: 'smtp://mailer:secret@smtp.internal:587',
  SMS_PROVIDERS: 'http',
  SMS_HTTP_URL: 'https://sms.internal/send',
} as const;

describe('config', () => {
  it('starts as the embedded demo by default: outbox, sandbox gateway and demo accounts on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      DEPLOYMENT: 'demo',
      EXPOSE_OUTBOX: true,
      SANDBOX_GATEWAY_ENABLED: true,
      SEED_DEMO: true,
    });
  });

  it('DEPLOYMENT=production turns the demo surfaces off', () => {
    const config = loadConfig(PROD);
    expect(config).toMatchObject({ EXPOSE_OUTBOX: false, SANDBOX_GATEWAY_ENABLED: false, SEED_DEMO: false });
  });

  it.each(['EXPOSE_OUTBOX', 'SANDBOX_GATEWAY_ENABLED', 'SEED_DEMO'])(
    'DEPLOYMENT=production refuses %s=true',
    (name) => {
      expect(() => loadConfig({ ...PROD, [name]: 'true' })).toThrow(
        new RegExp(`DEPLOYMENT=production refuses ${name}=true`),
      );
      expect(loadConfig({ ...PROD, [name]: 'false' })).toMatchObject({ [name]: false });
    },
  );

  it.each(['DATABASE_URL', 'REDIS_URL', 'PUBLIC_URL', 'SECRETS_KEY', 'SMTP_URL'] as const)(
    'DEPLOYMENT=production needs %s',
    (name) => {
      const env: Record<string, string> = { ...PROD };
      delete env[name];
      expect(() => loadConfig(env)).toThrow(new RegExp(`DEPLOYMENT=production needs\\n  ${name}: `));
    },
  );

  it('DEPLOYMENT=production refuses the SMS outbox, alone or in the fallback list', () => {
    for (const list of ['outbox', 'http,outbox']) {
      expect(() => loadConfig({ ...PROD, SMS_PROVIDERS: list })).toThrow(
        /DEPLOYMENT=production refuses SMS_PROVIDERS=outbox \(codes would stay in the demo outbox/,
      );
    }
    const { SMS_PROVIDERS: _list, ...withoutList } = PROD;
    expect(() => loadConfig(withoutList)).toThrow(/refuses SMS_PROVIDERS=outbox/);
  });

  it('reads the SMS providers in order and refuses one that is not set up', () => {
    expect(loadConfig({}).SMS_PROVIDERS).toEqual(['outbox']);
    const twilio = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15005550006' };
    expect(
      loadConfig({ ...twilio, SMS_PROVIDERS: 'twilio, http', SMS_HTTP_URL: 'http://agg.local/send' })
        .SMS_PROVIDERS,
    ).toEqual(['twilio', 'http']);
    expect(() => loadConfig({ SMS_PROVIDERS: 'twilio' })).toThrow(
      /SMS_PROVIDERS=twilio needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN/,
    );
    expect(() => loadConfig({ ...twilio, TWILIO_FROM: '', SMS_PROVIDERS: 'twilio' })).toThrow(
      /needs TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID/,
    );
    expect(() => loadConfig({ SMS_PROVIDERS: 'http' })).toThrow(/SMS_PROVIDERS=http needs SMS_HTTP_URL/);
    expect(() => loadConfig({ SMS_PROVIDERS: 'pigeon' })).toThrow(/SMS_PROVIDERS/);
    expect(() => loadConfig({ SMS_PROVIDERS: 'outbox,outbox' })).toThrow(/listed twice/);
    expect(() => loadConfig({ SMS_HTTP_HEADERS: '["x"]' })).toThrow(/SMS_HTTP_HEADERS/);
    expect(loadConfig({ SMS_HTTP_HEADERS: '{"Authorization":"Bearer k"}' }).SMS_HTTP_HEADERS).toEqual({
      Authorization: 'Bearer k',
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
  });

  it('takes SECRETS_KEY and SECRETS_KEY_PREVIOUS only as the base64 of 32 bytes', () => {
    const key = Buffer.alloc(32, 2).toString('base64');
    expect(loadConfig({ SECRETS_KEY: key, SECRETS_KEY_PREVIOUS: key })).toMatchObject({
      SECRETS_KEY: key,
      SECRETS_KEY_PREVIOUS: key,
    });
    expect(() => loadConfig({ SECRETS_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/SECRETS_KEY/);
    expect(() => loadConfig({ SECRETS_KEY_PREVIOUS: 'not base64!' })).toThrow(/SECRETS_KEY_PREVIOUS/);
    expect(loadConfig({ SECRETS_KEY: '' }).SECRETS_KEY).toBeUndefined();
  });

  it('refuses an unknown deployment profile', () => {
    expect(() => loadConfig({ DEPLOYMENT: 'prod' })).toThrow(/DEPLOYMENT/);
  });

  it('makes the database pool size a setting, bounded', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '40' }).DATABASE_POOL_SIZE).toBe(40);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('reads the job runner settings', () => {
    expect(loadConfig({})).toMatchObject({
      JOBS_ENABLED: true,
      JOBS_POOL_SIZE: 2,
      JOBS_MONITOR_SECONDS: 30,
      WITHDRAWAL_AUTO_RECEIVE_CRON: '* * * * *',
    });
    expect(loadConfig({ JOBS_ENABLED: 'false' }).JOBS_ENABLED).toBe(false);
    expect(() => loadConfig({ JOBS_MONITOR_SECONDS: '0' })).toThrow(/JOBS_MONITOR_SECONDS/);
  });

  it('keeps the settlement test clock off by default and refuses it in production', () => {
    expect(loadConfig({}).ALLOW_TEST_CLOCK).toBe(false);
    expect(loadConfig({ ALLOW_TEST_CLOCK: 'true' }).ALLOW_TEST_CLOCK).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_TEST_CLOCK: 'false' }).ALLOW_TEST_CLOCK).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_TEST_CLOCK: 'true' })).toThrow(
      /ALLOW_TEST_CLOCK=true is refused/,
    );
    expect(() => loadConfig({ ...PROD, ALLOW_TEST_CLOCK: 'true' })).toThrow(
      /ALLOW_TEST_CLOCK=true is refused/,
    );
    expect(() => loadConfig({ ALLOW_TEST_CLOCK: 'yes' })).toThrow(/ALLOW_TEST_CLOCK/);
  });

  it('keeps uploads in the database by default, under a 10 MiB cap', () => {
    expect(loadConfig({})).toMatchObject({ STORAGE: 'postgres', BLOB_MAX_BYTES: 10 * 1024 * 1024 });
    expect(loadConfig(PROD)).toMatchObject({ STORAGE: 'postgres' });
    expect(loadConfig({ BLOB_MAX_BYTES: '1024' }).BLOB_MAX_BYTES).toBe(1024);
    expect(() => loadConfig({ BLOB_MAX_BYTES: '0' })).toThrow(/BLOB_MAX_BYTES/);
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
  });

  it('DEPLOYMENT=production refuses STORAGE=local with the reason; the demo takes it', () => {
    expect(loadConfig({ STORAGE: 'local' }).STORAGE).toBe('local');
    expect(() => loadConfig({ ...PROD, STORAGE: 'local' })).toThrow(
      /DEPLOYMENT=production refuses STORAGE=local \(uploads on one disk are not seen by other instances\)/,
    );
    expect(loadConfig({ ...PROD, STORAGE: 's3', S3_BUCKET: 'uploads' }).STORAGE).toBe('s3');
  });

  it('STORAGE=s3 needs a bucket, and takes the access key and secret together or not at all', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/STORAGE=s3 needs S3_BUCKET/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_BUCKET: 'b',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toMatchObject({
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
    });
  });
});
