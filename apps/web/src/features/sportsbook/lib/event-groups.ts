// The sports home's sections from one list of events: live now, starting within the hour, then
// the rest by sport and league, each in start order. An outright (a competition's winner, flagged
// `outright` by the server) is listed with its league while its market is open, never as a match
// in play.
import type { TEventSummary } from '@pavilion/contracts/sportsbook';

export const STARTING_SOON_MS = 60 * 60_000;

export type TLeagueGroup<T extends TEventSummary = TEventSummary> = {
  sport: TEventSummary['sport'];
  league: string;
  events: T[];
};
export type TEventGroups<T extends TEventSummary = TEventSummary> = {
  live: T[];
  soon: T[];
  later: TLeagueGroup<T>[];
};

const OPEN = new Set(['scheduled', 'live', 'suspended']);
const isOutright = (e: TEventSummary) => e.outright;
const isLive = (e: TEventSummary) =>
  !isOutright(e) && (e.status === 'live' || (e.status === 'suspended' && e.score !== null));

export function groupEvents<T extends TEventSummary>(events: readonly T[], now: number): TEventGroups<T> {
  const sorted = [...events].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const live = sorted.filter(isLive);
  // an outright whose market has closed (its league is under way) has nothing left to bet on
  const upcoming = sorted.filter(
    (e) => !isLive(e) && OPEN.has(e.status) && !(isOutright(e) && e.marketCount === 0),
  );
  const soon = upcoming.filter((e) => !isOutright(e) && Date.parse(e.startsAt) - now <= STARTING_SOON_MS);
  const later: TLeagueGroup<T>[] = [];
  for (const event of upcoming) {
    if (soon.includes(event)) {
      continue;
    }
    let group = later.find((g) => g.sport === event.sport && g.league === event.league);
    if (!group) {
      group = { sport: event.sport, league: event.league, events: [] };
      later.push(group);
    }
    group.events.push(event);
  }
  return { live, soon, later };
}
