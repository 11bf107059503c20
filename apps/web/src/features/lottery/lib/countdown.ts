// Countdowns of the lottery pages: the browser's clock corrected by the server's (each lobby and
// game answer carries serverTime), and a remaining time written as the lottery sites do
// (mm:ss under an hour, hh:mm:ss under a day, then days).

/** Milliseconds to add to Date.now() to read the server's clock. */
export function clockOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - receivedAt : 0;
}

/** Whole seconds from `now` until `at` (never negative). */
export function secondsUntil(at: string, now: number): number {
  const target = Date.parse(at);
  return Number.isFinite(target) ? Math.max(0, Math.ceil((target - now) / 1000)) : 0;
}

const two = (n: number) => String(n).padStart(2, '0');

export type TCountdownParts = { days: number; clock: string };

/** 75 → { days: 0, clock: "01:15" }; 3_725 → "01:02:05"; 90_061 → { days: 1, clock: "01:01:01" }. */
export function countdownParts(totalSeconds: number): TCountdownParts {
  const s = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const clock =
    days > 0 || hours > 0
      ? `${two(hours)}:${two(minutes)}:${two(seconds)}`
      : `${two(minutes)}:${two(seconds)}`;
  return { days, clock };
}
