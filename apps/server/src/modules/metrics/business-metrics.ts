// Business counters of /metrics (issue 27): ledger postings by kind, bets placed and settled by
// vertical. They are read from the database at scrape time, not counted in process (decision 069):
// postings are made inside SQL functions called from a dozen services (a batch of lottery wins is
// one posting per chunk), so the tables are the one place that sees each committed posting once and
// never a rolled-back one, the figures agree across instances, and the money path pays nothing. One
// statement per scrape, cached `cacheMs` so that several scrapers (or several counters of one
// scrape) share it, and cut off after a timeout so that a slow database never hangs a scrape.
import { sql } from 'kysely';
import { Counter, type Registry } from 'prom-client';
import { INHOUSE_VENDOR } from '@pavilion/contracts/games-constants';
import type { TDb } from '@/db/database.ts';

const QUERY_TIMEOUT_MS = 2_000;

export type TBusinessCounts = {
  postings: Map<string, number>;
  placed: Map<string, number>;
  settled: Map<string, number>;
};

type TRow = { source: string; label: string; placed: number; settled: number };

/**
 * Every vertical's bets: a row of its bet table is one bet (a seamless bet of an in-house round or a
 * vendor's game, a sportsbook ticket, a lottery ticket, a live-table bet, a bingo purchase, a fishing
 * shot, a PvP hand); settled means in a final state (won, lost, void, refunded, rolled back).
 */
async function readCounts(db: TDb): Promise<TRow[]> {
  const { rows } = await sql<TRow>`
    select 'posting' as source, kind as label, count(*)::float8 as placed, 0::float8 as settled
      from ledger_transactions group by kind
    union all
    select 'bet', case when vendor_code = ${INHOUSE_VENDOR} then 'inhouse' else 'seamless' end,
           count(*)::float8, (count(*) filter (where status <> 'open'))::float8
      from seamless_bets group by 2
    union all
    select 'bet', 'sportsbook', count(*)::float8, (count(*) filter (where status <> 'open'))::float8
      from sports_tickets
    union all
    select 'bet', 'lottery', (count(*) filter (where status <> 'failed'))::float8,
           (count(*) filter (where status in ('won', 'lost', 'cancelled', 'refunded')))::float8
      from lottery_tickets
    union all
    select 'bet', 'live', count(*)::float8, (count(*) filter (where status <> 'placed'))::float8
      from live_bets
    union all
    select 'bet', 'bingo', count(*)::float8, (count(*) filter (where status <> 'open'))::float8
      from bingo_purchases
    union all
    select 'bet', 'fishing', (select count(*) from fishing_shots)::float8,
           (select coalesce(sum(shots), 0) from fishing_batches where status <> 'pending')::float8
    union all
    select 'bet', 'pvp', count(*)::float8, count(*)::float8 from pvp_hands`.execute(db);
  return rows;
}

function toCounts(rows: TRow[]): TBusinessCounts {
  const counts: TBusinessCounts = { postings: new Map(), placed: new Map(), settled: new Map() };
  for (const row of rows) {
    if (row.source === 'posting') {
      counts.postings.set(row.label, Number(row.placed));
    } else {
      counts.placed.set(row.label, (counts.placed.get(row.label) ?? 0) + Number(row.placed));
      counts.settled.set(row.label, (counts.settled.get(row.label) ?? 0) + Number(row.settled));
    }
  }
  return counts;
}

/** The counts, read at most once per `cacheMs` (concurrent scrapes share one read); null when unreadable. */
export function businessCountsReader(db: TDb, cacheMs: number): () => Promise<TBusinessCounts | null> {
  let cached: { at: number; counts: Promise<TBusinessCounts | null> } | null = null;
  return () => {
    const now = Date.now();
    if (cached && now - cached.at < cacheMs) {
      return cached.counts;
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('business counts timed out')), QUERY_TIMEOUT_MS);
    });
    const counts = Promise.race([readCounts(db), timeout])
      .then(toCounts)
      // a slow or unreachable database: the scrape still answers, without these series
      .catch(() => null)
      .finally(() => clearTimeout(timer));
    cached = { at: now, counts };
    return counts;
  };
}

/** A counter whose value is the database's figure at scrape time (absent when it cannot be read). */
function tableCounter<L extends string>(
  registry: Registry,
  spec: { name: string; help: string; label: L },
  read: () => Promise<Map<string, number> | null>,
): Counter<L> {
  return new Counter({
    name: spec.name,
    help: spec.help,
    labelNames: [spec.label] as const,
    registers: [registry],
    async collect() {
      const figures = await read();
      if (!figures) {
        return;
      }
      this.reset();
      for (const [value, n] of figures) {
        this.inc({ [spec.label]: value } as Record<L, string>, n);
      }
    },
  });
}

export function businessCounters(registry: Registry, db: TDb, cacheMs: number) {
  const read = businessCountsReader(db, cacheMs);
  const RULE = 'read from the database at scrape time (all instances; cached a few seconds)';
  return {
    ledgerPostings: tableCounter(
      registry,
      {
        name: 'pavilion_ledger_postings_total',
        help: `Committed ledger postings by kind, ${RULE}`,
        label: 'kind',
      },
      async () => (await read())?.postings ?? null,
    ),
    betsPlaced: tableCounter(
      registry,
      { name: 'pavilion_bets_placed_total', help: `Bets placed by vertical, ${RULE}`, label: 'vertical' },
      async () => (await read())?.placed ?? null,
    ),
    betsSettled: tableCounter(
      registry,
      {
        name: 'pavilion_bets_settled_total',
        help: `Bets settled (final: won, lost, void, refunded) by vertical, ${RULE}`,
        label: 'vertical',
      },
      async () => (await read())?.settled ?? null,
    ),
  };
}
