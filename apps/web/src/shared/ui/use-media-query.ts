// Subscribes to a CSS media query (e.g. the phone breakpoint) and re-renders when it flips.
import { useSyncExternalStore } from 'react';

export const PHONE_QUERY = '(max-width: 900px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
