// The server's "now", ticking once a second: the browser clock corrected by the offset measured
// when the last lobby or game answer arrived (countdowns then agree with the server's close).
import { useEffect, useState } from 'react';
import { clockOffset } from '../lib/countdown';

export function useServerNow(serverTime: string | undefined, receivedAt: number | undefined): number {
  const offset = serverTime && receivedAt ? clockOffset(serverTime, receivedAt) : 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now + offset;
}
