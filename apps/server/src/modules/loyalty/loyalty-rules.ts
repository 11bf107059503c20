// The loyalty rules as pure functions (decision 035): which VIP level counted totals reach, the
// progress to the next, the relegation review of a month, rebate amounts by game type, the UTC
// periods rewards are keyed by, and referral codes. No I/O: the service feeds them.
import type { TRebateLine, TVipLevel } from '@pavilion/contracts/loyalty';

export type TTotals = { deposit: number; validBet: number };

/** The highest level whose deposit and valid-bet thresholds are both met (levels sorted by level). */
export function levelFor(levels: readonly TVipLevel[], totals: TTotals): number {
  let reached = 0;
  for (const l of levels) {
    if (totals.deposit >= l.depositThreshold && totals.validBet >= l.validBetThreshold) {
      reached = Math.max(reached, l.level);
    }
  }
  return reached;
}

function percent(value: number, from: number, to: number): number {
  if (to <= from || value >= to) {
    return 100;
  }
  return Math.max(0, Math.min(100, Math.floor(((value - from) * 100) / (to - from))));
}

/** Progress (0..100 per threshold) from the current level's thresholds to the next level's. */
export function progressTo(
  levels: readonly TVipLevel[],
  level: number,
  totals: TTotals,
): { next: TVipLevel | null; deposit: number; validBet: number } {
  const current = levels.find((l) => l.level === level);
  const next = levels.find((l) => l.level === level + 1) ?? null;
  if (!next) {
    return { next: null, deposit: 100, validBet: 100 };
  }
  return {
    next,
    deposit: percent(totals.deposit, current?.depositThreshold ?? 0, next.depositThreshold),
    validBet: percent(totals.validBet, current?.validBetThreshold ?? 0, next.validBetThreshold),
  };
}

export type TLevelState = { level: number; depositOffset: number; betOffset: number };

/**
 * The level-keep review of a month: a member at level L ≥ 1 whose valid bets of the month fell
 * short of L's keep requirement drops one level; the counted totals restart at the thresholds of
 * the new level (its credit), so the member earns the difference again to climb back.
 */
export function reviewMonth(
  levels: readonly TVipLevel[],
  state: TLevelState,
  monthValidBet: number,
): TLevelState & { relegated: boolean } {
  const current = levels.find((l) => l.level === state.level);
  if (!current || state.level < 1 || monthValidBet >= current.keepValidBet) {
    return { ...state, relegated: false };
  }
  const lower = levels.find((l) => l.level === state.level - 1);
  return {
    level: state.level - 1,
    depositOffset: lower?.depositThreshold ?? 0,
    betOffset: lower?.validBetThreshold ?? 0,
    relegated: true,
  };
}

/** Levels whose upgrade bonus a move from `from` to `to` earns (each level once, ever). */
export function levelsPassed(from: number, to: number): number[] {
  const out: number[] = [];
  for (let l = from + 1; l <= to; l++) {
    out.push(l);
  }
  return out;
}

/** Rebate per game type: floor(validBet × rate / 10,000), a line per game type with a bet. */
export function rebateLines(
  validBets: readonly { gameType: string; validBet: number }[],
  rateOf: (gameType: string) => number,
): { lines: TRebateLine[]; total: number } {
  const byType = new Map<string, number>();
  for (const b of validBets) {
    byType.set(b.gameType, (byType.get(b.gameType) ?? 0) + b.validBet);
  }
  const lines = [...byType.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([gameType, validBet]) => {
      const rateBp = rateOf(gameType);
      return { gameType, validBet, rateBp, amount: Number((BigInt(validBet) * BigInt(rateBp)) / 10_000n) };
    });
  return { lines, total: lines.reduce((s, l) => s + l.amount, 0) };
}

/** yyyy-MM-dd of a UTC day. */
export function dayKey(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** yyyy-MM of a UTC month. */
export function monthKey(d: Date): string {
  return d.toISOString().slice(0, 7);
}

export function startOfUtcDay(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

export function startOfUtcMonth(d: Date, monthsBack = 0): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - monthsBack, 1));
}

/** Bets settle with a lag (a transaction's now() is its start): a window closes this long after its end. */
export const SETTLE_LAG_MS = 60_000;

/**
 * The UTC days the daily rebate still owes at `now`: every day after `lastDone` whose end is at
 * least SETTLE_LAG_MS past; with no day done yet, only yesterday (the job starts from its install).
 */
export function dueRebateDays(lastDone: string | null, now: Date): string[] {
  const lastClosed = new Date(startOfUtcDay(new Date(now.getTime() - SETTLE_LAG_MS)).getTime() - 86_400_000);
  const first = lastDone ? new Date(Date.parse(`${lastDone}T00:00:00Z`) + 86_400_000) : lastClosed;
  const out: string[] = [];
  for (let d = first; d <= lastClosed; d = new Date(d.getTime() + 86_400_000)) {
    out.push(dayKey(d));
  }
  return out;
}

/** True when the member's birthday (yyyy-MM-dd) falls in the UTC month of `now`. */
export function isBirthdayMonth(birthday: string | null, now: Date): boolean {
  return !!birthday && birthday.slice(5, 7) === monthKey(now).slice(5, 7);
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

/** A referral code from random bytes: 'R' and 7 characters without look-alikes (0/O, 1/I). */
export function referralCodeFrom(bytes: Uint8Array): string {
  let code = 'R';
  for (let i = 0; code.length < REFERRAL_CODE_LENGTH; i++) {
    code += CODE_ALPHABET[(bytes[i] ?? 0) % CODE_ALPHABET.length];
  }
  return code;
}

/** A friend's account as the referrer sees it: first two and last character, stars between. */
export function maskAccount(account: string): string {
  if (account.length <= 3) {
    return `${account.slice(0, 1)}**`;
  }
  return `${account.slice(0, 2)}${'*'.repeat(Math.min(6, account.length - 3))}${account.slice(-1)}`;
}
