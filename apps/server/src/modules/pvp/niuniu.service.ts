// Niuniu tables with a rotating banker (decision 052): players sit with a buy-in from the wallet,
// stake during a betting window that opens when two players are seated, and the server deals and
// settles at the window's end from the seed whose hash was shown during it (niuniu-state.ts).
// Changes go through `changeTable` (one transaction, optimistic version); money as Hold'em's.
import type { TPvpSitRequest } from '@pavilion/contracts/pvp';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import {
  dealNiuniu,
  leaveNiuniu,
  playingSeats,
  sitNiuniu,
  stakeNiuniu,
  topUpNiuniu,
  type TNiuniuState,
} from './niuniu-state.ts';
import { creditCashOut, debitChips, type TPvpConfig, type TPvpPlayer } from './pvp-money.ts';
import { changeTable, moveTable, type TChange, type TTableRow } from './pvp-store.ts';
import { seatOf } from './pvp-view.ts';
import * as repo from './pvp.repo.ts';

type TDeps = { db: TDb; config: TPvpConfig };

/** A window runs while two players have chips; it starts when the second sits down. */
function deadlineFor(row: TTableRow, state: TNiuniuState, now: Date): Date | null {
  if (playingSeats(state).length < 2) {
    return null;
  }
  return row.deadline ?? new Date(now.getTime() + state.config.bettingMs);
}

function mySeat(row: TTableRow, memberId: number): number {
  const seat = seatOf(row, memberId);
  if (seat === null) {
    throw new AppError('PVP_NOT_SEATED');
  }
  return seat;
}

export function sitNiuniuTable(
  deps: TDeps,
  player: TPvpPlayer,
  tableId: string,
  req: TPvpSitRequest,
  now: Date,
) {
  return changeTable(deps.db, tableId, null, async (row, trx) => {
    const state = sitNiuniu(row.state as TNiuniuState, req.seat, String(player.memberId), req.buyIn);
    const sitting = await repo.insertSitting(trx, {
      table_id: row.id,
      member_id: player.memberId,
      seat: req.seat,
      bought_in: req.buyIn,
    });
    const balance = await debitChips(trx, deps.config, player, {
      sittingId: Number(sitting.id),
      tableId: row.id,
      amount: req.buyIn,
      n: 0,
    });
    return { state, deadline: deadlineFor(row, state, now), result: { balance } };
  });
}

export function topUpNiuniuTable(
  deps: TDeps,
  player: TPvpPlayer,
  tableId: string,
  amount: number,
  now: Date,
) {
  return changeTable(deps.db, tableId, null, async (row, trx) => {
    const state = topUpNiuniu(row.state as TNiuniuState, mySeat(row, player.memberId), amount);
    const sitting = (await repo.openSitting(trx, row.id, player.memberId)) ?? notSeated();
    const n = await repo.addTopUp(trx, Number(sitting.id));
    const balance = await debitChips(trx, deps.config, player, {
      sittingId: Number(sitting.id),
      tableId: row.id,
      amount,
      n,
    });
    return { state, deadline: deadlineFor(row, state, now), result: { balance } };
  });
}

export function leaveNiuniuTable(deps: TDeps, player: TPvpPlayer, tableId: string, now: Date) {
  return changeTable(deps.db, tableId, null, async (row, trx) => {
    const { state, cashOut } = leaveNiuniu(row.state as TNiuniuState, mySeat(row, player.memberId));
    const sitting = (await repo.openSitting(trx, row.id, player.memberId)) ?? notSeated();
    await repo.closeSitting(trx, Number(sitting.id), cashOut);
    const balance = await creditCashOut(trx, deps.config, {
      id: Number(sitting.id),
      memberId: player.memberId,
      topUps: sitting.top_ups,
      cashOut,
    });
    return { state, deadline: deadlineFor(row, state, now), result: { balance, cashOut } };
  });
}

export function stakeNiuniuTable(deps: TDeps, memberId: number, tableId: string, amount: number, now: Date) {
  return moveTable(deps.db, tableId, null, (row) => {
    if (!row.deadline || row.deadline <= now) {
      throw new AppError('PVP_NOT_ALLOWED', { message: 'No more stakes: the cards are being dealt' });
    }
    const state = stakeNiuniu(row.state as TNiuniuState, mySeat(row, memberId), amount);
    return { state, deadline: row.deadline, result: { ok: true } };
  });
}

/** At the window's end: deal and settle if anybody staked, then open the next window (true: moved). */
export function tickNiuniu(db: TDb, tableId: string, now: Date) {
  return moveTable(db, tableId, null, (row): TChange<boolean> => {
    if (!row.deadline || row.deadline > now) {
      return { state: row.state, deadline: row.deadline, result: false, skip: true };
    }
    const current = row.state as TNiuniuState;
    const dealt = dealNiuniu(current, row.next_seed);
    const state = dealt ?? current;
    const hand = dealt?.last
      ? {
          table_id: row.id,
          hand_no: dealt.last.roundNo,
          salt: dealt.last.salt,
          seed_hash: dealt.last.seedHash,
          server_seed: dealt.last.serverSeed,
          summary: dealt.last,
          rake: dealt.last.rake,
        }
      : undefined;
    const deadline =
      playingSeats(state).length >= 2 ? new Date(now.getTime() + state.config.bettingMs) : null;
    return { state, deadline, result: true, usedSeed: dealt !== null, ...(hand ? { hand } : {}) };
  });
}

function notSeated(): never {
  throw new AppError('PVP_NOT_SEATED');
}
