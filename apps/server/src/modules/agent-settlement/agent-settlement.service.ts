// Agent settlement (issue 12, spec §4, §9; decision 026). Who pays whom: each contract is settled on
// its own: its payer (the upline agent, or the platform's `agent` house account for a top-level
// agent's contract) pays the downline agent the downline's own rate on the downline's team figures
// (everyone under the downline). An upline earning its rate on its whole team and paying each
// contracted downline that downline's rate on the downline's subtree keeps the difference.
//
// A period is settled by one run (unique per kind, unit and period): the figures of every contract
// alive in the period come from one set-based statement, the payouts from the pure maths of
// packages/contracts/agent-settlement.ts, the settlements are inserted unique per (contract,
// period), then paid one by one through agent_settlement_pay (ledger_post, idempotency key
// `agent-settlement:<id>`). A payer who cannot pay leaves the settlement `owed` (never a negative
// wallet); both sides are notified once; every later run retries the owed ones of its kind.
import {
  DEFAULT_SETTLEMENT_TIME_ZONE,
  DIVIDEND_PERIOD_UNITS,
  completedPeriodsSince,
  fixedZoneOffsetMinutes,
  lastCompletedPeriod,
  payoutOf,
  periodFromKey,
  type TIncome,
  type TIncomeQuery,
  type TPeriod,
  type TPeriodUnit,
  type TSettlementKind,
  type TSettlementRecords,
  type TSettlementRecordsQuery,
  type TSettlementRun,
  type TSettlementTrigger,
} from '@pavilion/contracts/agent-settlement';
import { ZContractTermsSchema, type TDividendPeriod } from '@pavilion/contracts/agent-contracts';
import { isEmbeddedDb, type TDb } from '@/db/database.ts';
import type { TNotificationBus } from '@/modules/notifications/notification-bus.ts';
import { notify } from '@/modules/notifications/notifications.service.ts';
import { AppError } from '@/shared/app-error.ts';
import * as repo from './agent-settlement.repo.ts';

export type TSettlementDeps = {
  db: TDb;
  notifications: TNotificationBus;
  log?: { error: (obj: object, msg: string) => void };
};

/** Settlements paid per statement (each in its own sub-transaction). */
const PAY_BATCH = 250;
/** Legs of one multi-leg posting at most (ledger_post sorts its legs: keep it small). */
const GROUP_LEGS = 100;
/** Settlements of one grouped posting at most (its legs are its distinct payees, ≤ GROUP_LEGS). */
const GROUP_SETTLEMENTS = 2_000;
/**
 * Kinds whose catch-up pays a payer's settlements of many periods in one posting (decision 059): a
 * 5-minute or hourly backlog is thousands of periods, and a posting per payer and period did not keep
 * up. Daily salary and dividends keep one posting per payer and period.
 */
const MERGED_PERIOD_KINDS: ReadonlySet<TSettlementKind> = new Set(['realtime', 'hourly']);
const HOUSE_SHARDS = 64;
/** Lanes paying in parallel (PostgreSQL pool connections; on PGlite they take turns). */
const PAY_LANES = 4;
/**
 * Periods settled together (decision 059): one statement reads their figures, one inserts their
 * settlements, their payments go many per statement. A day of 5-minute windows.
 */
export const BATCH_PERIODS = 288;
/**
 * On PGlite (one connection, and its queries resolve without giving the event loop a turn) a batch
 * is 4 hours of 5-minute windows, so no statement of the catch-up holds the connection long.
 */
export const EMBEDDED_BATCH_PERIODS = 48;

/**
 * Gives the event loop a turn (decision 059): on PGlite a chain of queries never does otherwise, so
 * HTTP requests, timers and pg-boss heartbeats would wait for the whole catch-up.
 */
export const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
/** A run starts no new batch after this long (the job expires at 15 minutes); the next run goes on. */
export const RUN_BUDGET_MS = 10 * 60_000;

/** The (unit, dividend period code) pairs a kind is settled over. */
export function unitsOf(
  kind: TSettlementKind,
): { unit: TPeriodUnit; dividendPeriod: TDividendPeriod | null }[] {
  if (kind === 'dividend') {
    return (Object.entries(DIVIDEND_PERIOD_UNITS) as [TDividendPeriod, TPeriodUnit][]).map(
      ([code, unit]) => ({
        unit,
        dividendPeriod: code,
      }),
    );
  }
  return [{ unit: kind, dividendPeriod: null }];
}

