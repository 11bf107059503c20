// Issue times and numbers from a game's schedule (catalogue.ts), pure so the server's scheduler
// and the browser's countdown agree. Draws fall at UTC times D with (D − offset) mod interval = 0;
// an issue closes closeLeadSeconds before its draw and opens when the one before it closes (so
// one issue always takes bets while the previous one is being drawn). Issue numbers:
// `yyyyMMdd-nnnn` (nnnn = 1 + the draw's index in its UTC day, so 00:00 is 0001) for games drawn
// more than once a day, `yyyyMMdd` for daily games.
import type { TLotterySchedule } from './catalogue.ts';

const DAY_MS = 86_400_000;

export type TIssueTimes = { issueNo: string; opensAt: Date; closesAt: Date; drawAt: Date };

/** The issue drawn at `drawAtMs` (which must lie on the schedule's grid). */
export function issueOfDraw(schedule: TLotterySchedule, drawAtMs: number): TIssueTimes {
  const interval = schedule.intervalSeconds * 1000;
  const dayStart = Math.floor(drawAtMs / DAY_MS) * DAY_MS;
  const day = new Date(dayStart).toISOString().slice(0, 10).replaceAll('-', '');
  const issueNo =
    schedule.intervalSeconds >= 86_400
      ? day
      : `${day}-${String(Math.floor((drawAtMs - dayStart - schedule.offsetSeconds * 1000) / interval) + 1).padStart(4, '0')}`;
  return {
    issueNo,
    opensAt: new Date(drawAtMs - interval - schedule.closeLeadSeconds * 1000),
    closesAt: new Date(drawAtMs - schedule.closeLeadSeconds * 1000),
    drawAt: new Date(drawAtMs),
  };
}

/** The first draw time on the grid strictly after `ms`. */
export function nextDrawAfter(schedule: TLotterySchedule, ms: number): number {
  const interval = schedule.intervalSeconds * 1000;
  const offset = schedule.offsetSeconds * 1000;
  return Math.floor((ms - offset) / interval) * interval + offset + interval;
}

/** The issue taking bets at `now`: the first whose close lies after now. */
export function currentIssue(schedule: TLotterySchedule, now: Date): TIssueTimes {
  return issueOfDraw(schedule, nextDrawAfter(schedule, now.getTime() + schedule.closeLeadSeconds * 1000));
}

/** `count` consecutive issues from the one drawn at `drawAtMs`. */
export function issuesFrom(schedule: TLotterySchedule, drawAtMs: number, count: number): TIssueTimes[] {
  return Array.from({ length: count }, (_, i) =>
    issueOfDraw(schedule, drawAtMs + i * schedule.intervalSeconds * 1000),
  );
}

/** The draw time of an issue number, or null when the number is not one of this schedule's. */
export function drawAtOfIssue(schedule: TLotterySchedule, issueNo: string): number | null {
  const match = /^(\d{4})(\d{2})(\d{2})(?:-(\d{4}))?$/.exec(issueNo);
  if (!match) {
    return null;
  }
  const dayStart = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const daily = schedule.intervalSeconds >= 86_400;
  if (daily !== (match[4] === undefined)) {
    return null;
  }
  const drawAt = daily
    ? dayStart + schedule.offsetSeconds * 1000
    : dayStart + schedule.offsetSeconds * 1000 + (Number(match[4]) - 1) * schedule.intervalSeconds * 1000;
  return drawAt < dayStart + DAY_MS && issueOfDraw(schedule, drawAt).issueNo === issueNo ? drawAt : null;
}
