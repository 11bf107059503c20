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
import type { TDb } from '@/db/database.ts';
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
const HOUSE_SHARDS = 64;
/** Lanes paying in parallel (PostgreSQL pool connections; on PGlite they take turns). */
const PAY_LANES = 4;
/** Periods one job run settles at most per (kind, unit); the next run goes on where it stopped. */
export const CATCH_UP_LIMIT = 400;

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
 * Pays the open settlements of one period (or the owed ones of a kind): level by level from the top
 * of the tree, so the platform's payments land before the agents they fund pay their downlines.
 * Pending ones are paid per payer in groups of up to GROUP_LEGS, one multi-leg posting each (the
 * platform's per house shard); owed ones one by one. Within a level, PAY_LANES lanes run in parallel,
 * split by payer (the platform's by payee, whose id picks the shard), so two lanes never wait on one
 * wallet row. A settlement another runner paid meanwhile is skipped (finishRun recounts the tally).
 */
async function payOpen(
  deps: TSettlementDeps,
  where: { kind: TSettlementKind; periodKey?: string; state: 'pending' | 'owed' },
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
    // groups of one payer (platform: one house shard), at most GROUP_LEGS each, dealt to lanes
    const groups = new Map<string, number[][]>();
    for (const o of open) {
      if (o.level !== level) {
        continue;
      }
      const key = o.payer === null ? `h${o.payee % HOUSE_SHARDS}` : `a${o.payer}`;
      const list = groups.get(key) ?? [[]];
      if (list.at(-1)!.length >= GROUP_LEGS) {
        list.push([]);
      }
      list.at(-1)!.push(o.id);
      groups.set(key, list);
    }
    const lanes: (() => Promise<void>)[][] = Array.from({ length: PAY_LANES }, () => []);
    for (const [key, list] of groups) {
      const lane = Number(key.slice(1)) % PAY_LANES;
      for (const ids of list) {
        lanes[lane]!.push(async () => {
          if (where.state === 'pending') {
            await tally(await repo.payGroup(deps.db, ids));
          } else {
            for (let i = 0; i < ids.length; i += PAY_BATCH) {
              await tally(await repo.paySettlements(deps.db, ids.slice(i, i + PAY_BATCH)));
            }
          }
        });
      }
    }
    await Promise.all(
      lanes.map(async (tasks) => {
        for (const task of tasks) {
          await task();
        }
      }),
    );
  }
  return { paid, owed };
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
  const run = await repo.claimRun(deps.db, { kind, unit: period.unit, period, trigger });
  try {
    let mark = performance.now();
    const lap = () => {
      const ms = performance.now() - mark;
      mark = performance.now();
      return Math.round(ms);
    };
    const figures = await repo.contractFigures(deps.db, kind, dividendPeriod, period);
    const figuresMs = lap();
    const rows: repo.TNewSettlement[] = [];
    for (const f of figures) {
      const terms = ZContractTermsSchema.safeParse(f.terms);
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
        run_id: run.id,
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
    const inserted = await repo.insertSettlements(deps.db, rows);
    const insertMs = lap();
    const { paid, owed } = await payOpen(deps, { kind, periodKey: period.key, state: 'pending' });
    await repo.finishRun(deps.db, run.id, 'done');
    return {
      runId: run.id,
      inserted,
      paid,
      owed,
      skipped: rows.filter((r) => r.state === 'skipped').length,
      timings: { figures: figuresMs, insert: insertMs, pay: lap() },
    };
  } catch (error) {
    await repo.finishRun(deps.db, run.id, 'failed', String((error as Error)?.message ?? error).slice(0, 500));
    throw error;
  }
}

/** Retries every owed settlement of a kind (oldest first); returns how many were paid now. */
export async function retryOwed(deps: TSettlementDeps, kind: TSettlementKind): Promise<number> {
  return (await payOpen(deps, { kind, state: 'owed' })).paid;
}

/**
 * What a job run does: every completed period of the kind not yet settled since the earliest
 * acceptance of a contract that may still be due (restart-safe: periods missed while every instance
 * was down are settled now, once), then the owed settlements are retried.
 */
export async function runKind(
  deps: TSettlementDeps,
  kind: TSettlementKind,
  now: Date,
  limit = CATCH_UP_LIMIT,
): Promise<{ periods: number; paid: number; owed: number; retried: number }> {
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
    const due: TPeriod[] = [];
    for (const p of completedPeriodsSince(unit, first, now, offset)) {
      if (!done.has(p.key)) {
        due.push(p);
        if (due.length >= limit) {
          break;
        }
      }
    }
    for (const p of due) {
      const r = await settlePeriod(deps, kind, dividendPeriod, p, 'schedule');
      periods++;
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
