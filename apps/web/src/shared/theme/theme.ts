// Dark and light themes: [data-theme] on <html>, persisted in localStorage `theme`.
import { create } from 'zustand';
import { LOCAL_KEYS } from '@pavilion/contracts/constants';

export type TTheme = 'dark' | 'light';

function storedTheme(): TTheme {
  const value = localStorage.getItem(LOCAL_KEYS.theme);
  if (value === 'dark' || value === 'light') {
    return value;
  }
  return window.matchMedia?.('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
}

/** The browser's title bar and status bar (meta theme-color) take the theme's surface, the header's colour. */
function applyTheme(theme: TTheme) {
  document.documentElement.dataset.theme = theme;
  const surface = getComputedStyle(document.documentElement).getPropertyValue('--color-surface').trim();
  if (surface) {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', surface);
  }
}

export const useTheme = create<{ theme: TTheme; setTheme: (t: TTheme) => void }>((set) => ({
  theme: 'dark',
  setTheme: (theme) => {
    localStorage.setItem(LOCAL_KEYS.theme, theme);
    applyTheme(theme);
    set({ theme });
  },
}));

export function initTheme() {
  const theme = storedTheme();
  applyTheme(theme);
  useTheme.setState({ theme });
}
