import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { demoWarnings, productionNotes } from './demo-banner.ts';

describe('demo banner', () => {
  it('names every open demo surface and the production command under the default start', () => {
    const banner = demoWarnings(loadConfig({}));
    expect(banner).toMatch(/DEMO MODE/);
    expect(banner).toMatch(/demo outbox is ON/);
    expect(banner).toMatch(/sandbox payment gateway is ON/);
    expect(banner).toMatch(/demo accounts/);
    expect(banner).toMatch(/npm run start:prod/);
  });

  it('is silent under the production profile', () => {
    expect(
      demoWarnings(
        loadConfig({
          DEPLOYMENT: 'production',
          DATABASE_URL: 'postgres://pavilion@db.internal:5432/pavilion',
          REDIS_URL: 'redis://redis.internal:6379',
          PUBLIC_URL: 'https://play.example.com',
          SECRETS_KEY: Buffer.alloc(32, 1).toString('base64'),
          SMTP_URL: 'smtp://mailer:secret@smtp.internal:587',
          SMS_PROVIDERS: 'http',
          SMS_HTTP_URL: 'https://sms.internal/send',
        }),
      ),
    ).toBeNull();
  });

  it('tells a production start behind no trusted proxy what TRUST_PROXY must be', () => {
    expect(productionNotes({ DEPLOYMENT: 'production', TRUST_PROXY: false })).toMatch(/set TRUST_PROXY=true/);
    expect(productionNotes({ DEPLOYMENT: 'production', TRUST_PROXY: true })).toBeNull();
    expect(productionNotes({ DEPLOYMENT: 'demo', TRUST_PROXY: false })).toBeNull();
  });
});
