// Promotions for members (decision 034): the list with each member's activity state (stored state,
// then the clock and the condition through the ONE transition table of packages/contracts), join and
// claim (a bonus through the ledger, kind 'bonus', exactly once: unique (promotion, member) plus the
// ledger key, locked by its turnover through modules/money: decision 061), bonusDetails with turnover
// progress read from seamless_bets, and the availablePromo badge count.
import {
  activityAction,
  deriveActivityState,
  depositBonus,
  isActionable,
  nextActivityState,
  rebateBonus,
  turnoverProgress,
  turnoverRequired,
  type TActivityEvent,
  type TActivityState,
  type TApplicationContact,
  type TBonusDetail,
  type TClaimReply,
  type TPromotion,
  type TPromotionLanguage,
} from '@pavilion/contracts/promotions';
import type { Transaction } from 'kysely';
import { ZPromotionPayoutSchema } from '@pavilion/contracts/reward-payout';
import type { TDb } from '@/db/database.ts';
import type { TDatabase } from '@/db/tables.ts';
import type { TStoredActivityState } from '@/db/tables-promotions.ts';
import { AppError } from '@/shared/app-error.ts';
import { vipLevelOf } from '@/modules/loyalty/loyalty.service.ts';
import { grantBonus, waiveLock } from '@/modules/money/bonus-money.service.ts';
import { memberWallet } from '@/modules/wallet/ledger.service.ts';
import { takeNoDepositClaim, type TClaimOrigin } from '@/modules/money/reward-claims.service.ts';
import * as repo from './promotions.repo.ts';
import { currentEvent, type TEventView } from './red-envelope.service.ts';

export type TActivityRow = Awaited<ReturnType<typeof repo.findActivity>> & object;
type TParticipation = Awaited<ReturnType<typeof repo.findParticipation>>;
type TDeposit = Awaited<ReturnType<typeof repo.creditedDeposits>>[number];

/** What a member brings to every promotion: read once per list. */
export type TMemberContext = {
  memberId: number;
  createdAt: Date;
  vipLevel: number;
  /** the profile contacts an application activity may ask for (null: not filled in) */
  contacts: Record<TApplicationContact, string | null>;
  deposits: TDeposit[];
  stored: Map<number, NonNullable<TParticipation>>;
};

/** The member's VIP level, as the loyalty module stores it (decision 035; 0 without a level). */
export async function memberVipLevel(db: TDb, memberId: number): Promise<number> {
  return vipLevelOf(db, memberId);
}

export async function memberContext(db: TDb, memberId: number): Promise<TMemberContext> {
  const [facts, deposits, rows, vipLevel] = await Promise.all([
    repo.memberFacts(db, memberId),
    repo.creditedDeposits(db, memberId),
    repo.participations(db, memberId),
    memberVipLevel(db, memberId),
  ]);
  if (!facts) {
    throw new AppError('PLAYER_NOT_FOUND');
  }
  return {
    memberId,
    createdAt: new Date(facts.created_at),
    vipLevel,
    contacts: { zalo: facts.zalo?.trim() || null },
    deposits,
    stored: new Map(rows.map((r) => [Number(r.promotion_id), r])),
  };
}

/** Eligibility rules of the activity (VIP level, new member, agent tree); first deposit is part of qualifying. */
export async function isEligible(db: TDb, a: TActivityRow, ctx: TMemberContext, now: Date): Promise<boolean> {
  if (ctx.vipLevel < a.min_vip_level) {
    return false;
  }
  if (
    a.new_member_days !== null &&
    now.getTime() - ctx.createdAt.getTime() > a.new_member_days * 86_400_000
  ) {
    return false;
  }
  if (a.agent_id !== null && !(await repo.isInTree(db, Number(a.agent_id), ctx.memberId))) {
    return false;
  }
  return true;
}

/** The deposit that qualifies for a deposit bonus: the first credited in the window (or the first ever, if it must be). */
export function qualifyingDeposit(a: TActivityRow, deposits: TDeposit[]): TDeposit | null {
  if (a.rules.kind !== 'deposit_bonus') {
    return null;
  }
  const { minDeposit } = a.rules;
  const inWindow = (d: TDeposit) => {
    const at = d.credited_at ? new Date(d.credited_at).getTime() : Number.NaN;
    return at >= new Date(a.starts_at).getTime() && at < new Date(a.ends_at).getTime();
  };
  const candidates = a.first_deposit_only ? deposits.slice(0, 1) : deposits;
  return candidates.find((d) => inWindow(d) && Number(d.amount) >= minDeposit) ?? null;
}

