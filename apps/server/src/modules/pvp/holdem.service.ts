// Hold'em cash tables (decision 052): every player command and every timer step goes through
// `changeTable` (one transaction, optimistic version) with the pure reducer
// (`@pavilion/games/holdem/table`). Sitting debits the buy-in from the wallet, a top-up debits
// more, leaving credits the stack back (pvp-money.ts). The stored state keeps the hand's event log;
// when a hand ends the log (seed and deck revealed) becomes its history row. The deadline is when
// the server acts: the seat to act times out (check if it may, else fold, and it sits out), or the
// next hand starts after a short pause with the seed whose hash was shown before it.
import { applyHoldem, type THoldemStep } from '@pavilion/games/holdem/table';
import { legalActions, type THoldemCommand, type TTableState } from '@pavilion/games/holdem/table-state';
import type { TPvpActRequest, TPvpSitRequest } from '@pavilion/contracts/pvp';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import { creditCashOut, debitChips, type TPvpConfig, type TPvpPlayer } from './pvp-money.ts';
import { changeTable, moveTable, type TChange, type THandRow, type TTableRow } from './pvp-store.ts';
import type { THoldemStored, THoldemTableConfig } from './pvp-tables.ts';
import { seatOf } from './pvp-view.ts';
import * as repo from './pvp.repo.ts';

type TDeps = { db: TDb; config: TPvpConfig };

const canStart = (table: TTableState) =>
  !table.hand && table.seats.filter((s) => s && !s.sittingOut && s.stack > 0).length >= 2;

/** The next state to store, its deadline, and the hand's history row when the hand ended. */
function settle(
  row: TTableRow,
  step: THoldemStep,
  now: Date,
): Pick<TChange<null>, 'state' | 'deadline' | 'hand'> {
  const cfg = row.config as THoldemTableConfig;
  const before = (row.state as THoldemStored).table;
  const after = step.state;
  const stored = row.state as THoldemStored;
  const log = before.hand || after.hand ? [...stored.log, ...step.events] : [];
  const ended = step.events.find((e) => e.type === 'hand-ended');
  let hand: THandRow | undefined;
  if (ended?.type === 'hand-ended') {
    const started = log.find((e) => e.type === 'hand-started');
    hand = {
      table_id: row.id,
      hand_no: ended.handNo,
      salt: started?.type === 'hand-started' ? started.salt : '',
      seed_hash: started?.type === 'hand-started' ? started.deckHash : '',
      server_seed: ended.serverSeed,
      summary: log,
      rake: ended.rake,
    };
  }
  const state: THoldemStored = { table: after, log: ended ? [] : log };
  let deadline: Date | null = null;
  if (after.hand && after.hand.toAct !== null) {
    const sameTurn = before.hand?.handNo === after.hand.handNo && before.hand.toAct === after.hand.toAct;
    deadline = sameTurn && row.deadline ? row.deadline : new Date(now.getTime() + cfg.actionMs);
  } else if (canStart(after)) {
    deadline = !before.hand && row.deadline ? row.deadline : new Date(now.getTime() + cfg.pauseMs);
  }
  return { state, deadline, ...(hand ? { hand } : {}) };
}

function apply(row: TTableRow, command: THoldemCommand): THoldemStep {
  return applyHoldem((row.state as THoldemStored).table, command);
}

function mySeat(row: TTableRow, memberId: number): number {
  const seat = seatOf(row, memberId);
  if (seat === null) {
    throw new AppError('PVP_NOT_SEATED');
  }
  return seat;
}

export function sitHoldem(deps: TDeps, player: TPvpPlayer, tableId: string, req: TPvpSitRequest, now: Date) {
  return changeTable(deps.db, tableId, null, async (row, trx) => {
    const step = apply(row, {
      type: 'sit',
      seat: req.seat,
      playerId: String(player.memberId),
      buyIn: req.buyIn,
    });
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
    return { ...settle(row, step, now), result: { balance } };
  });
}

export function topUpHoldem(deps: TDeps, player: TPvpPlayer, tableId: string, amount: number, now: Date) {
  return changeTable(deps.db, tableId, null, async (row, trx) => {
    const step = apply(row, { type: 'top-up', seat: mySeat(row, player.memberId), amount });
    const sitting = (await repo.openSitting(trx, row.id, player.memberId)) ?? notSeated();
    const n = await repo.addTopUp(trx, Number(sitting.id));
    const balance = await debitChips(trx, deps.config, player, {
      sittingId: Number(sitting.id),
      tableId: row.id,
      amount,
      n,
    });
    return { ...settle(row, step, now), result: { balance } };
  });
}

export function leaveHoldem(deps: TDeps, player: TPvpPlayer, tableId: string, now: Date) {
  return changeTable(deps.db, tableId, null, async (row, trx) => {
    const step = apply(row, { type: 'leave', seat: mySeat(row, player.memberId) });
    const left = step.events.find((e) => e.type === 'left');
    const cashOut = left?.type === 'left' ? left.cashOut : 0;
    const sitting = (await repo.openSitting(trx, row.id, player.memberId)) ?? notSeated();
    await repo.closeSitting(trx, Number(sitting.id), cashOut);
    const balance = await creditCashOut(trx, deps.config, {
      id: Number(sitting.id),
      memberId: player.memberId,
      topUps: sitting.top_ups,
      cashOut,
    });
    return { ...settle(row, step, now), result: { balance, cashOut } };
  });
}

export function sitOutHoldem(deps: TDeps, memberId: number, tableId: string, sittingOut: boolean, now: Date) {
  return moveTable(deps.db, tableId, null, (row) => {
    const seat = mySeat(row, memberId);
    const step = apply(row, { type: sittingOut ? 'sit-out' : 'sit-in', seat });
    return { ...settle(row, step, now), result: { ok: true } };
  });
}

export function actHoldem(deps: TDeps, memberId: number, tableId: string, req: TPvpActRequest, now: Date) {
  return moveTable(deps.db, tableId, req.version, (row) => {
    const seat = mySeat(row, memberId);
    const command: THoldemCommand = {
      type: 'act',
      seat,
      action: req.action,
      ...(req.to ? { to: req.to } : {}),
    };
    const step = apply(row, command);
    return { ...settle(row, step, now), result: { ok: true } };
  });
}

/**
 * The server's move at the deadline: a timed-out seat checks or folds and sits out; or a hand starts.
 * True when it moved the table (false: not due, another instance moved it first).
 */
export function tickHoldem(db: TDb, tableId: string, now: Date) {
  return moveTable(db, tableId, null, (row): TChange<boolean> => {
    const table = (row.state as THoldemStored).table;
    if (!row.deadline || row.deadline > now) {
      return { state: row.state, deadline: row.deadline, result: false, skip: true };
    }
    const legal = legalActions(table);
    if (legal) {
      const acted = applyHoldem(table, {
        type: 'act',
        seat: legal.seat,
        action: legal.canCheck ? 'check' : 'fold',
      });
      const out = applyHoldem(acted.state, { type: 'sit-out', seat: legal.seat });
      const step = { state: out.state, events: [...acted.events, ...out.events] };
      return { ...settle(row, step, now), result: true };
    }
    if (canStart(table)) {
      const step = applyHoldem(table, { type: 'start-hand', serverSeed: row.next_seed });
      return { ...settle(row, step, now), result: true, usedSeed: true };
    }
    return { state: row.state, deadline: null, result: true };
  });
}

function notSeated(): never {
  throw new AppError('PVP_NOT_SEATED');
}
