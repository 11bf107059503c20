// Bets at a live table. One placement (a set of spots) is one live bet and one seamless bet. It is
// written in ONE transaction that holds the round's row (settlement updates it, so it waits), checks
// the round takes bets at `now` (before closesAt: a late bet is LIVE_BETTING_CLOSED), checks the
// table's limits per spot (this placement plus the member's earlier ones in the round), validates the
// spots with the engine's own settlement rules, writes the bet and debits the wallet: the wallet's
// bet runs inside the same transaction, so a refusal (insufficient funds) leaves nothing behind.
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
import { isRefusal, refusalToAppError } from '@/modules/inhouse/round-money.ts';
import {
  forgetLiveToken,
  liveBetTx,
  liveLaunchToken,
  liveRoundOf,
  liveSeamless,
  type TLiveConfig,
} from './live-money.ts';
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

export async function placeLiveBet(
  deps: { db: TDb; config: TLiveConfig },
  player: TLivePlayer,
  tableId: string,
  req: TLivePlaceRequest,
  now: Date,
): Promise<TLivePlaceReply> {
  const table = await tableOrThrow(deps.db, tableId);
  if (req.placement.game !== table.game) {
    throw new AppError('LIVE_INVALID_BET');
  }
  const token = await liveLaunchToken(deps.db, deps.config, player);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const round = await repo.lockRoundForBet(trx, Number(req.roundId));
      if (!round || round.table_id !== table.id || round.opens_at > now) {
        throw new AppError('LIVE_INVALID_BET', { message: 'This round is not on at this table' });
      }
      if (round.status !== 'open' || now >= round.closes_at) {
        throw new AppError('LIVE_BETTING_CLOSED');
      }
      const earlier = await repo.memberStakeBySpot(trx, Number(round.id), player.memberId);
      const stake = checkLimits(
        req.placement,
        earlier.map((e) => e.bets),
        table,
      );
      try {
        // the engine refuses malformed spots (a split of two numbers that do not touch) before it reads
        // the result; nothing of the result leaves this function
        settleLiveBets(round.result, engineBets(req.placement));
      } catch (error) {
        if (error instanceof GameError) {
          throw new AppError('LIVE_INVALID_BET', { message: error.message });
        }
        throw error;
      }
      const row = await repo.insertBet(trx, {
        round_id: Number(round.id),
        table_id: table.id,
        member_id: player.memberId,
        bets: JSON.stringify(req.placement),
        stake,
        placed_at: now,
      });
      const reply = await liveSeamless(trx as unknown as TDb, deps.config).bet({
        playerId: String(player.memberId),
        token,
        transactionId: liveBetTx(Number(row.id)),
        roundId: liveRoundOf(Number(row.id)),
        gameCode: table.id,
        amount: stake,
      });
      return { bet: myBetView({ ...row, round_no: round.round_no }), balance: reply.balance };
    });
  } catch (error) {
    if (isRefusal(error)) {
      if (error.code === 'SESSION_EXPIRED') {
        forgetLiveToken(deps.db, player.sessionId);
      }
      throw refusalToAppError(error);
    }
    throw error;
  }
}

export async function myLiveBets(db: TDb, tableId: string, memberId: number) {
  const table = await tableOrThrow(db, tableId);
  const rows = await repo.myBets(db, table.id, memberId, 50);
  return { items: rows.map(myBetView) };
}
