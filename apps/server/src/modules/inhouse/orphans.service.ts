// Start-up recovery of rounds a stopped process left open. A one-shot round whose outcome was
// fixed gets its win (or, if its bet never reached the wallet, a rollback and the status failed);
// a multi-step round whose first bet's answer was lost is voided; an extra bet in flight is
// voided and the hand goes on. Every step reuses the round's transaction ids, so running this
// twice, or beside a live instance, never moves money twice. Hands waiting for the player stay open.
import type { FastifyInstance } from 'fastify';
import type { TDb } from '@/db/database.ts';
import { resolveUnfinished, type TResolution } from './round-resolution.ts';
import * as repo from './rounds.repo.ts';
import { createInProcessSeamlessClient } from './inprocess-seamless.ts';
import type { TSeamlessClient } from './seamless-client.ts';

const BATCH = 200;

export type TOrphanReport = Record<TResolution | 'errors', number>;

/**
 * The in-house vendor's client: in process, straight to the seamless service (no loopback HTTP).
 * A game service running apart from the wallet uses createSeamlessClient with urlTransport.
 */
export function inhouseSeamlessClient(app: Pick<FastifyInstance, 'db' | 'config'>): TSeamlessClient {
  return createInProcessSeamlessClient({ db: app.db, config: app.config });
}

/**
 * Resolves open rounds older than `minAgeMs` (0 at start-up: no request of this process is in
 * flight; a live sibling instance's in-flight round at worst fails cleanly by the same ids).
 */
export async function settleOrphanedRounds(
  db: TDb,
  seamless: TSeamlessClient,
  opts: { minAgeMs?: number } = {},
): Promise<TOrphanReport> {
  const report: TOrphanReport = { settled: 0, failed: 0, 'voided-extra-bet': 0, 'left-open': 0, errors: 0 };
  const cutoff = Date.now() - (opts.minAgeMs ?? 0);
  let afterId = 0;
  for (;;) {
    const rows = await repo.listOpenRounds(db, BATCH, afterId);
    for (const row of rows) {
      afterId = row.id;
      if (new Date(row.updated_at).getTime() > cutoff) {
        report['left-open'] += 1;
        continue;
      }
      try {
        report[await resolveUnfinished({ db, seamless }, row)] += 1;
      } catch {
        // The wallet did not answer: the round stays open for the next run or the player's retry.
        report.errors += 1;
      }
    }
    if (rows.length < BATCH) {
      return report;
    }
  }
}
