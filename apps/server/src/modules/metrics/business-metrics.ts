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
import { LEDGER_KINDS } from '@pavilion/contracts/wallet';
import type { TDb } from '@/db/database.ts';
import { BINGO_VENDOR_CODE } from '@/modules/bingo/bingo.deps.ts';
import { FISHING_VENDOR_CODE } from '@/modules/fishing/fishing.deps.ts';
import { LIVE_VENDOR_CODE } from '@/modules/live-tables/live-money.ts';
import { LOTTERY_VENDOR_CODE } from '@/modules/lottery/lottery.deps.ts';
import { PVP_VENDOR_CODE } from '@/modules/pvp/pvp-money.ts';
import { SPORTSBOOK_VENDOR } from '@/modules/sportsbook/sportsbook.deps.ts';

const QUERY_TIMEOUT_MS = 2_000;

export type TBusinessCounts = {
  postings: Map<string, number>;
  placed: Map<string, number>;
  settled: Map<string, number>;
};

type TRow = { source: string; label: string; placed: number; settled: number };

/**
 * The vertical of each in-house vendor's wallet records; every other vendor code is a third-party
 * game over the seamless wallet (`seamless`), so the label set stays small.
 */
const VERTICAL_OF_VENDOR: readonly (readonly [string, string])[] = [
  [INHOUSE_VENDOR, 'inhouse'],
  [SPORTSBOOK_VENDOR, 'sportsbook'],
  [LOTTERY_VENDOR_CODE, 'lottery'],
  [LIVE_VENDOR_CODE, 'live'],
  [BINGO_VENDOR_CODE, 'bingo'],
  [FISHING_VENDOR_CODE, 'fishing'],
  [PVP_VENDOR_CODE, 'pvp'],
];

/**
 * Every vertical keeps the wallet side of each bet as one `seamless_bets` row (an in-house or vendor
 * game bet, a sportsbook or lottery ticket, a live-table bet, a bingo purchase, a fishing batch, a PvP
 * buy-in or top-up), written in the bet's own transaction: one table counts every vertical by one
 * rule. Settled: no longer open (won, lost, void, refunded, rolled back).
 */
async function readCounts(db: TDb): Promise<TRow[]> {
  const vertical = sql.join(
    VERTICAL_OF_VENDOR.map(([code, label]) => sql`when ${code} then ${label}`),
    sql` `,
  );
  const { rows } = await sql<TRow>`
    select 'posting' as source, kind as label, count(*)::float8 as placed, 0::float8 as settled
      from ledger_transactions group by kind
    union all
    select 'bet', label, sum(n)::float8, sum(settled)::float8
      from (select case vendor_code ${vertical} else 'seamless' end as label, count(*) as n,
                   count(*) filter (where status <> 'open') as settled
              from seamless_bets group by vendor_code) v
     group by label`.execute(db);
  return rows;
}

function toCounts(rows: TRow[]): TBusinessCounts {
  const counts: TBusinessCounts = { postings: new Map(), placed: new Map(), settled: new Map() };
  // every vertical and ledger kind from the first scrape on, at 0 until its first bet (a series that appears late
  // hides its first increase from rate())
  for (const label of [...VERTICAL_OF_VENDOR.map(([, l]) => l), 'seamless']) {
    counts.placed.set(label, 0);
    counts.settled.set(label, 0);
  }
  for (const kind of LEDGER_KINDS) {
    counts.postings.set(kind, 0);
  }
  for (const row of rows) {
    if (row.source === 'posting') {
      counts.postings.set(row.label, Number(row.placed));
    } else {
      counts.placed.set(row.label, Number(row.placed));
      counts.settled.set(row.label, Number(row.settled));
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
