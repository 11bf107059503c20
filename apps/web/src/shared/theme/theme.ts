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

export const useTheme = create<{ theme: TTheme; setTheme: (t: TTheme) => void }>((set) => ({
  theme: 'dark',
  setTheme: (theme) => {
    localStorage.setItem(LOCAL_KEYS.theme, theme);
    document.documentElement.dataset.theme = theme;
    set({ theme });
  },
}));

export function initTheme() {
  const theme = storedTheme();
  document.documentElement.dataset.theme = theme;
  useTheme.setState({ theme });
}
