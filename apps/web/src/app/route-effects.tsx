// Per-navigation effects (spec §2.1): hide the page loader, then scroll to the hash's element
// (waiting briefly for lazy content to render it) or to the top.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePageLoader } from '@/shared/ui/page-loader';

const HASH_WAIT_MS = 3000;
const HASH_POLL_MS = 50;

export function RouteEffects() {
  const { key, hash } = useLocation();

  useEffect(() => {
    usePageLoader.getState().hide();
    if (!hash || hash === '#') {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const started = Date.now();
    const timer = setInterval(() => {
      const target = document.getElementById(id);
      if (target || Date.now() - started > HASH_WAIT_MS) {
        clearInterval(timer);
        target?.scrollIntoView({ block: 'start' });
      }
    }, HASH_POLL_MS);
    return () => clearInterval(timer);
  }, [key, hash]);

  return null;
}
