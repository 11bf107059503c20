// A one-action-per-interval gate (spec §5: favourite add/remove once per second).
export type TThrottle = { tryAcquire: (nowMs?: number) => boolean };

export function createThrottle(intervalMs: number): TThrottle {
  let last = Number.NEGATIVE_INFINITY;
  return {
    tryAcquire(nowMs = Date.now()) {
      if (nowMs - last < intervalMs) {
        return false;
      }
      last = nowMs;
      return true;
    },
  };
}