function text(a: TActivityRow, language: TPromotionLanguage) {
  const t = language === 'EN' ? undefined : a.translations?.[language];
  return { title: t?.title ?? a.title, description: t?.description ?? a.description };
}

type TEvaluation = {
  state: TActivityState;
  amount: number;
  depositId: number | null;
  event: TEventView | null;
  contact?: TPromotion['contact'];
};

/** The member's state in one activity now, and what a claim would pay. */
export async function evaluate(
  db: TDb,
  a: TActivityRow,
  ctx: TMemberContext | null,
  now: Date,
): Promise<TEvaluation> {
  const rules = a.rules;
  const row = ctx?.stored.get(Number(a.id));
  const stored: TActivityState | null = row ? row.state : null;
  const window = { now, startsAt: new Date(a.starts_at), endsAt: new Date(a.ends_at) };
  switch (rules.kind) {
    case 'deposit_bonus': {
      const deposit = ctx ? qualifyingDeposit(a, ctx.deposits) : null;
      const amount = deposit ? depositBonus(rules, Number(deposit.amount)) : 0;
      const state = deriveActivityState({ ...window, stored, qualified: amount > 0 });
      return {
        state,
        amount: amount || rules.cap,
        depositId: deposit ? Number(deposit.id) : null,
        event: null,
      };
    }
    case 'rebate':
    case 'mission': {
      let valid = 0;
      if (ctx && row && (row.state === 'joined' || row.state === 'process')) {
        const from = new Date(Math.max(new Date(row.joined_at).getTime(), window.startsAt.getTime()));
        const to = new Date(Math.min(now.getTime(), window.endsAt.getTime()));
        valid = to > from ? await repo.validBetBetween(db, ctx.memberId, from, to) : 0;
      }
      const amount = rules.kind === 'rebate' ? rebateBonus(rules, valid) : rules.reward;
      const qualified = rules.kind === 'rebate' ? amount > 0 : valid >= rules.targetValidBet;
      const state = deriveActivityState({ ...window, stored, qualified: qualified && row !== undefined });
      return {
        state,
        amount: rules.kind === 'rebate' ? amount || rules.cap : amount,
        depositId: null,
        event: null,
      };
    }
    case 'application': {
      const state = deriveActivityState({ ...window, stored, qualified: false });
      // the card says "up to" the most an approval may pay
      const contact = rules.contact
        ? { kind: rules.contact, present: ctx !== null && ctx.contacts[rules.contact] !== null }
        : null;
      return { state, amount: rules.maxReward ?? rules.reward, depositId: null, event: null, contact };
    }
    case 'red_envelope': {
      // each event is its own window inside the activity's; one grab per member per event
      const event = await currentEvent(db, Number(a.id), ctx?.memberId ?? null, now);
      const grabbed = event?.grabbed !== null && event?.grabbed !== undefined;
      const open = event !== null && now >= new Date(event.startsAt);
      let state: TActivityState = deriveActivityState({
        ...window,
        stored: grabbed ? 'claimed' : null,
        qualified: false,
      });
      if (state === 'join' && !open) {
        state = 'coming_soon';
      }
      return { state, amount: rules.pool, depositId: null, event };
    }
  }
}

function toPromotion(a: TActivityRow, e: TEvaluation, language: TPromotionLanguage): TPromotion {
  const rules = a.rules;
  return {
    id: Number(a.id),
    kind: a.kind,
    ...text(a, language),
    startsAt: new Date(a.starts_at).toISOString(),
    endsAt: new Date(a.ends_at).toISOString(),
    state: e.state,
    action: activityAction(a.kind, e.state),
    amount: e.amount,
    turnoverMultiplier: a.payout_mode === 'cash' ? 0 : rules.turnoverMultiplier,
    contact: e.contact ?? null,
    event: e.event,
  };
}

/** The list of spec §2.1 /promotions: guests see the clock's states, members their own. */
export async function listPromotions(
  db: TDb,
  opts: { memberId: number | null; language: TPromotionLanguage; now: Date },
): Promise<TPromotion[]> {
  const activities = await repo.listLiveActivities(db, opts.now);
  const ctx = opts.memberId === null ? null : await memberContext(db, opts.memberId);
  const out: TPromotion[] = [];
  for (const a of activities) {
    if (ctx && !(await isEligible(db, a, ctx, opts.now))) {
      continue;
    }
    out.push(toPromotion(a, await evaluate(db, a, ctx, opts.now), opts.language));
  }
  return out;
}