/** The site's settlement time zone offset (minutes east of UTC); a DST zone falls back to the default. */
export async function siteZoneOffset(db: TDb): Promise<number> {
  const zone = (await repo.readSiteTimeZone(db)) ?? DEFAULT_SETTLEMENT_TIME_ZONE;
  try {
    return fixedZoneOffsetMinutes(zone);
  } catch {
    return fixedZoneOffsetMinutes(DEFAULT_SETTLEMENT_TIME_ZONE);
  }
}

export type TPeriodResult = {
  runId: number;
  inserted: number;
  paid: number;
  owed: number;
  skipped: number;
  /** milliseconds of each phase (the bench reports them) */
  timings: { figures: number; insert: number; pay: number };
};

async function tellOwed(deps: TSettlementDeps, ids: number[]): Promise<void> {
  if (ids.length === 0) {
    return;
  }
  for (const s of await repo.settlementsByIds(deps.db, ids)) {
    for (const memberId of [s.payee_id, s.payer_id]) {
      if (memberId === null) {
        continue;
      }
      try {
        await notify(deps.db, deps.notifications, {
          memberId: Number(memberId),
          type: 'agent_settlement_owed',
          payload: { amount: Number(s.amount), reference: `${s.kind} ${s.period_key}` },
        });
      } catch (error) {
        deps.log?.error({ err: error, settlement: s.id }, 'owed notice not stored');
      }
    }
  }
}

/**
 * Pays the open settlements of some runs (or the owed ones of a kind): level by level from the top
 * of the tree, so the platform's payments land before the agents they fund pay their downlines.
 * Pending ones are paid per payer and period (real-time and hourly: per payer over the batch's
 * periods) in groups of up to GROUP_LEGS payees, one multi-leg posting each (the platform's per house
 * shard) in its own transaction: a transaction holds the locks of one posting only, taken in account
 * order, so runs of two kinds at once (their pg-boss queues) cannot deadlock (several postings per
 * statement did, in the catch-up bench); owed ones one by one. Within a level, PAY_LANES lanes run in
 * parallel, split by payer (the platform's by payee, whose id picks the shard), so two lanes never
 * wait on one wallet row. A settlement another runner
 * paid meanwhile is skipped (finishRuns recounts the tally).
 */
async function payOpen(
  deps: TSettlementDeps,
  where: { kind: TSettlementKind; runIds?: readonly number[]; state: 'pending' | 'owed' },
): Promise<{ paid: number; owed: number }> {
  let paid = 0;
  let owed = 0;
  const tally = async (outcomes: Map<number, repo.TPayOutcome>) => {
    const owedNow: number[] = [];
    for (const [id, outcome] of outcomes) {
      if (outcome === 'paid' || outcome === 'paid_late') {
        paid++;
      } else if (outcome === 'owed' || outcome === 'owed_now') {
        owed++;
        if (outcome === 'owed_now') {
          owedNow.push(id);
        }
      }
    }
    await tellOwed(deps, owedNow);
  };
  const open = await repo.openSettlements(deps.db, where);
  const levels = [...new Set(open.map((o) => o.level))].sort((a, b) => a - b);
  for (const level of levels) {
    // groups of one payer (platform: one house shard) and period (real-time and hourly: of the
    // batch), at most GROUP_LEGS payees and GROUP_SETTLEMENTS settlements each, dealt to lanes
    const merged = MERGED_PERIOD_KINDS.has(where.kind);
    const groups = new Map<string, { lane: number; lists: number[][]; payees: Set<number>[] }>();
    for (const o of open) {
      if (o.level !== level) {
        continue;
      }
      const payerKey = o.payer === null ? o.payee % HOUSE_SHARDS : o.payer;
      const key = `${o.payer === null ? 'h' : 'a'}${payerKey}:${merged ? '' : o.periodKey}`;
      const group = groups.get(key) ?? { lane: payerKey % PAY_LANES, lists: [[]], payees: [new Set()] };
      let payees = group.payees.at(-1)!;
      if (
        group.lists.at(-1)!.length >= GROUP_SETTLEMENTS ||
        (!payees.has(o.payee) && payees.size >= GROUP_LEGS)
      ) {
        group.lists.push([]);
        group.payees.push((payees = new Set()));
      }
      payees.add(o.payee);
      group.lists.at(-1)!.push(o.id);
      groups.set(key, group);
    }
    const lanes: number[][][] = Array.from({ length: PAY_LANES }, () => []);
    for (const group of groups.values()) {
      lanes[group.lane]!.push(...group.lists);
    }
    await Promise.all(
      lanes.map(async (lists) => {
        if (where.state === 'pending') {
          for (const ids of lists) {
            await breathe();
            await tally(await repo.payGroup(deps.db, ids));
          }
        } else {
          const ids = lists.flat();
          for (let i = 0; i < ids.length; i += PAY_BATCH) {
            await breathe();
            await tally(await repo.paySettlements(deps.db, ids.slice(i, i + PAY_BATCH)));
          }
        }
      }),
    );
  }
  return { paid, owed };
}

