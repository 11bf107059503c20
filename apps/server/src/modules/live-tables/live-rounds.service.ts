// Rounds of the live-style tables: made ahead (the next round is committed while the current one
// is on, so its seed hash is out before its window opens) by whichever caller comes first, reads
// or the job, once per (table, round_no). Views show the steps whose time has come and, after
// settlement only, the result and the revealed seed.
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { commitRound, roundSalt } from '@pavilion/games/live-tables/commit';
import { dealRound } from '@pavilion/games/live-tables/deal';
import type { TLiveHistoryItem, TLiveLobby, TLiveRound, TLiveTable } from '@pavilion/contracts/live-tables';
import type { TDb } from '@/db/database.ts';
import type { TLiveRoundsTable, TLiveTablesTable } from '@/db/tables-live.ts';
import { AppError } from '@/shared/app-error.ts';
import { nextOpening, phaseAt, roundTimes, stepsShown } from './live-schedule.ts';
import { latestPlayedRound } from './live-admin.repo.ts';
import * as repo from './live-tables.repo.ts';

export type TTableRow = Selectable<TLiveTablesTable>;
export type TRoundRow = Selectable<TLiveRoundsTable>;

/** Results the roads and the history read (a big road of 60 coups fills a lobby thumbnail). */
export const RECENT_ROUNDS = 60;

async function makeRound(db: TDb, table: TTableRow, roundNo: number, opensAt: Date): Promise<void> {
  const serverSeed = randomBytes(32).toString('hex');
  const salt = roundSalt('live', table.id, roundNo);
  const { hash } = commitRound(serverSeed, salt);
  const dealt = dealRound(table.game, serverSeed, salt);
  const t = roundTimes(table, opensAt, dealt.steps.length);
  await repo.insertRound(db, {
    table_id: table.id,
    round_no: roundNo,
    salt,
    seed_hash: hash,
    server_seed: serverSeed,
    result: JSON.stringify(dealt.result),
    steps: JSON.stringify(dealt.steps),
    opens_at: t.opensAt,
    closes_at: t.closesAt,
    reveal_at: t.revealAt,
    settles_at: t.settlesAt,
    next_opens_at: t.nextOpensAt,
  });
}

/**
 * Makes the table's round open at `now` and the one after it, if they are not there yet; nothing
 * while the table is paused. After a void (the rounds a pause voided) numbering goes on from the
 * highest round and the schedule from the latest round that was played.
 */
export async function ensureRounds(db: TDb, table: TTableRow, now: Date): Promise<void> {
  if (table.paused) {
    return;
  }
  const top = await repo.latestRound(db, table.id);
  let latest = top?.status === 'void' ? await latestPlayedRound(db, table.id) : top;
  if (!top || top.status === 'void' || !latest || latest.next_opens_at <= now) {
    await makeRound(db, table, (top?.round_no ?? 0) + 1, nextOpening(latest?.next_opens_at ?? null, now));
    latest = await repo.latestRound(db, table.id);
  }
  if (latest && latest.opens_at <= now) {
    await makeRound(db, table, latest.round_no + 1, latest.next_opens_at);
  }
}

export function roundView(round: TRoundRow, table: TTableRow, now: Date): TLiveRound {
  if (round.status === 'void') {
    return voidView(round, table);
  }
  const settled = round.status === 'settled';
  const shown = settled
    ? round.steps.length
    : stepsShown(round.reveal_at, table.step_ms, round.steps.length, now);
  return {
    id: String(round.id),
    roundNo: round.round_no,
    salt: round.salt,
    seedHash: round.seed_hash,
    opensAt: round.opens_at.toISOString(),
    closesAt: round.closes_at.toISOString(),
    revealAt: round.reveal_at.toISOString(),
    stepMs: table.step_ms,
    stepCount: round.steps.length,
    settlesAt: round.settles_at.toISOString(),
    nextOpensAt: round.next_opens_at.toISOString(),
    phase: phaseAt({ closesAt: round.closes_at, settlesAt: round.settles_at, settled }, now),
    steps: round.steps.slice(0, shown),
    result: settled ? round.result : null,
    serverSeed: settled ? round.server_seed : null,
  };
}

/** A voided round is over: nothing of it is shown (no steps, no result), its seed stays secret. */
function voidView(round: TRoundRow, table: TTableRow): TLiveRound {
  return {
    id: String(round.id),
    roundNo: round.round_no,
    salt: round.salt,
    seedHash: round.seed_hash,
    opensAt: round.opens_at.toISOString(),
    closesAt: round.closes_at.toISOString(),
    revealAt: round.reveal_at.toISOString(),
    stepMs: table.step_ms,
    stepCount: round.steps.length,
    settlesAt: round.settles_at.toISOString(),
    nextOpensAt: round.next_opens_at.toISOString(),
    phase: 'settled',
    steps: [],
    result: null,
    serverSeed: null,
  };
}

export function historyItem(r: Awaited<ReturnType<typeof repo.recentSettled>>[number]): TLiveHistoryItem {
  return {
    id: String(r.id),
    roundNo: r.round_no,
    salt: r.salt,
    seedHash: r.seed_hash,
    serverSeed: r.server_seed,
    result: r.result,
    settledAt: (r.settled_at ?? new Date(0)).toISOString(),
  };
}

async function tableView(db: TDb, table: TTableRow, now: Date): Promise<TLiveTable> {
  await ensureRounds(db, table, now);
  const round = await repo.currentRound(db, table.id, now);
  if (!round) {
    throw new AppError('LIVE_TABLE_NOT_FOUND');
  }
  const [players, recent] = await Promise.all([
    repo.playersAt(db, [Number(round.id)]),
    repo.recentSettled(db, table.id, RECENT_ROUNDS),
  ]);
  return {
    id: table.id,
    game: table.game,
    minBet: table.min_bet,
    maxBet: table.max_bet,
    players: players.get(Number(round.id)) ?? 0,
    round: roundView(round, table, now),
    recent: recent.reverse().map(historyItem),
  };
}

export async function tableOrThrow(db: TDb, id: string): Promise<TTableRow> {
  const table = await repo.findTable(db, id);
  if (!table) {
    throw new AppError('LIVE_TABLE_NOT_FOUND');
  }
  return table;
}

export async function lobby(db: TDb, now: Date): Promise<TLiveLobby> {
  const tables = await repo.listTables(db);
  const views: TLiveTable[] = [];
  for (const table of tables) {
    views.push(await tableView(db, table, now));
  }
  return { serverTime: now.toISOString(), tables: views };
}

export async function tableState(db: TDb, id: string, now: Date) {
  const view = await tableView(db, await tableOrThrow(db, id), now);
  return { ...view, serverTime: now.toISOString() };
}

export async function history(db: TDb, id: string) {
  const table = await tableOrThrow(db, id);
  const rows = await repo.recentSettled(db, table.id, RECENT_ROUNDS);
  return { items: rows.map(historyItem) };
}
