// Test and benchmark helpers for the seamless API: signed requests (in-process or over HTTP),
// players with a funded wallet, a live session and a launch token, and ledger snapshots that tell
// whether a call moved any money.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import {
  SEAMLESS_SIGNATURE_HEADER,
  SEAMLESS_VENDOR_HEADER,
  type TSeamlessOperation,
} from '@pavilion/contracts/seamless';
import type { TDb } from '@/db/database.ts';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { issueLaunchToken } from '@/modules/seamless/launch-tokens.service.ts';
import { signBody } from '@/modules/vendors/signature.ts';
import { INHOUSE_VENDOR_CODE } from '@/modules/vendors/inhouse-vendor.ts';
import { inhouseVendorSecret } from '@/modules/vendors/vendors.service.ts';
import { createMember } from './auth-fixtures.ts';
import type { TTestApp } from './test-app.ts';

export type TSignOptions = {
  vendor?: string;
  secret?: string;
  signature?: string;
  rawBody?: string;
  contentType?: string;
};

export function signedHeaders(
  vendor: string,
  secret: string,
  body: string,
  signature?: string,
): Record<string, string> {
  return {
    [SEAMLESS_VENDOR_HEADER]: vendor,
    [SEAMLESS_SIGNATURE_HEADER]: signature ?? signBody(secret, body),
    'content-type': 'application/json',
  };
}

/** POST /api/seamless/<op> in-process, signed with the in-house secret unless told otherwise. */
export async function seamlessCall(
  t: TTestApp,
  op: TSeamlessOperation,
  body: unknown,
  opts: TSignOptions = {},
): Promise<LightMyRequestResponse> {
  const raw = opts.rawBody ?? JSON.stringify(body);
  const secret = opts.secret ?? (await inhouseVendorSecret(t.db));
  const headers = signedHeaders(opts.vendor ?? INHOUSE_VENDOR_CODE, secret, raw, opts.signature);
  if (opts.contentType) {
    headers['content-type'] = opts.contentType;
  }
  return t.app.inject({ method: 'POST', url: `/api/seamless/${op}`, headers, payload: raw });
}

/** The same over HTTP, for the crash test and the benchmark. */
export async function seamlessFetch(
  baseUrl: string,
  secret: string,
  op: TSeamlessOperation,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  const raw = JSON.stringify(body);
  const res = await fetch(`${baseUrl}/api/seamless/${op}`, {
    method: 'POST',
    headers: signedHeaders(INHOUSE_VENDOR_CODE, secret, raw),
    body: raw,
  });
  return { status: res.status, json: await res.json() };
}

export type TPlayer = { memberId: number; playerId: string; token: string; sessionToken: string };

/** A member with `balance` in their wallet, logged in, holding an in-house launch token. */
export async function createPlayer(
  t: TTestApp,
  balance: number,
  nodeId: number | null = null,
): Promise<TPlayer> {
  const member = await createMember(t, { balance });
  const sessionToken = await createSession(t.db, t.config, {
    kind: 'member',
    memberId: member.id,
    ip: '10.9.9.9',
  });
  const { token, playerId } = await issueLaunchToken(t.db, {
    memberId: member.id,
    vendorCode: INHOUSE_VENDOR_CODE,
    nodeId,
  });
  return { memberId: member.id, playerId, token, sessionToken };
}

let counter = 0;
/** A vendor-style id no other call in this process has used. */
export function vid(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}-${randomUUID().slice(0, 8)}`;
}

export function betBody(p: TPlayer, over: Record<string, unknown> = {}) {
  return {
    requestId: vid('req'),
    playerId: p.playerId,
    token: p.token,
    transactionId: vid('bet'),
    roundId: vid('round'),
    gameCode: 'slot-1',
    amount: 100,
    ...over,
  };
}

export function winBody(
  p: TPlayer,
  bet: { transactionId: string; roundId: string },
  over: Record<string, unknown> = {},
) {
  return {
    requestId: vid('req'),
    playerId: p.playerId,
    transactionId: vid('win'),
    betTransactionId: bet.transactionId,
    roundId: bet.roundId,
    amount: 0,
    ...over,
  };
}

export function rollbackBody(
  p: TPlayer,
  bet: { transactionId: string; roundId: string },
  over: Record<string, unknown> = {},
) {
  return {
    requestId: vid('req'),
    playerId: p.playerId,
    transactionId: vid('rb'),
    betTransactionId: bet.transactionId,
    roundId: bet.roundId,
    ...over,
  };
}

export type TLedgerSnapshot = { balanceSum: number; entries: number; transactions: number; bets: number };

/** Sum of every balance, and counts of entries, transactions and recorded bets. */
export async function ledgerSnapshot(db: TDb): Promise<TLedgerSnapshot> {
  const { rows } = await sql<{ s: number; e: number; x: number; b: number }>`select
      (select coalesce(sum(balance), 0)::bigint from ledger_accounts) as s,
      (select count(*)::bigint from ledger_entries) as e,
      (select count(*)::bigint from ledger_transactions) as x,
      (select count(*)::bigint from seamless_bets) as b`.execute(db);
  const r = rows[0]!;
  return { balanceSum: Number(r.s), entries: Number(r.e), transactions: Number(r.x), bets: Number(r.b) };
}

export async function walletBalance(db: TDb, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('member_id', '=', memberId)
    .where('purpose', '=', 'wallet')
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

/** Ledger invariants: entries of each transaction sum to zero, balance = opening + entries, wallets ≥ 0. */
export async function ledgerViolations(db: TDb): Promise<string[]> {
  const { rows: unbalanced } = await sql<{
    id: number;
  }>`select transaction_id as id from ledger_entries group by 1 having sum(amount) <> 0`.execute(db);
  const { rows: drift } = await sql<{
    id: number;
  }>`select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id having a.balance <> a.opening_balance + coalesce(sum(e.amount), 0)`.execute(db);
  const { rows: negative } = await sql<{
    id: number;
  }>`select id from ledger_accounts where owner_type = 'member' and balance < 0`.execute(db);
  return [
    ...unbalanced.map((r) => `transaction ${r.id} does not sum to zero`),
    ...drift.map((r) => `account ${r.id} balance differs from opening + entries`),
    ...negative.map((r) => `wallet ${r.id} is negative`),
  ];
}