export type TBatchResult = {
  /** run id of each period key */
  runIds: Map<string, number>;
  inserted: number;
  paid: number;
  owed: number;
  skipped: number;
  /** milliseconds of each phase (the bench reports them) */
  timings: { figures: number; insert: number; pay: number };
};

/**
 * Settles many periods of a kind (dividends: of one period code) together: the runs claimed in one
 * statement, the figures of every period read by one statement, the settlements inserted unique per
 * (contract, period), then paid in grouped postings. Idempotent: a second call (another runner,
 * another instance, an operator trigger, a retry after a crash) inserts and pays nothing more.
 */
export async function settlePeriods(
  deps: TSettlementDeps,
  kind: TSettlementKind,
  dividendPeriod: TDividendPeriod | null,
  periods: readonly TPeriod[],
  trigger: 'schedule' | 'operator',
): Promise<TBatchResult> {
  const unit = periods[0]?.unit;
  if (!unit) {
    return {
      runIds: new Map(),
      inserted: 0,
      paid: 0,
      owed: 0,
      skipped: 0,
      timings: { figures: 0, insert: 0, pay: 0 },
    };
  }
  const runIds = await repo.claimRuns(deps.db, { kind, unit, periods, trigger });
  const ids = [...runIds.values()];
  try {
    let mark = performance.now();
    const lap = () => {
      const ms = performance.now() - mark;
      mark = performance.now();
      return Math.round(ms);
    };
    const byKey = new Map(periods.map((p) => [p.key, p]));
    await breathe();
    const figures = await repo.contractFigures(deps.db, kind, dividendPeriod, periods);
    const figuresMs = lap();
    const rows: repo.TNewSettlement[] = [];
    for (const f of figures) {
      const period = byKey.get(f.period_key);
      const runId = runIds.get(f.period_key);
      const terms = ZContractTermsSchema.safeParse(f.terms);
      if (!period || runId === undefined) {
        continue;
      }
      if (!terms.success || terms.data.kind !== kind) {
        deps.log?.error({ contract: f.contract_id }, 'contract terms do not parse: not settled');
        continue;
      }
      const payout = payoutOf(terms.data, {
        validBet: f.valid_bet,
        activeMembers: f.active_members,
        profitLoss: f.profit_loss,
        wonValidBet: f.won_valid_bet,
        lostValidBet: f.lost_valid_bet,
      });
      rows.push({
        contract_id: f.contract_id,
        run_id: runId,
        kind,
        unit: period.unit,
        period_key: period.key,
        period_start: period.start,
        period_end: period.end,
        payer_id: f.upline_id,
        payee_id: f.downline_id,
        valid_bet: f.valid_bet,
        active_members: f.active_members,
        profit_loss: f.profit_loss,
        won_valid_bet: f.won_valid_bet,
        lost_valid_bet: f.lost_valid_bet,
        rate_bp: payout.rateBp,
        profit_rate_bp: terms.data.kind === 'realtime' ? terms.data.profitRateBp : null,
        amount: payout.amount,
        state: payout.amount > 0 ? 'pending' : 'skipped',
      });
    }
    await breathe();
    const inserted = await repo.insertSettlements(deps.db, rows);
    const insertMs = lap();
    const { paid, owed } = await payOpen(deps, { kind, runIds: ids, state: 'pending' });
    await breathe();
    await repo.finishRuns(deps.db, ids, 'done');
    return {
      runIds,
      inserted,
      paid,
      owed,
      skipped: rows.filter((r) => r.state === 'skipped').length,
      timings: { figures: figuresMs, insert: insertMs, pay: lap() },
    };
  } catch (error) {
    await repo.finishRuns(deps.db, ids, 'failed', String((error as Error)?.message ?? error).slice(0, 500));
    throw error;
  }
}

