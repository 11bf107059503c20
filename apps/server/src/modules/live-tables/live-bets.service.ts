// Bets at a live table (decision 050 and its scale addendum). One placement (a set of spots) is one
// live bet and one seamless bet. Lateness is judged by the request's arrival: a bet received before
// closesAt is taken if its write starts within LIVE_LATE_GRACE_MS after closesAt (the queue of a
// last-second rush), a bet received at or after closesAt is LIVE_BETTING_CLOSED.
// Bets at one table are written in groups (a group commit): while one group's transaction runs, the
// bets arriving meanwhile wait and form the next group. A group is ONE transaction that holds the
// round's row (for share: settlement's claim waits for it), checks each bet (the round takes bets,
// the table's limits per spot with the member's earlier bets in the round, the spots by the engine's
// own rules), then writes every bet and debits every wallet in one call (`live_place_bets`,
// migration 0051: per bet the insert and the wallet's own seamless_bet under `lb<id>-bet`, each its
// own sub-transaction), so a refusal (insufficient funds) leaves nothing of that bet behind and the
// others stand. Each request is answered on its own after the commit.
import type { Selectable } from 'kysely';
import { settleLiveBets, type TLiveBets as TEngineBets } from '@pavilion/games/live-tables/deal';
import { GameError } from '@pavilion/games/money';
import type {
  TLiveBets,
  TLiveMyBet,
  TLivePlaceReply,
  TLivePlaceRequest,
} from '@pavilion/contracts/live-tables';
import type { TDb } from '@/db/database.ts';
import type { TLiveBetsTable } from '@/db/tables-live.ts';
import { AppError } from '@/shared/app-error.ts';
import { refusalToAppError } from '@/modules/inhouse/round-money.ts';
import { SeamlessCallError } from '@/modules/inhouse/seamless-client.ts';
import { byHouseShardThenMember } from '@/modules/wallet/ledger.service.ts';
import { idleCutoff } from '@/modules/seamless/launch-tokens.service.ts';
import { dbRefusalError } from '@/shared/db-refusal.ts';
import { groupCommit, type TGroupMember } from '@/shared/group-commit.ts';
import { hashToken } from '@/shared/tokens.ts';
import { forgetLiveToken, LIVE_VENDOR_CODE, liveLaunchToken, type TLiveConfig } from './live-money.ts';
import { tableOrThrow } from './live-rounds.service.ts';
import * as repo from './live-tables.repo.ts';

export type TLivePlayer = { memberId: number; sessionId: number };
type TBetRow = Selectable<TLiveBetsTable> & { round_no: number };

/** The spot a bet covers (its fields but the amount): limits add up per spot. */
function spotKey(bet: Record<string, unknown>): string {
  const { amount: _amount, ...spot } = bet;
  return JSON.stringify(spot);
}

export function engineBets(placement: TLiveBets): TEngineBets {
  return { game: placement.game, input: { bets: placement.bets } } as TEngineBets;
}

function checkLimits(
  placement: TLiveBets,
  earlier: TLiveBets[],
  limits: { min_bet: number; max_bet: number },
): number {
  const perSpot = new Map<string, number>();
  for (const p of earlier) {
    for (const bet of p.bets) {
      perSpot.set(spotKey(bet), (perSpot.get(spotKey(bet)) ?? 0) + bet.amount);
    }
  }
  let stake = 0;
  for (const bet of placement.bets) {
    if (!Number.isSafeInteger(bet.amount) || bet.amount < limits.min_bet) {
      throw new AppError('LIVE_BET_LIMIT', { data: { minBet: limits.min_bet, maxBet: limits.max_bet } });
    }
    const total = (perSpot.get(spotKey(bet)) ?? 0) + bet.amount;
    if (total > limits.max_bet) {
      throw new AppError('LIVE_BET_LIMIT', { data: { minBet: limits.min_bet, maxBet: limits.max_bet } });
    }
    perSpot.set(spotKey(bet), total);
    stake += bet.amount;
  }
  return stake;
}

