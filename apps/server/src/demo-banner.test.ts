import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { demoWarnings } from './demo-banner.ts';

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
    expect(demoWarnings(loadConfig({ DEPLOYMENT: 'production' }))).toBeNull();
  });
});