/**
 * Settles one period of a kind (dividends: of one period code): idempotent, a second call (another
 * runner, another instance, an operator trigger) inserts and pays nothing more.
 */
export async function settlePeriod(
  deps: TSettlementDeps,
  kind: TSettlementKind,
  dividendPeriod: TDividendPeriod | null,
  period: TPeriod,
  trigger: 'schedule' | 'operator',
): Promise<TPeriodResult> {
  const { runIds, ...r } = await settlePeriods(deps, kind, dividendPeriod, [period], trigger);
  return { runId: runIds.get(period.key)!, ...r };
}

/** Retries every owed settlement of a kind (oldest first); returns how many were paid now. */
export async function retryOwed(deps: TSettlementDeps, kind: TSettlementKind): Promise<number> {
  return (await payOpen(deps, { kind, state: 'owed' })).paid;
}

/** A batch that hit a deadlock or a serialization failure is settled again (idempotent), twice at most. */
async function settleRetrying(
  deps: TSettlementDeps,
  kind: TSettlementKind,
  dividendPeriod: TDividendPeriod | null,
  batch: readonly TPeriod[],
): Promise<TBatchResult> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await settlePeriods(deps, kind, dividendPeriod, batch, 'schedule');
    } catch (error) {
      const code = (error as { code?: unknown })?.code;
      if (attempt >= 2 || (code !== '40P01' && code !== '40001')) {
        throw error;
      }
      deps.log?.error({ err: error, kind, attempt }, 'settlement batch retried');
    }
  }
}

/**
 * What a job run does: every completed period of the kind not yet settled since the earliest
 * acceptance of a contract that may still be due (restart-safe: periods missed while every instance
 * was down are settled now, once), BATCH_PERIODS at a time (decision 059), until none is left, `limit`
 * periods are done or RUN_BUDGET_MS is spent (the next run goes on); then the owed settlements are
 * retried.
 */
export async function runKind(
  deps: TSettlementDeps,
  kind: TSettlementKind,
  now: Date,
  limit = Number.POSITIVE_INFINITY,
  budgetMs = RUN_BUDGET_MS,
): Promise<{ periods: number; paid: number; owed: number; retried: number }> {
  const started = performance.now();
  const size = isEmbeddedDb(deps.db) ? EMBEDDED_BATCH_PERIODS : BATCH_PERIODS;
  const offset = await siteZoneOffset(deps.db);
  let periods = 0;
  let paid = 0;
  let owed = 0;
  for (const { unit, dividendPeriod } of unitsOf(kind)) {
    const first = await repo.firstAcceptance(deps.db, kind, unit, dividendPeriod);
    if (!first) {
      continue;
    }
    const done = await repo.doneRunKeys(deps.db, kind, unit, first);
    const due = completedPeriodsSince(unit, first, now, offset).filter((p) => !done.has(p.key));
    for (let i = 0; i < due.length && periods < limit; i += size) {
      if (performance.now() - started > budgetMs) {
        break;
      }
      await breathe();
      const batch = due.slice(i, Math.min(i + size, i + limit - periods));
      const r = await settleRetrying(deps, kind, dividendPeriod, batch);
      periods += batch.length;
      paid += r.paid;
      owed += r.owed;
    }
  }
  const retried = await retryOwed(deps, kind);
  return { periods, paid, owed, retried };
}

type TRunRow = NonNullable<Awaited<ReturnType<typeof repo.runById>>>;

export function toRun(r: TRunRow): TSettlementRun {
  return {
    id: Number(r.id),
    kind: r.kind as TSettlementKind,
    unit: r.unit as TPeriodUnit,
    periodKey: r.period_key,
    periodStart: new Date(r.period_start).toISOString(),
    periodEnd: new Date(r.period_end).toISOString(),
    trigger: r.trigger as TSettlementRun['trigger'],
    status: r.status as TSettlementRun['status'],
    contracts: Number(r.contracts),
    paid: Number(r.paid),
    owed: Number(r.owed),
    skipped: Number(r.skipped),
    paidAmount: Number(r.paid_amount),
    owedAmount: Number(r.owed_amount),
    startedAt: new Date(r.started_at).toISOString(),
    finishedAt: r.finished_at ? new Date(r.finished_at).toISOString() : null,
  };
}

