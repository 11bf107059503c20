import { describe, expect, it } from 'vitest';
import { readCookie, rememberCookie } from './remember-me';

describe('remember-me cookie', () => {
  it('lasts exactly one day', () => {
    const now = Date.UTC(2030, 0, 1, 12, 0, 0);
    const cookie = rememberCookie('player01', now);
    expect(cookie).toContain('rememberUsername=player01');
    expect(cookie).toContain(`expires=${new Date(now + 86_400_000).toUTCString()}`);
  });
  it('clears with an expiry in the past', () => {
    expect(rememberCookie(null, Date.now())).toContain('expires=Thu, 01 Jan 1970');
  });
  it('reads its value back, encoded', () => {
    const value = rememberCookie('a b;c', 0).split(';')[0] ?? '';
    expect(readCookie(`theme=dark; ${value}; x=1`, 'rememberUsername')).toBe('a b;c');
    expect(readCookie('theme=dark', 'rememberUsername')).toBeNull();
  });
});
