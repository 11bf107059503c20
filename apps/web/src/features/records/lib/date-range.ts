// The date filter of the records (spec §9 presets "last 7 days" and "last 30 days", plus a custom
// range): local calendar days as yyyy-MM-dd, and the browser's offset the server needs to turn
// those days into instants. Pure: `now` and the offset are passed in so tests fix them.
import { RECORDS_MAX_RANGE_DAYS } from '@pavilion/contracts/records';

export const DATE_PRESETS = ['last7', 'last30'] as const;
export type TDatePreset = (typeof DATE_PRESETS)[number];
export type TDateRange = { from: string; to: string };

const PRESET_DAYS: Record<TDatePreset, number> = { last7: 7, last30: 30 };
const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** The local calendar day of an instant as yyyy-MM-dd. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Minutes east of UTC as the contracts want them (the browser reports the opposite sign). */
export function browserTzOffset(date: Date = new Date()): number {
  // `|| 0` turns the -0 of UTC into 0 so the query reads tzOffset=0
  return -date.getTimezoneOffset() || 0;
}

/**
 * `now` as a Date whose local wall clock reads the time in the zone `tzOffset` minutes east of UTC
 * (the agent centre's fixed zone), so the local-day helpers give that zone's days; the browser's
 * own clock when no offset is given.
 */
export function zoneNow(tzOffset?: number, now: Date = new Date()): Date {
  if (tzOffset === undefined) {
    return now;
  }
  return new Date(now.getTime() + (tzOffset + now.getTimezoneOffset()) * 60_000);
}

/** A preset ending today, today included: last 7 days is today and the 6 days before. */
export function presetRange(preset: TDatePreset, now: Date = new Date()): TDateRange {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (PRESET_DAYS[preset] - 1));
  return { from: localDay(start), to: localDay(now) };
}

/** Day number of a yyyy-MM-dd text (days since 1970-01-01), or null when it is no real date. */
export function dayNumber(text: string): number | null {
  const match = DATE_PATTERN.exec(text);
  if (!match) {
    return null;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return time / DAY_MS;
}

export type TRangeProblem = 'invalidDate' | 'fromAfterTo' | 'tooLong';

/** Why a custom range cannot be asked for, or null when it can (the server checks it again). */
export function rangeProblem(range: TDateRange): TRangeProblem | null {
  const from = dayNumber(range.from);
  const to = dayNumber(range.to);
  if (from === null || to === null) {
    return 'invalidDate';
  }
  if (from > to) {
    return 'fromAfterTo';
  }
  if (to - from + 1 > RECORDS_MAX_RANGE_DAYS) {
    return 'tooLong';
  }
  return null;
}

/** The preset a range equals today, so the preset button shows as chosen; null for a custom one. */
export function presetOf(range: TDateRange, now: Date = new Date()): TDatePreset | null {
  return (
    DATE_PRESETS.find((p) => {
      const preset = presetRange(p, now);
      return preset.from === range.from && preset.to === range.to;
    }) ?? null
  );
}
