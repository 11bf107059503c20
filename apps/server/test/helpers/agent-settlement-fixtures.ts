// Agent settlement fixtures: agents and players inserted straight into the database (the closure
// table follows by trigger), contracts of the shape of migration 0019 and settled bets at chosen
// instants, so a test controls every figure of a period.
import { sql } from 'kysely';
import type { TContractTerms } from '@pavilion/contracts/agent-contracts';
import type { TDb } from '@/db/database.ts';
import { insertMemberWithWallet } from '@/modules/members/members.repo.ts';

let counter = 0;

export async function member(
  db: TDb,
  opts: { type?: number; upline?: number | null; balance?: number; prefix?: string } = {},
): Promise<number> {
  counter += 1;
  const account = `${opts.prefix ?? 'st'}${process.pid % 1000}x${counter}`;
  const row = await insertMemberWithWallet(
    db,
    { account, nickname: account, type: opts.type ?? 0, password_hash: 'x', upline_id: opts.upline ?? null },
    { balance: opts.balance ?? 0, currency: 'USD' },
  );
  return row.id;
}

export const agent = (db: TDb, upline: number | null = null, balance = 0) =>
  member(db, { type: 1, upline, balance, prefix: 'ag' });

export async function contract(
  db: TDb,
  c: { upline: number | null; downline: number; terms: TContractTerms; acceptedAt: Date; endedAt?: Date },
): Promise<number> {
  const row = await db
    .insertInto('agent_contracts')
    .values({
      kind: c.terms.kind,
      upline_id: c.upline,
      downline_id: c.downline,
      status: c.endedAt ? 'terminated' : 'active',
      terms: JSON.stringify(c.terms),
      period: c.terms.kind === 'dividend' ? c.terms.period : null,
      accepted_at: c.acceptedAt,
      ended_at: c.endedAt ?? null,
      created_at: c.acceptedAt,
      end_reason: c.endedAt ? 'terminated' : null,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export const daily = (rateBp: number, minDailyBet = 0, minActiveMembers = 0): TContractTerms => ({
  kind: 'daily',
  tiers: [{ minDailyBet, minActiveMembers, rateBp }],
});

let betCounter = 0;

/** A settled bet of `amount` paying `win` at `at` (or a rolled-back one). */
export async function bet(
  db: TDb,
  memberId: number,
  amount: number,
  win: number,
  at: Date,
  status: 'settled' | 'rolled_back' = 'settled',
): Promise<void> {
  betCounter += 1;
  await sql`insert into seamless_bets (vendor_code, bet_tx_id, member_id, round_id, game_code, game_type, amount, win_amount, status, placed_at, settled_at)
    values ('test', ${`st-${process.pid}-${betCounter}`}, ${memberId}, ${`r${betCounter}`}, 'g1', 'slot', ${amount}, ${win}, ${status}, ${at}, ${at})`.execute(
    db,
  );
}

export async function balance(db: TDb, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('member_id', '=', memberId)
    .where('purpose', '=', 'wallet')
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

export async function settlementCount(db: TDb): Promise<{ settlements: number; postings: number }> {
  const { rows } = await sql<{ s: number; p: number }>`select
    (select count(*) from agent_settlements)::int as s,
    (select count(*) from ledger_transactions where idempotency_key like 'agent-settlement%')::int as p`.execute(
    db,
  );
  return { settlements: Number(rows[0]!.s), postings: Number(rows[0]!.p) };
}
