// Light and dark themes: [data-theme] on <html>, kept in localStorage apart from the player site's.
import { useSyncExternalStore } from 'react';

export type TTheme = 'light' | 'dark';
const KEY = 'console.theme';
const listeners = new Set<() => void>();

function current(): TTheme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

export function setTheme(theme: TTheme) {
  localStorage.setItem(KEY, theme);
  document.documentElement.dataset.theme = theme;
  listeners.forEach((l) => l());
}

export function initTheme() {
  const stored = localStorage.getItem(KEY);
  const dark = stored ? stored === 'dark' : window.matchMedia?.('(prefers-color-scheme: dark)').matches;
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
}

export function useTheme(): TTheme {
  return useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, current);
}
