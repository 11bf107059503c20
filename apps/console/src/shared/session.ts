// The operator's session token, kept for the tab (sessionStorage): a console left open in
// another tab does not inherit it. Components follow it with useToken.
import { useSyncExternalStore } from 'react';

const KEY = 'console.token';
const listeners = new Set<() => void>();

export function getToken(): string | null {
  return sessionStorage.getItem(KEY);
}

export function setToken(token: string | null) {
  if (token) {
    sessionStorage.setItem(KEY, token);
  } else {
    sessionStorage.removeItem(KEY);
  }
  listeners.forEach((l) => l());
}

export function useToken(): string | null {
  return useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, getToken);
}
