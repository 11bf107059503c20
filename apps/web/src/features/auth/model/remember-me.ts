// Remember-me (spec §4, §9): the username is kept in a cookie that lasts one day
// (REMEMBER_ME_MS) and pre-fills the login form.
import { REMEMBER_ME_MS } from '@pavilion/contracts/constants';

export const REMEMBER_COOKIE = 'rememberUsername';

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The Set-Cookie string for document.cookie; null username clears the cookie. */
export function rememberCookie(username: string | null, now: number): string {
  const expires = new Date(username === null ? 0 : now + REMEMBER_ME_MS).toUTCString();
  return `${REMEMBER_COOKIE}=${encodeURIComponent(username ?? '')}; expires=${expires}; path=/; SameSite=Lax`;
}

export function loadRememberedUsername(): string | null {
  return readCookie(document.cookie, REMEMBER_COOKIE) || null;
}

export function saveRememberedUsername(username: string | null): void {
  document.cookie = rememberCookie(username, Date.now());
}