export function myBetView(b: TBetRow): TLiveMyBet {
  return {
    id: String(b.id),
    roundId: String(b.round_id),
    roundNo: b.round_no,
    placement: b.bets,
    stake: b.stake,
    payout: b.payout,
    status: b.status,
    placedAt: b.placed_at.toISOString(),
  };
}

/** A bet received before closesAt is still written this long after it; later it is refused. */
export const LIVE_LATE_GRACE_MS = 2000;
/** Most placements written by one group (one transaction, one wallet call for all of them). */
const MAX_GROUP = 100;

type TPendingBet = {
  player: TLivePlayer;
  req: TLivePlaceRequest;
  receivedAt: Date;
  tokenHash: string;
};
type TPending = TGroupMember<TPendingBet, TLivePlaceReply>;
type TDeps = { db: TDb; config: TLiveConfig };

/** One queue per table and database handle: the group being written, and those waiting for it. */
const submitBet = groupCommit<TDeps, TPendingBet, TLivePlaceReply>({
  maxGroup: MAX_GROUP,
  scopeKey: (deps) => deps.db,
  write: placeGroup,
});

/**
 * Places a bet received at `receivedAt` (the request's arrival, stamped before it waited for
 * anything). Bets at one table are written in groups: while one group's transaction runs, the bets
 * arriving meanwhile queue and become the next group (a group commit), each answered on its own.
 */
