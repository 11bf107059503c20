// SQL of the lottery vendor: games and play-type configuration, issues (created with their
// committed seed, drawn and settled by guarded updates), tickets, follow-up plans, exposure
// buckets and the audit trail. Every state change is one UPDATE guarded by the expected state, so
// two schedulers, a retry after a crash, or an operator racing a draw can never both apply it.
import { sql, type Transaction } from 'kysely';
import type { TLotteryDraw } from '@pavilion/games/lottery/draw';
import type { TDb } from '@/db/database.ts';
import type { TDatabase } from '@/db/tables.ts';
import type { TLotteryTicketStatus, TOddsJson } from '@/db/tables-lottery.ts';

export type TLotteryDb = TDb | Transaction<TDatabase>;

// ---------------------------------------------------------------- games and play types
export async function insertGamesIfMissing(
  db: TLotteryDb,
  games: { code: string; family: string; mode: string }[],
  playTypes: {
    game_code: string;
    play_type: string;
    min_stake: number;
    max_stake: number;
    exposure_cap: number;
    odds: TOddsJson;
  }[],
) {
  await db
    .insertInto('lottery_games')
    .values(games)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db
    .insertInto('lottery_play_types')
    .values(playTypes.map((p) => ({ ...p, odds: JSON.stringify(p.odds) })))
    .onConflict((oc) => oc.columns(['game_code', 'play_type']).doNothing())
    .execute();
}

export function listGames(db: TLotteryDb) {
  return db.selectFrom('lottery_games').selectAll().orderBy('code').execute();
}

export function findGame(db: TLotteryDb, code: string) {
  return db.selectFrom('lottery_games').selectAll().where('code', '=', code).executeTakeFirst();
}

export function setGameEnabled(db: TLotteryDb, code: string, enabled: boolean) {
  return db.updateTable('lottery_games').set({ enabled }).where('code', '=', code).executeTakeFirst();
}

export function listPlayTypes(db: TLotteryDb, gameCode?: string) {
  let q = db.selectFrom('lottery_play_types').selectAll();
  if (gameCode !== undefined) {
    q = q.where('game_code', '=', gameCode);
  }
  return q.orderBy('game_code').execute();
}

export function updatePlayType(
  db: TLotteryDb,
  gameCode: string,
  playType: string,
  set: { enabled?: boolean; min_stake?: number; max_stake?: number; exposure_cap?: number; odds?: TOddsJson },
) {
  const { odds, ...rest } = set;
  return db
    .updateTable('lottery_play_types')
    .set({ ...rest, ...(odds ? { odds: JSON.stringify(odds) } : {}), updated_at: new Date() })
    .where('game_code', '=', gameCode)
    .where('play_type', '=', playType)
    .returningAll()
    .executeTakeFirst();
}

// ---------------------------------------------------------------- issues
export type TNewIssue = {
  game_code: string;
  issue_no: string;
  opens_at: Date;
  closes_at: Date;
  draw_at: Date;
  server_seed: string;
  seed_hash: string;
};

/** Creates the issues that do not exist yet (a concurrent creator's seed wins; ours is dropped). */
export async function insertIssues(db: TLotteryDb, issues: TNewIssue[]) {
  if (issues.length === 0) {
    return;
  }
  await db
    .insertInto('lottery_issues')
    .values(issues)
    .onConflict((oc) => oc.columns(['game_code', 'issue_no']).doNothing())
    .execute();
}

export function findIssues(db: TLotteryDb, gameCode: string, issueNos: string[]) {
  return db
    .selectFrom('lottery_issues')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('issue_no', 'in', issueNos)
    .orderBy('draw_at')
    .execute();
}

