// Points and missions fixtures: settled bets of a game type at chosen instants, credited deposits,
// and the member's points balance, written straight into the tables the rules read.
import { sql } from 'kysely';
import type { TDb } from '@/db/database.ts';

let seq = 0;

export async function gameBet(
  db: TDb,
  memberId: number,
  o: { amount: number; gameType?: string; at?: Date; status?: 'settled' | 'rolled_back' | 'open' },
): Promise<void> {
  seq += 1;
  const at = o.at ?? new Date();
  const status = o.status ?? 'settled';
  await sql`insert into seamless_bets (vendor_code, bet_tx_id, member_id, round_id, game_code, game_type, amount,
      win_amount, status, placed_at, settled_at)
    values ('test', ${`pt-${process.pid}-${seq}`}, ${memberId}, ${`pr${seq}`}, 'g1', ${o.gameType ?? 'RNG'},
      ${o.amount}, 0, ${status}, ${at}, ${status === 'open' ? null : at})`.execute(db);
}

export async function creditedDeposit(
  db: TDb,
  memberId: number,
  amount: number,
  at = new Date(),
): Promise<void> {
  seq += 1;
  await sql`insert into cashier_deposits (member_id, request_id, channel_id, kind, amount, status, credited_at)
    values (${memberId}, ${`pd-${process.pid}-${seq}`}, 'bank', 'bank_transfer', ${amount}, 'credited', ${at})`.execute(
    db,
  );
}

export async function pointsOf(db: TDb, memberId: number): Promise<number> {
  const { rows } = await sql<{ b: string }>`select coalesce((select balance from points_balances
    where member_id = ${memberId}), 0)::text as b`.execute(db);
  return Number(rows[0]?.b ?? 0);
}

/** Sum of the member's points transactions: always equal to the balance row. */
export async function pointsSum(db: TDb, memberId: number): Promise<number> {
  const { rows } = await sql<{
    s: string;
  }>`select coalesce(sum(points), 0)::text as s from points_transactions
    where member_id = ${memberId}`.execute(db);
  return Number(rows[0]?.s ?? 0);
}
