// Reads that may lag a little (reports, CSV exports, console lists) go to a streaming replica when
// DATABASE_READ_URL names one (decision 067). A probe every few seconds asks the replica how far
// its replay is behind; while it answers and is within DATABASE_READ_MAX_LAG_SECONDS those reads
// use it, otherwise the primary. A read that finds the replica gone is run again on the primary
// at once and the replica is left out until the next probe finds it back. Writes never go there.
import { sql } from 'kysely';
import { isDatabaseUnavailableError } from '@/plugins/database-unavailable.ts';
import { createDb, type TDb } from './database.ts';

export type TReplicaState = {
  configured: boolean;
  /** whether reads go to the replica now */
  inUse: boolean;
  /** replay lag the last probe read, seconds; null before the first answer or while unreachable */
  lagSeconds: number | null;
  /** why the replica is left out, when it is */
  reason: 'not configured' | 'unreachable' | 'behind' | 'not a standby' | null;
};

export type TReadRouter = {
  /** the handle a lag-tolerant read should use now */
  db(): TDb;
  /** runs a lag-tolerant read; a replica that fails to answer is left out and the read runs on the primary */
  read<T>(run: (db: TDb) => Promise<T>): Promise<T>;
  state(): TReplicaState;
  /** probes the replica now (the timer calls it; tests too) */
  probe(): Promise<TReplicaState>;
  close(): Promise<void>;
};

/** A router with no replica: every read is the primary's. */
export function primaryOnly(primary: TDb): TReadRouter {
  const state: TReplicaState = {
    configured: false,
    inUse: false,
    lagSeconds: null,
    reason: 'not configured',
  };
  return {
    db: () => primary,
    read: (run) => run(primary),
    state: () => state,
    probe: async () => state,
    close: async () => {},
  };
}

/**
 * Lag as a standby reports it: 0 when everything received is replayed (an idle primary sends
 * nothing, so the last replayed transaction's age alone would read as lag), else the age of the
 * last replayed transaction. Null on a server that is not a standby.
 */
const LAG_QUERY = sql<{ standby: boolean; lag: number | null }>`
  select pg_is_in_recovery() as standby,
         case
           when not pg_is_in_recovery() then null
           when pg_last_wal_receive_lsn() is not distinct from pg_last_wal_replay_lsn() then 0
           else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 0)
         end::float8 as lag`;

type TStandbyReading = { standby: boolean; lag: number | null };

async function readStandby(replica: TDb): Promise<TStandbyReading> {
  const row = (await LAG_QUERY.execute(replica)).rows[0];
  return row ?? { standby: false, lag: null };
}

/** DATABASE_READ_URL's router (main.ts). */
export async function createReadRouter(
  primary: TDb,
  opts: { url: string; maxLagSeconds: number; probeSeconds: number; poolSize?: number },
): Promise<TReadRouter> {
  const replica = await createDb({ kind: 'postgres', url: opts.url, poolSize: opts.poolSize ?? 5 });
  return routeReads(primary, replica, opts);
}

/** The router over two handles; `standby` reads the replica's state (tests give their own). */
export async function routeReads(
  primary: TDb,
  replica: TDb,
  opts: {
    maxLagSeconds: number;
    probeSeconds: number;
    standby?: (replica: TDb) => Promise<TStandbyReading>;
  },
): Promise<TReadRouter> {
  const standby = opts.standby ?? readStandby;
  let state: TReplicaState = { configured: true, inUse: false, lagSeconds: null, reason: 'unreachable' };

  const leaveOut = (reason: TReplicaState['reason'], lagSeconds: number | null = null) => {
    state = { configured: true, inUse: false, lagSeconds, reason };
  };

  const probe = async (): Promise<TReplicaState> => {
    try {
      const row = await standby(replica);
      if (!row.standby) {
        leaveOut('not a standby');
      } else if (row.lag !== null && row.lag > opts.maxLagSeconds) {
        leaveOut('behind', row.lag);
      } else {
        state = { configured: true, inUse: true, lagSeconds: row.lag ?? 0, reason: null };
      }
    } catch {
      leaveOut('unreachable');
    }
    return state;
  };

  await probe();
  const timer = setInterval(() => void probe(), opts.probeSeconds * 1000);
  timer.unref();

  return {
    db: () => (state.inUse ? replica : primary),
    async read(run) {
      if (!state.inUse) {
        return run(primary);
      }
      try {
        return await run(replica);
      } catch (error) {
        if (!isDatabaseUnavailableError(error)) {
          throw error;
        }
        leaveOut('unreachable');
        return run(primary);
      }
    },
    state: () => state,
    probe,
    async close() {
      clearInterval(timer);
      await replica.destroy();
    },
  };
}