export async function placeLiveBet(
  deps: TDeps,
  player: TLivePlayer,
  tableId: string,
  req: TLivePlaceRequest,
  receivedAt: Date,
): Promise<TLivePlaceReply> {
  const token = await liveLaunchToken(deps.db, deps.config, player);
  try {
    return await submitBet(deps, tableId, {
      player,
      req,
      receivedAt,
      tokenHash: hashToken(token).toString('hex'),
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'SESSION_EXPIRED') {
      forgetLiveToken(deps.db, player.sessionId);
    }
    throw error;
  }
}

/**
 * Writes one group, one transaction per round; every item is answered (accepted or refused) before it
 * returns. A deadlock (two groups' postings waiting on each other) is thrown to the group commit, which
 * writes the unanswered bets once more.
 */
async function placeGroup(deps: TDeps, tableId: string, items: TPending[]): Promise<void> {
  const table = await repo.findTable(deps.db, tableId);
  if (!table) {
    throw new AppError('LIVE_TABLE_NOT_FOUND');
  }
  const byRound = new Map<string, TPending[]>();
  for (const item of items) {
    if (item.input.req.placement.game !== table.game) {
      item.reject(new AppError('LIVE_INVALID_BET'));
      continue;
    }
    byRound.set(item.input.req.roundId, [...(byRound.get(item.input.req.roundId) ?? []), item]);
  }
  for (const [roundId, group] of byRound) {
    await placeRoundGroup(deps, table, Number(roundId), group);
  }
}

type TTable = NonNullable<Awaited<ReturnType<typeof repo.findTable>>>;
type TOutcome = { id?: number; placedAt?: string; balance?: number; error?: string; sqlstate?: string };

async function placeRoundGroup(deps: TDeps, table: TTable, roundId: number, group: TPending[]) {
  if (group.length === 0) {
    return;
  }
  const written = await deps.db.transaction().execute(async (trx) => {
    // held (for share) until commit: settlement's claim of the round waits for this group
    const round = await repo.lockRoundForBet(trx, roundId);
    const writeAt = Date.now();
    const open: TPending[] = [];
    for (const item of group) {
      if (!round || round.table_id !== table.id || round.opens_at > item.input.receivedAt) {
        item.reject(new AppError('LIVE_INVALID_BET', { message: 'This round is not on at this table' }));
      } else if (
        round.status !== 'open' ||
        item.input.receivedAt >= round.closes_at ||
        writeAt >= round.closes_at.getTime() + LIVE_LATE_GRACE_MS
      ) {
        item.reject(new AppError('LIVE_BETTING_CLOSED'));
      } else {
        try {
          // the engine refuses malformed spots (a split of two numbers that do not touch) before it
          // reads the result; nothing of the result leaves this function
          settleLiveBets(round.result, engineBets(item.input.req.placement));
          open.push(item);
        } catch (error) {
          item.reject(
            error instanceof GameError ? new AppError('LIVE_INVALID_BET', { message: error.message }) : error,
          );
        }
      }
    }
    if (!round || open.length === 0) {
      return [];
    }
    const earlier = new Map<number, TLiveBets[]>();
    for (const row of await repo.memberStakesBySpot(trx, roundId, [
      ...new Set(open.map((i) => i.input.player.memberId)),
    ])) {
      const memberId = Number(row.member_id);
      earlier.set(memberId, [...(earlier.get(memberId) ?? []), row.bets]);
    }
    const toWrite: { item: TPending; stake: number }[] = [];
    for (const item of open) {
      const mine = earlier.get(item.input.player.memberId) ?? [];
      try {
        const stake = checkLimits(item.input.req.placement, mine, table);
        // a member's second placement in the same group counts the first
        earlier.set(item.input.player.memberId, [...mine, item.input.req.placement]);
        toWrite.push({ item, stake });
      } catch (error) {
        item.reject(error);
      }
    }
    // the ledger locks a posting's house shard, then its wallet: one order for every group
    toWrite.sort((a, b) =>
      byHouseShardThenMember(a.item.input.player.memberId, b.item.input.player.memberId),
    );
    const outcomes = await repo.placeBets(
      trx,
      LIVE_VENDOR_CODE,
      idleCutoff(deps.config),
      toWrite.map(({ item, stake }) => ({
        roundId,
        tableId: table.id,
        memberId: item.input.player.memberId,
        bets: item.input.req.placement,
        stake,
        placedAt: item.input.receivedAt.toISOString(),
        tokenHash: item.input.tokenHash,
      })),
    );
    return toWrite.map((w, k) => ({
      ...w,
      outcome: (outcomes[k] ?? {}) as TOutcome,
      roundNo: round.round_no,
    }));
  });
  // answered after the commit: an accepted bet is written and paid for
  for (const { item, stake, outcome, roundNo } of written) {
    if (outcome.id === undefined || outcome.error !== undefined) {
      item.reject(walletRefusal(outcome));
      continue;
    }
    item.resolve({
      bet: myBetView({
        id: outcome.id,
        round_id: roundId,
        round_no: roundNo,
        table_id: table.id,
        member_id: item.input.player.memberId,
        bets: item.input.req.placement,
        stake,
        payout: null,
        status: 'placed',
        wallet_done: true,
        placed_at: outcome.placedAt ? new Date(outcome.placedAt) : item.input.receivedAt,
        settled_at: null,
      }),
      balance: Number(outcome.balance),
    });
  }
}

/** The wallet's refusal of one bet of a group, as the single call would have answered it. */
function walletRefusal(outcome: TOutcome): unknown {
  const mapped = dbRefusalError({ code: outcome.sqlstate, message: outcome.error ?? '' });
  if (!mapped) {
    return new AppError('UNKNOWN_ERROR', { message: `the wallet refused the bet (${outcome.error})` });
  }
  const balance = mapped.details.data?.balance;
  return refusalToAppError(
    new SeamlessCallError(
      mapped.code,
      mapped.status,
      mapped.message,
      typeof balance === 'number' && Number.isSafeInteger(balance) ? balance : null,
    ),
  );
}

/** Issues (or finds) the player's launch token ahead of their first bet. */
export async function sitDown(deps: TDeps, player: TLivePlayer): Promise<void> {
  await liveLaunchToken(deps.db, deps.config, player);
}

export async function myLiveBets(db: TDb, tableId: string, memberId: number) {
  const table = await tableOrThrow(db, tableId);
  const rows = await repo.myBets(db, table.id, memberId, 50);
  return { items: rows.map(myBetView) };
}
