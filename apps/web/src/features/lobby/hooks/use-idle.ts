// Whether the browser has had an idle moment since `after` became true (once true, stays true).
// Carousels start then: starting measures every slide (a forced layout), which costs little once
// the page's first renders have been laid out and a lot inside them.
import { useEffect, useState } from 'react';

/** Upper bound on the wait, so a busy page still gets its carousels. */
const IDLE_TIMEOUT_MS = 2000;

export function useIdle(after = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle || !after) {
      return;
    }
    if (typeof requestIdleCallback === 'undefined') {
      const timer = setTimeout(() => setIdle(true), 200);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }, [idle, after]);
  return idle;
}