/** The availablePromo counter (spec §3): promotions the member can join, apply for, grab or claim now. */
export async function countAvailablePromotions(db: TDb, memberId: number, now = new Date()): Promise<number> {
  const list = await listPromotions(db, { memberId, language: 'EN', now });
  return list.filter((p) => isActionable(p.state) && p.action !== null).length;
}

/** An activity and the member's state in it, refused unless `event` is a transition from that state. */
export async function stepFor(
  db: TDb,
  memberId: number,
  promotionId: number,
  event: TActivityEvent,
  now: Date,
): Promise<{ a: TActivityRow; ctx: TMemberContext; e: TEvaluation; next: TActivityState }> {
  const a = await repo.findActivity(db, promotionId);
  // a disabled activity is gone for the member until an operator enables it again
  if (!a?.enabled) {
    throw new AppError('PROMOTION_NOT_FOUND');
  }
  const ctx = await memberContext(db, memberId);
  if (!(await isEligible(db, a, ctx, now))) {
    throw new AppError('PROMOTION_NOT_ELIGIBLE');
  }
  const minDeposit = payoutOf(a).minDeposit;
  // deposits are only ever credited, never taken back: read outside the posting's transaction
  if (minDeposit !== null && !ctx.deposits.some((d) => Number(d.amount) >= minDeposit)) {
    throw new AppError('REWARD_DEPOSIT_REQUIRED', { data: { minDeposit } });
  }
  const e = await evaluate(db, a, ctx, now);
  const next = nextActivityState(e.state, event);
  if (next === null) {
    throw new AppError('PROMOTION_NOT_AVAILABLE', { data: { state: e.state } });
  }
  return { a, ctx, e, next };
}

/** Signs up for a rebate or mission activity: its valid bet counts from now. */
export async function joinPromotion(db: TDb, memberId: number, promotionId: number, now = new Date()) {
  const { a, next } = await stepFor(db, memberId, promotionId, 'join', now);
  if (a.kind !== 'rebate' && a.kind !== 'mission') {
    throw new AppError('PROMOTION_NOT_AVAILABLE');
  }
  await repo.moveParticipation(db, { memberId, promotionId, from: null, to: next as TStoredActivityState });
  const [p] = (await listPromotions(db, { memberId, language: 'EN', now })).filter(
    (x) => x.id === promotionId,
  );
  return p as TPromotion;
}

