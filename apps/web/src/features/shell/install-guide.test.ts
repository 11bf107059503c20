import { describe, expect, it } from 'vitest';
import { GUIDE_PLATFORMS, GUIDE_STEPS, installPlatform } from './install-guide';
import en from './locales/en.json';
import km from './locales/km.json';
import zh from './locales/zh.json';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  ipadOs:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  chrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/116.0.0.0',
};

describe('the install guide for a browser', () => {
  it('is Safari’s for iPhone and for an iPad that calls itself a Mac', () => {
    expect(installPlatform(UA.iphone, 5)).toBe('ios');
    expect(installPlatform(UA.ipadOs, 5)).toBe('ios');
    expect(installPlatform(UA.ipadOs, 0)).toBe('other'); // Safari on a real Mac
  });

  it('is the menu’s on Android, the address bar’s in desktop Chrome and Edge', () => {
    expect(installPlatform(UA.android, 5)).toBe('android');
    expect(installPlatform(UA.chrome, 0)).toBe('desktop');
    expect(installPlatform(UA.edge, 0)).toBe('desktop');
  });

  it('is none in desktop browsers that cannot install the site', () => {
    expect(installPlatform(UA.firefox, 0)).toBe('other');
    expect(installPlatform(UA.opera, 0)).toBe('other');
  });

  it('has every step written in each language', () => {
    for (const bundle of [en, zh, km]) {
      const steps = bundle.download.install.steps as Record<string, string>;
      for (const platform of GUIDE_PLATFORMS) {
        for (const step of GUIDE_STEPS[platform]) {
          expect(steps[step], `${platform}.${step}`).toBeTruthy();
        }
      }
    }
  });
});
