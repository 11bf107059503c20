// Events, markets and results as the API shows them (decision 048): ids as strings, times in ISO.
import type {
  TEventDetail,
  TEventListItem,
  TEventsReply,
  TEventStatus,
  TEventSummary,
  TLegOutcome,
  TMarket,
  TMarketKind,
  TMarketStatus,
  TResultsReply,
  TSport,
  TSportsResult,
  TSportsVertical,
} from '@pavilion/contracts/sportsbook';
import { AppError } from '@/shared/app-error.ts';
import type { TDb } from '@/db/database.ts';
import * as repo from './events.repo.ts';
import { jsonOf } from './feed.repo.ts';

export const EVENTS_LIMIT = 300;

export function eventSummary(r: repo.TEventRow): TEventSummary {
  return {
    id: String(r.id),
    sport: r.sport as TSport,
    vertical: r.vertical as TSportsVertical,
    league: r.league,
    home: r.home,
    away: r.away,
    startsAt: r.starts_at.toISOString(),
    closesAt: r.closes_at?.toISOString() ?? null,
    status: r.status as TEventStatus,
    score: r.score === null ? null : jsonOf(r.score),
    period: r.period,
    clock: r.clock,
    fightNo: r.fight_no,
    marketCount: Number(r.market_count),
    outright: Boolean(r.outright),
  };
}

export function eventListItem(r: repo.TListRow): TEventListItem {
  const main = r.main_market === null ? null : jsonOf<repo.TMainMarketJson>(r.main_market);
  return {
    ...eventSummary(r),
    mainMarket:
      main === null
        ? null
        : {
            ...main,
            eventId: String(r.id),
            kind: main.kind as TMarketKind,
            status: main.status as TMarketStatus,
            selections: main.selections ?? [],
          },
  };
}

export async function listEvents(db: TDb, filter: repo.TEventFilter): Promise<TEventsReply> {
  const rows = await repo.listEvents(db, filter, EVENTS_LIMIT);
  return { events: rows.map(eventListItem), serverTime: new Date().toISOString() };
}

/** A list stream's snapshot: the rows of the events it follows (unknown ids are left out). */
export async function listEventsByIds(db: TDb, rawIds: readonly string[]): Promise<TEventsReply> {
  const ids = rawIds.map(idOf).filter((id): id is number => id !== null);
  const rows = ids.length === 0 ? [] : await repo.listEventsByIds(db, ids);
  return { events: rows.map(eventListItem), serverTime: new Date().toISOString() };
}

/** An id from the path: digits only, else the event is simply not found. */
export function idOf(raw: string): number | null {
  return /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

export async function eventDetail(db: TDb, rawId: string): Promise<TEventDetail> {
  const id = idOf(rawId);
  const row = id === null ? undefined : await repo.eventById(db, id);
  if (!row) {
    throw new AppError('NOT_FOUND');
  }
  const markets = new Map<number, TMarket>();
  for (const r of await repo.marketsOfEvent(db, row.id)) {
    let m = markets.get(r.market_id);
    if (!m) {
      m = {
        id: String(r.market_id),
        eventId: String(row.id),
        kind: r.kind as TMarketKind,
        lineQ: r.line_q,
        param: r.param,
        status: r.status as TMarketStatus,
        selections: [],
      };
      markets.set(r.market_id, m);
    }
    m.selections.push({
      id: String(r.selection_id),
      key: r.key,
      label: r.label,
      odds1000: r.odds1000,
      ...(r.outcome === null ? {} : { result: r.outcome as TLegOutcome }),
    });
  }
  return {
    ...eventSummary(row),
    markets: [...markets.values()],
    result: row.result === null ? null : jsonOf<TSportsResult>(row.result),
  };
}

export async function results(
  db: TDb,
  q: repo.TEventFilter & { date?: string | undefined; pageNo: number; pageSize: number },
): Promise<TResultsReply> {
  const day = q.date
    ? new Date(`${q.date}T00:00:00Z`)
    : new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000);
  const { rows, total } = await repo.resultEvents(db, { ...q, day }, q);
  return {
    results: rows.map((r) => ({
      event: eventSummary(r),
      result: jsonOf<TSportsResult>(r.result),
      winnerName: r.winner_name,
    })),
    total,
  };
}