export function findIssueById(db: TLotteryDb, id: number) {
  return db.selectFrom('lottery_issues').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Locks the issues a slip bets on, so a draw cannot start while the tickets are written. */
export function lockIssuesForBets(db: TLotteryDb, ids: number[]) {
  return db
    .selectFrom('lottery_issues')
    .select(['id', 'status', 'closes_at'])
    .where('id', 'in', ids)
    .forShare()
    .execute();
}

/** Drawn issues, newest first. */
export function listResults(db: TLotteryDb, gameCode: string, limit: number, beforeDrawAt?: Date) {
  let q = db
    .selectFrom('lottery_issues')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('draw', 'is not', null);
  if (beforeDrawAt) {
    q = q.where('draw_at', '<', beforeDrawAt);
  }
  return q.orderBy('draw_at', 'desc').limit(limit).execute();
}

/** The latest drawn issue of every game. */
export function latestResults(db: TLotteryDb) {
  return db
    .selectFrom('lottery_issues')
    .selectAll()
    .distinctOn('game_code')
    .where('draw', 'is not', null)
    .orderBy('game_code')
    .orderBy('draw_at', 'desc')
    .execute();
}

/** Issues whose draw time has come and which are not settled or void yet, oldest first. */
export function dueIssues(db: TLotteryDb, now: Date, limit: number) {
  return db
    .selectFrom('lottery_issues')
    .selectAll()
    .where('status', 'in', ['pending', 'drawn'])
    .where('draw_at', '<=', now)
    .orderBy('draw_at')
    .limit(limit)
    .execute();
}

/**
 * Takes an issue's advisory lock exclusively for the rest of the transaction: slips hold it shared
 * until they commit (lottery_place_slip), so a draw or void waits for the slips in flight, and a
 * slip after it sees the new status.
 */
async function lockIssueForDraw(trx: Transaction<TDatabase>, id: number) {
  await sql`select pg_advisory_xact_lock(hashtext('lottery_issue'), ${id}::int)`.execute(trx);
}

/** pending → drawn with its numbers; false when another run drew it (or it was voided). */
export async function markDrawn(db: TDb, id: number, draw: TLotteryDraw, now: Date) {
  const res = await db.transaction().execute(async (trx) => {
    await lockIssueForDraw(trx, id);
    return trx
      .updateTable('lottery_issues')
      .set({ status: 'drawn', draw: JSON.stringify(draw), drawn_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
  });
  return res.numUpdatedRows > 0n;
}

/**
 * drawn → settled once no ticket of the issue is pending: a concurrent run may still hold a chunk
 * (its claim skips locked tickets), and if it dies the issue stays drawn for the next run.
 */
export async function markSettled(db: TLotteryDb, id: number, now: Date) {
  const res = await db
    .updateTable('lottery_issues')
    .set({ status: 'settled', settled_at: now })
    .where('id', '=', id)
    .where('status', '=', 'drawn')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('lottery_tickets')
            .select('id')
            .where('issue_id', '=', id)
            .where('status', '=', 'pending'),
        ),
      ),
    )
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

/** pending or drawn → void; undefined when settled or void already. */
export function markVoid(db: TDb, id: number, reason: string, now: Date) {
  return db.transaction().execute(async (trx) => {
    await lockIssueForDraw(trx, id);
    return trx
      .updateTable('lottery_issues')
      .set({ status: 'void', void_reason: reason, settled_at: now })
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'drawn'])
      .returningAll()
      .executeTakeFirst();
  });
}

// ---------------------------------------------------------------- tickets
export type TNewTicket = {
  member_id: number;
  issue_id: number;
  game_code: string;
  issue_no: string;
  request_id: string;
  slot: number;
  follow_up_id: number | null;
  play_type: string;
  selection: string[][];
  combinations: number;
  unit_amount: number;
  multiplier: number;
  stake: number;
  odds: TOddsJson;
  max_payout: number;
};

export function insertFollowUp(
  db: TLotteryDb,
  row: { member_id: number; game_code: string; issues: number; stop_on_win: boolean },
) {
  return db.insertInto('lottery_follow_ups').values(row).returning('id').executeTakeFirstOrThrow();
}

export function insertTickets(db: TLotteryDb, rows: TNewTicket[]) {
  return db
    .insertInto('lottery_tickets')
    .values(rows.map((r) => ({ ...r, selection: JSON.stringify(r.selection), odds: JSON.stringify(r.odds) })))
    .returningAll()
    .execute();
}