function toBonusDetail(row: Awaited<ReturnType<typeof repo.bonusesWithTurnover>>[number]): TBonusDetail {
  // no lock: the bonus was paid as cash (no turnover asked)
  const required = Number(row.turnover_required ?? 0);
  const { progress, met } = turnoverProgress(required, Number(row.valid));
  const waived = row.release_reason === 'waived';
  return {
    id: Number(row.id),
    promotionId: Number(row.promotion_id),
    title: row.title,
    amount: Number(row.amount),
    // `process` while the bonus is locked by its turnover, `claimed` once met (or waived)
    state: met || waived ? 'claimed' : 'process',
    turnoverRequired: required,
    turnoverProgress: progress,
    met,
    waived,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function bonusDetails(
  db: TDb,
  memberId: number,
  language: TPromotionLanguage = 'EN',
): Promise<TBonusDetail[]> {
  const rows = await repo.bonusesWithTurnover(db, memberId);
  return rows.map((r) => {
    const t = language === 'EN' ? undefined : r.translations?.[language];
    return toBonusDetail({ ...r, title: t?.title ?? r.title });
  });
}

/** The activity's payout (decision 063): cash or locked bonus money, and a qualifying deposit. */
export function payoutOf(a: Pick<TActivityRow, 'payout_mode' | 'payout_min_deposit'>) {
  return ZPromotionPayoutSchema.parse({
    mode: a.payout_mode,
    minDeposit: a.payout_min_deposit === null ? null : Number(a.payout_min_deposit),
  });
}

/** Kinds whose reward needs no deposit of its own: their claims count against the day's caps. */
const NO_DEPOSIT_KINDS: ReadonlySet<string> = new Set(['rebate', 'mission', 'red_envelope']);

export type TPayBonus = {
  memberId: number;
  promotionId: number;
  amount: number;
  depositId: number | null;
  /** as the rules' multiplier asks; a promotion paid as cash asks none (decision 063) */
  turnoverRequired: number;
  state: TStoredActivityState;
  /** a member's own claim: one that needs no deposit counts against the day's caps */
  origin?: TClaimOrigin;
  now?: Date;
};

/** Pays a bonus once: the unique (promotion, member) row first, then the ledger posting with its own key. */
export function payBonus(db: TDb, opts: TPayBonus): Promise<{ balance: number; paid: boolean }> {
  return db.transaction().execute((trx) => payBonusIn(trx, opts));
}

/** payBonus inside the caller's transaction (an operator's approval moves the application in the same one). */
export async function payBonusIn(
  trx: Transaction<TDatabase>,
  opts: TPayBonus,
): Promise<{ balance: number; paid: boolean }> {
  const bonus = await repo.insertBonus(trx, {
    promotion_id: opts.promotionId,
    member_id: opts.memberId,
    amount: opts.amount,
    deposit_id: opts.depositId,
  });
  if (!bonus) {
    // a concurrent claim committed first: it paid
    return { balance: (await memberWallet(trx, opts.memberId)).balance, paid: false };
  }
  const a = await repo.findActivity(trx, opts.promotionId);
  const payout = a ? payoutOf(a) : null;
  if (opts.origin && a && payout?.minDeposit === null && NO_DEPOSIT_KINDS.has(a.kind)) {
    await takeNoDepositClaim(trx, {
      memberId: opts.memberId,
      origin: opts.origin,
      now: opts.now ?? new Date(),
    });
  }
  const posted = await grantBonus(trx, {
    memberId: opts.memberId,
    amount: opts.amount,
    turnoverRequired: payout?.mode === 'cash' ? 0 : opts.turnoverRequired,
    source: 'promotion',
    sourceRef: String(bonus.id),
    idempotencyKey: `activity-bonus:${opts.promotionId}:${opts.memberId}`,
    description: 'Promotion bonus',
    meta: { promotionId: String(opts.promotionId), bonusId: String(bonus.id) },
  });
  await trx
    .insertInto('activity_participations')
    .values({ member_id: opts.memberId, promotion_id: opts.promotionId, state: opts.state })
    .onConflict((oc) =>
      oc.columns(['member_id', 'promotion_id']).doUpdateSet({ state: opts.state, updated_at: new Date() }),
    )
    .execute();
  return { balance: posted.balance, paid: true };
}

/** Claims what the member qualified for; a repeated claim returns the first one's bonus. */
export async function claimPromotion(
  db: TDb,
  memberId: number,
  promotionId: number,
  now = new Date(),
  origin?: TClaimOrigin,
): Promise<TClaimReply> {
  const existing = await repo.findBonus(db, memberId, promotionId);
  if (!existing) {
    const step = await stepFor(db, memberId, promotionId, 'claim', now).catch(async (error: unknown) => {
      // a concurrent claim committed between our two reads: answer with its bonus, as a replay
      if (error instanceof AppError && error.code === 'PROMOTION_NOT_AVAILABLE') {
        if (await repo.findBonus(db, memberId, promotionId)) {
          return null;
        }
      }
      throw error;
    });
    if (step === null) {
      return claimReply(db, memberId, promotionId);
    }
    const { a, ctx, e } = step;
    const rules = a.rules;
    const deposit = ctx.deposits.find((d) => e.depositId !== null && Number(d.id) === e.depositId);
    await payBonus(db, {
      memberId,
      promotionId,
      amount: e.amount,
      depositId: e.depositId,
      turnoverRequired: turnoverRequired(
        rules.turnoverMultiplier,
        e.amount,
        deposit ? Number(deposit.amount) : 0,
      ),
      state: 'claimed',
      ...(origin ? { origin } : {}),
      now,
    });
  }
  return claimReply(db, memberId, promotionId);
}

async function claimReply(db: TDb, memberId: number, promotionId: number): Promise<TClaimReply> {
  const bonus = (await bonusDetails(db, memberId)).find((b) => b.promotionId === promotionId);
  if (!bonus) {
    throw new AppError('PROMOTION_NOT_AVAILABLE');
  }
  return { bonus, balance: (await memberWallet(db, memberId)).balance };
}

export async function waiveBonus(db: TDb, operatorId: number, bonusId: number): Promise<void> {
  if (!(await waiveLock(db, 'promotion', String(bonusId), operatorId))) {
    throw new AppError('NOT_FOUND', { message: 'No such bonus, or already waived' });
  }
}