/** Operator trigger: settles one period of a kind (default: the last completed one). Idempotent. */
export async function triggerSettlement(
  deps: TSettlementDeps,
  body: TSettlementTrigger,
  now: Date,
): Promise<TSettlementRun> {
  const dividendPeriod = body.kind === 'dividend' ? (body.dividendPeriod ?? 'D') : null;
  const unit: TPeriodUnit = dividendPeriod
    ? DIVIDEND_PERIOD_UNITS[dividendPeriod]
    : (body.kind as TPeriodUnit);
  const offset = await siteZoneOffset(deps.db);
  const period = body.periodKey
    ? periodFromKey(unit, body.periodKey, offset)
    : lastCompletedPeriod(unit, now, offset);
  if (!period) {
    throw new AppError('SETTLEMENT_PERIOD_INVALID');
  }
  if (period.end.getTime() > now.getTime()) {
    throw new AppError('SETTLEMENT_PERIOD_OPEN');
  }
  const result = await settlePeriod(deps, body.kind, dividendPeriod, period, 'operator');
  await retryOwed(deps, body.kind);
  return toRun((await repo.runById(deps.db, result.runId))!);
}

export async function listRuns(
  db: TDb,
  q: { kind?: TSettlementKind; pageNo: number; pageSize: number },
): Promise<{ rows: TSettlementRun[]; pageNo: number; totalPages: number }> {
  const { rows, total } = await repo.listRuns(db, q.kind, q.pageSize, (q.pageNo - 1) * q.pageSize);
  return { rows: rows.map(toRun), pageNo: q.pageNo, totalPages: Math.max(1, Math.ceil(total / q.pageSize)) };
}

// ---------------------------------------------------------------- the agent's views
export async function settlementRecords(
  db: TDb,
  agentId: number,
  q: TSettlementRecordsQuery,
): Promise<TSettlementRecords> {
  const [rows, total] = await Promise.all([
    repo.settlementRecords(db, agentId, q.kind, q.direction, q.pageSize, (q.pageNo - 1) * q.pageSize),
    repo.countSettlementRecords(db, agentId, q.kind, q.direction),
  ]);
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      periodKey: r.period_key,
      periodStart: new Date(r.period_start).toISOString(),
      periodEnd: new Date(r.period_end).toISOString(),
      direction: r.received ? 'received' : 'paid',
      counterparty: r.counterparty,
      figures: {
        validBet: Number(r.valid_bet),
        activeMembers: Number(r.active_members),
        profitLoss: Number(r.profit_loss),
        wonValidBet: Number(r.won_valid_bet),
        lostValidBet: Number(r.lost_valid_bet),
      },
      rateBp: Number(r.rate_bp),
      profitRateBp: r.profit_rate_bp === null ? null : Number(r.profit_rate_bp),
      amount: Number(r.amount),
      state: r.state,
      settledAt: r.settled_at ? new Date(r.settled_at).toISOString() : null,
    })),
    pageNo: q.pageNo,
    total,
    totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
  };
}

export async function income(db: TDb, agentId: number, q: TIncomeQuery): Promise<TIncome> {
  const offset = await siteZoneOffset(db);
  const from = q.from ? periodFromKey('daily', q.from, offset) : null;
  const to = q.to ? periodFromKey('daily', q.to, offset) : null;
  if ((q.from && !from) || (q.to && !to)) {
    throw new AppError('VALIDATION_FAILED', { message: 'not a calendar date' });
  }
  const [rows, totals] = await Promise.all([
    repo.incomeRows(
      db,
      agentId,
      q.kind,
      from?.start ?? null,
      to?.end ?? null,
      q.pageSize,
      (q.pageNo - 1) * q.pageSize,
    ),
    repo.incomeTotals(db, agentId, q.kind, from?.start ?? null, to?.end ?? null),
  ]);
  return {
    rows: rows.map((r) => ({
      transactionId: Number(r.transaction_id),
      kind: r.income_kind,
      settlementKind: (r.settlement_kind as TSettlementKind | null) ?? null,
      periodKey: r.period_key,
      description: r.description,
      amount: Number(r.amount),
      createdAt: new Date(r.created_at).toISOString(),
    })),
    pageNo: q.pageNo,
    total: totals.n,
    totalPages: Math.max(1, Math.ceil(totals.n / q.pageSize)),
    totals: {
      salary: totals.salary,
      dividend: totals.dividend,
      other: totals.other,
      net: totals.salary + totals.dividend + totals.other,
    },
  };
}

export async function runById(db: TDb, id: number): Promise<TSettlementRun> {
  const row = await repo.runById(db, id);
  if (!row) {
    throw new AppError('NOT_FOUND');
  }
  return toRun(row);
}
