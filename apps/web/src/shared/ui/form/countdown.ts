// Pure timing helpers behind the send-code buttons and captcha refresh (spec §4, §5 throttles):
// a countdown measured against a deadline (robust to throttled timers in background tabs) and a
// "once per interval" gate.

/** Whole seconds left until `endsAt` (epoch ms), never negative; rounds up so 0.2 s shows as 1. */
export function remainingSeconds(endsAt: number | null, now: number): number {
  if (endsAt === null) {
    return 0;
  }
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** Returns a gate that lets a call through at most once per `intervalMs` (first call passes). */
export function createThrottle(intervalMs: number, clock: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const now = clock();
    if (now - last < intervalMs) {
      return false;
    }
    last = now;
    return true;
  };
}