export function ticketsOfRequest(db: TLotteryDb, memberId: number, requestId: string) {
  return db
    .selectFrom('lottery_tickets')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .orderBy('slot')
    .execute();
}

export function findTicket(db: TLotteryDb, id: number) {
  return db.selectFrom('lottery_tickets').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes amounts back off exposure buckets (cancel, refund, stale bet). Buckets are striped
 * (migration 0034: rows `<bucket>#<k>` whose sum is the bucket's exposure); a release goes to
 * stripe 0, which may go negative. One statement, rows locked in key order like a slip's.
 */
export async function releaseExposure(
  db: TLotteryDb,
  issueId: number,
  amounts: { bucket: string; amount: number }[],
) {
  const merged = new Map<string, number>();
  for (const { bucket, amount } of amounts) {
    merged.set(bucket, (merged.get(bucket) ?? 0) + amount);
  }
  if (merged.size === 0) {
    return;
  }
  await sql`insert into lottery_exposure as l (issue_id, bucket, amount)
      select ${issueId}::bigint, r.bucket || '#0', -r.amount
        from jsonb_to_recordset(${JSON.stringify([...merged].map(([bucket, amount]) => ({ bucket, amount })))}::jsonb)
          as r(bucket text, amount bigint)
        order by r.bucket || '#0'
    on conflict (issue_id, bucket) do update set amount = l.amount + excluded.amount`.execute(db);
}

/** Moves tickets between states (guarded by the expected ones); returns the tickets moved. */
export function transitionTickets(
  db: TLotteryDb,
  ids: number[],
  from: TLotteryTicketStatus[],
  set: { status: TLotteryTicketStatus; wallet_done: boolean; settled_at?: Date },
  onlyIfWalletDone?: boolean,
) {
  if (ids.length === 0) {
    return Promise.resolve([]);
  }
  let q = db.updateTable('lottery_tickets').set(set).where('id', 'in', ids).where('status', 'in', from);
  if (onlyIfWalletDone !== undefined) {
    q = q.where('wallet_done', '=', onlyIfWalletDone);
  }
  return q.returningAll().execute();
}

export async function markWalletDone(db: TLotteryDb, id: number, status: TLotteryTicketStatus) {
  await db
    .updateTable('lottery_tickets')
    .set({ wallet_done: true })
    .where('id', '=', id)
    .where('status', '=', status)
    .execute();
}

/** Pending tickets of an issue (their bets confirmed or not). */
export function pendingTicketsOfIssue(db: TLotteryDb, issueId: number) {
  return db
    .selectFrom('lottery_tickets')
    .selectAll()
    .where('issue_id', '=', issueId)
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
}

/** Tickets whose money step is not confirmed yet (win, zero win, refund), of one issue or all. */
export function ticketsAwaitingWallet(db: TLotteryDb, opts: { issueId?: number; limit: number }) {
  let q = db
    .selectFrom('lottery_tickets')
    .selectAll()
    .where('wallet_done', '=', false)
    .where('status', 'in', ['won', 'lost', 'cancelled', 'refunded']);
  if (opts.issueId !== undefined) {
    q = q.where('issue_id', '=', opts.issueId);
  }
  return q.orderBy('id').limit(opts.limit).execute();
}

/** Bets still unconfirmed long after purchase (their request died mid-way). */
export function staleUnconfirmedBets(db: TLotteryDb, before: Date, limit: number) {
  return db
    .selectFrom('lottery_tickets')
    .selectAll()
    .where('status', '=', 'pending')
    .where('wallet_done', '=', false)
    .where('placed_at', '<', before)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Winning follow-up plans of an issue that stop on a win and have not stopped yet. */
export async function stopWinningFollowUps(db: TLotteryDb, issueId: number, now: Date) {
  return db
    .updateTable('lottery_follow_ups')
    .set({ stopped_at: now })
    .where('stop_on_win', '=', true)
    .where('stopped_at', 'is', null)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('lottery_tickets')
        .select('follow_up_id')
        .where('issue_id', '=', issueId)
        .where('status', '=', 'won')
        .where('follow_up_id', 'is not', null)
        .$narrowType<{ follow_up_id: number }>(),
    )
    .returning('id')
    .execute();
}

/** Pending tickets of a follow-up plan on issues still taking bets (those a stop or cancel refunds). */
export function openTicketsOfFollowUp(db: TLotteryDb, followUpId: number, now: Date) {
  return db
    .selectFrom('lottery_tickets as t')
    .innerJoin('lottery_issues as i', 'i.id', 't.issue_id')
    .selectAll('t')
    .where('t.follow_up_id', '=', followUpId)
    .where('t.status', '=', 'pending')
    .where('i.status', '=', 'pending')
    .where('i.closes_at', '>', now)
    .execute();
}

export function findFollowUp(db: TLotteryDb, id: number) {
  return db.selectFrom('lottery_follow_ups').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listTickets(
  db: TLotteryDb,
  memberId: number,
  filter: {
    gameCode?: string | undefined;
    status?: TLotteryTicketStatus | undefined;
    followUpId?: number | undefined;
  },
  page: { pageNo: number; pageSize: number },
) {
  let q = db
    .selectFrom('lottery_tickets as t')
    .innerJoin('lottery_issues as i', 'i.id', 't.issue_id')
    .where('t.member_id', '=', memberId)
    .where('t.status', '!=', 'failed');
  if (filter.gameCode) {
    q = q.where('t.game_code', '=', filter.gameCode);
  }
  if (filter.status) {
    q = q.where('t.status', '=', filter.status);
  }
  if (filter.followUpId) {
    q = q.where('t.follow_up_id', '=', filter.followUpId);
  }
  const [rows, total] = await Promise.all([
    q
      .selectAll('t')
      .select(['i.closes_at', 'i.status as issue_status'])
      .orderBy('t.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function insertAudit(
  db: TLotteryDb,
  row: {
    operator_id: number | null;
    action: string;
    game_code: string;
    subject: string | null;
    details: object;
  },
) {
  await db
    .insertInto('lottery_audit')
    .values({ ...row, details: JSON.stringify(row.details) })
    .execute();
}

// ---------------------------------------------------------------- batched wallet (migration 0026)
export type TSlipInDb = {
  memberId: number;
  sessionId: number;
  idleCutoff: Date;
  now: Date;
  requestId: string;
  gameCode: string;
  issueIds: number[];
  followUp: { issues: number; stopOnWin: boolean } | null;
  bets: object[];
  buckets: { bucket: string; amount: number; cap: number }[];
};
export type TSlipOutcome =
  | { replay: true }
  | {
      replay: false;
      balance: number;
      followUpId: number | null;
      tickets: { id: number; issueId: number; issueNo: string; slot: number; placedAt: string }[];
    };

/** One round trip: checks, tickets, exposure, seamless bets and one ledger posting (lottery_place_slip). */
export async function placeSlipInDb(db: TLotteryDb, p: TSlipInDb): Promise<TSlipOutcome> {
  const { rows } = await sql<{ outcome: TSlipOutcome | string }>`
    select lottery_place_slip(${p.memberId}::bigint, ${p.sessionId}::bigint, ${p.idleCutoff}::timestamptz,
      ${p.now}::timestamptz, ${p.requestId}, ${p.gameCode}, ${`{${p.issueIds.join(',')}}`}::bigint[],
      ${p.followUp === null ? null : JSON.stringify(p.followUp)}::jsonb, ${JSON.stringify(p.bets)}::jsonb,
      ${JSON.stringify(p.buckets)}::jsonb) as outcome`.execute(db);
  const outcome = rows[0]!.outcome;
  return typeof outcome === 'string' ? (JSON.parse(outcome) as TSlipOutcome) : outcome;
}

export type TSettleChunkOutcome = {
  settled: number;
  wins: number;
  winners: { memberId: number; payout: number }[];
};

/**
 * Settles a chunk of an issue's tickets in one transaction (db/functions/lottery_settle_chunk.sql):
 * result, state and seamless bet closure of each ticket still pending with a confirmed bet (those a
 * concurrent run holds are skipped), and the chunk's wins in one posting. Winners are summed per member.
 */
export async function settleChunk(
  db: TLotteryDb,
  issueId: number,
  results: { id: number; payout: number }[],
  now: Date,
): Promise<TSettleChunkOutcome> {
  if (results.length === 0) {
    return { settled: 0, wins: 0, winners: [] };
  }
  const { rows } = await sql<{ outcome: TSettleChunkOutcome | string }>`
    select lottery_settle_chunk(${issueId}::bigint, ${JSON.stringify(results)}::jsonb, ${now}::timestamptz) as outcome`.execute(
    db,
  );
  const outcome = rows[0]!.outcome;
  const out = typeof outcome === 'string' ? (JSON.parse(outcome) as TSettleChunkOutcome) : outcome;
  return {
    settled: Number(out.settled),
    wins: Number(out.wins),
    winners: out.winners.map((w) => ({ memberId: Number(w.memberId), payout: Number(w.payout) })),
  };
}

export type TRefundChunkOutcome = {
  claimed: number;
  refunded: number;
  left: number[];
  balances: { memberId: number; balance: number }[];
};

/**
 * Rolls back the bets of cancelled or refunded tickets in one posting (lottery_refund_chunk,
 * migration 0034); `left` are the claimed tickets with no bet to roll back (the per-ticket path's).
 */
export async function refundChunk(db: TLotteryDb, ids: number[]): Promise<TRefundChunkOutcome> {
  if (ids.length === 0) {
    return { claimed: 0, refunded: 0, left: [], balances: [] };
  }
  const { rows } = await sql<{ outcome: TRefundChunkOutcome | string }>`
    select lottery_refund_chunk(${`{${ids.join(',')}}`}::bigint[]) as outcome`.execute(db);
  const outcome = rows[0]!.outcome;
  const out = typeof outcome === 'string' ? (JSON.parse(outcome) as TRefundChunkOutcome) : outcome;
  return {
    claimed: Number(out.claimed),
    refunded: Number(out.refunded),
    left: out.left.map(Number),
    balances: out.balances.map((b) => ({ memberId: Number(b.memberId), balance: Number(b.balance) })),
  };
}

/**
 * Closes the seamless rounds of up to `limit` tickets of an issue settled by the code of decision
 * 031 whose money step was still open at the upgrade to migration 0034, and credits their wins.
 */
export async function payChunk(
  db: TLotteryDb,
  issueId: number,
  limit: number,
): Promise<{ claimed: number; paid: number; wins: number }> {
  const { rows } = await sql<{ outcome: { claimed: number; paid: number; wins: number } | string }>`
    select lottery_pay_chunk(${issueId}::bigint, ${limit}::int) as outcome`.execute(db);
  const outcome = rows[0]!.outcome;
  return typeof outcome === 'string'
    ? (JSON.parse(outcome) as { claimed: number; paid: number; wins: number })
    : outcome;
}

/** Issues with settled tickets whose money step is still open (what payChunk has left to do). */
export async function issuesAwaitingPay(db: TLotteryDb, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('lottery_tickets')
    .select('issue_id')
    .distinct()
    .where('wallet_done', '=', false)
    .where('status', 'in', ['won', 'lost'])
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.issue_id));
}

/**
 * A page of an issue's pending tickets after `afterId`, with only what a result needs; odds come as
 * text so the caller parses each distinct odds table once, not once per ticket.
 */
export async function pendingPage(db: TLotteryDb, issueId: number, afterId: number, limit: number) {
  const { rows } = await sql<{
    id: number;
    play_type: string;
    selection: string[][];
    unit_amount: number;
    multiplier: number;
    odds: string;
    wallet_done: boolean;
  }>`select id, play_type, selection, unit_amount, multiplier, odds::text as odds, wallet_done
       from lottery_tickets where issue_id = ${issueId} and status = 'pending' and id > ${afterId}
       order by id limit ${limit}`.execute(db);
  return rows.map((r) => ({ ...r, id: Number(r.id), unit_amount: Number(r.unit_amount) }));
}
