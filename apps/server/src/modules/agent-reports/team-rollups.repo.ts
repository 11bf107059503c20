// How a range reads the report roll-ups (decision 032): the month plan of its whole UTC days (month
// rows, less the days of the month outside the range, or day rows), the month masks of valid days,
// the whole days and edges of a range, and its hour plan (team-figures.repo.ts).

const DAY_MS = 86_400_000;

export type TDayPiece =
  { kind: 'month'; month: string } | { kind: 'days'; from: string; to: string; sign: 1 | -1 };

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const monthStart = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};
const nextMonth = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
};

/**
 * The whole UTC days [start, end) (midnights, ms) as pieces whose signed sums are the range's: per
 * calendar month the month row when the range covers it, else the month row less the days outside
 * the range when those are fewer than the days inside (days after `lastDay`, the sums' latest day,
 * hold no rows), else the day rows.
 */
export function planDays(start: number, end: number, lastDay: number): TDayPiece[] {
  const pieces: TDayPiece[] = [];
  const latest = lastDay + DAY_MS;
  for (let ms = monthStart(start); ms < end; ms = nextMonth(ms)) {
    const me = nextMonth(ms);
    const from = Math.max(start, ms);
    const to = Math.min(end, me);
    if (from === ms && to === me) {
      pieces.push({ kind: 'month', month: iso(ms) });
      continue;
    }
    const outside: [number, number][] = [];
    if (ms < from) {
      outside.push([ms, Math.min(from, latest)]);
    }
    if (to < Math.min(me, latest)) {
      outside.push([to, Math.min(me, latest)]);
    }
    const live = outside.filter(([a, b]) => a < b);
    const outDays = live.reduce((n, [a, b]) => n + (b - a) / DAY_MS, 0);
    if (outDays < (to - from) / DAY_MS) {
      pieces.push({ kind: 'month', month: iso(ms) });
      for (const [a, b] of live) {
        pieces.push({ kind: 'days', from: iso(a), to: iso(b), sign: -1 });
      }
    } else {
      pieces.push({ kind: 'days', from: iso(from), to: iso(to), sign: 1 });
    }
  }
  return pieces;
}

/** The bit mask of each month's days inside the whole UTC days [start, end): month → mask. */
export function monthMasks(start: number, end: number): Map<string, number> {
  const masks = new Map<string, number>();
  for (let ms = start; ms < end; ms += DAY_MS) {
    const key = iso(monthStart(ms));
    masks.set(key, (masks.get(key) ?? 0) | (1 << (new Date(ms).getUTCDate() - 1)));
  }
  return masks;
}

/** A range split into its whole UTC days and the partial days at its edges. */
export function splitRange(from: Date, to: Date) {
  const dayStart = Math.ceil(from.getTime() / DAY_MS) * DAY_MS;
  const dayEnd = Math.floor(to.getTime() / DAY_MS) * DAY_MS;
  if (dayStart >= dayEnd) {
    return { dayStart, dayEnd: dayStart, edges: [[from, to]] as [Date, Date][] };
  }
  const edges: [Date, Date][] = [];
  if (from.getTime() < dayStart) {
    edges.push([from, new Date(dayStart)]);
  }
  if (dayEnd < to.getTime()) {
    edges.push([new Date(dayEnd), to]);
  }
  return { dayStart, dayEnd, edges };
}

const HOUR_MS = 3_600_000;

/**
 * A range on the hour grid: the whole hours [h0, h1) (read from hour and day roll-ups), the
 * sub-hour pieces at its edges (raw bets; only for clocks not on whole hours), the whole UTC days
 * inside [h0, h1) and, for the hours outside those days, a bit mask of hours per UTC day.
 */
export function hourPlan(from: Date, to: Date) {
  const h0 = Math.ceil(from.getTime() / HOUR_MS) * HOUR_MS;
  const h1 = Math.floor(to.getTime() / HOUR_MS) * HOUR_MS;
  if (h0 >= h1) {
    return { h0, h1: h0, edges: [[from, to]] as [Date, Date][], dayStart: h0, dayEnd: h0, hours: [] };
  }
  const edges: [Date, Date][] = [];
  if (from.getTime() < h0) {
    edges.push([from, new Date(h0)]);
  }
  if (h1 < to.getTime()) {
    edges.push([new Date(h1), to]);
  }
  let dayStart = Math.ceil(h0 / DAY_MS) * DAY_MS;
  let dayEnd = Math.floor(h1 / DAY_MS) * DAY_MS;
  if (dayStart >= dayEnd) {
    dayStart = dayEnd = h0;
  }
  const masks = new Map<string, number>();
  for (let h = h0; h < h1; h += HOUR_MS) {
    if (h >= dayStart && h < dayEnd) {
      continue;
    }
    const key = iso(Math.floor(h / DAY_MS) * DAY_MS);
    masks.set(key, (masks.get(key) ?? 0) | (1 << new Date(h).getUTCHours()));
  }
  return { h0, h1, edges, dayStart, dayEnd, hours: [...masks] };
}

/**
 * The whole UTC days a range reads from the sums and the raw pieces that make it exact (decision
 * 040): at each edge that is a partial UTC day, either its part inside the range (+, raw) or the
 * whole day from the sums less its part outside the range (−, raw), whichever holds fewer hours
 * of bets (hours after `now` hold none). When every bet the sums hold was placed before `to`
 * (`placedMax`, the latest placed_at below the id watermark), the last day is taken whole with
 * nothing less: the sums hold nothing after `to`, and the newer bets are read up to `cut` (= to).
 * A range inside one UTC day is raw.
 */
export function edgePlan(from: Date, to: Date, now: number, placedMax: Date | null = null) {
  const f = from.getTime();
  const t = to.getTime();
  let dayStart = Math.ceil(f / DAY_MS) * DAY_MS;
  let dayEnd = Math.floor(t / DAY_MS) * DAY_MS;
  const plus: [Date, Date][] = [];
  const minus: [Date, Date][] = [];
  if (dayStart > dayEnd) {
    const none = new Date(dayStart);
    return { dayStart: none, dayEnd: none, cut: none, plus: [[from, to]] as [Date, Date][], minus };
  }
  const past = (a: number, b: number) => Math.max(0, Math.min(b, now) - a);
  if (f < dayStart) {
    if (past(dayStart - DAY_MS, f) < past(f, dayStart)) {
      minus.push([new Date(dayStart - DAY_MS), from]);
      dayStart -= DAY_MS;
    } else {
      plus.push([from, new Date(dayStart)]);
    }
  }
  let cut = dayEnd;
  if (dayEnd < t) {
    if (placedMax !== null && placedMax.getTime() < t) {
      dayEnd += DAY_MS;
      cut = t;
    } else if (past(t, dayEnd + DAY_MS) < past(dayEnd, t)) {
      minus.push([to, new Date(dayEnd + DAY_MS)]);
      dayEnd += DAY_MS;
      cut = dayEnd;
    } else {
      plus.push([new Date(dayEnd), to]);
      cut = dayEnd;
    }
  }
  return { dayStart: new Date(dayStart), dayEnd: new Date(dayEnd), cut: new Date(cut), plus, minus };
}
