// Agent contracts (issue 12, spec §3, §4, §7; decision 025): the four kinds an upline gives its direct
// downline agent (or the platform gives a top-level agent), their terms, and the ONE transition table
// that drives the server (which guarded UPDATE an action runs), the web (which buttons a viewer sees)
// and the tests. Rates are integer basis points (100 bp = 1 %), amounts integer minor units.
import { z } from 'zod';
import { minorUnitsSchema } from './amount-schema.ts';

export const CONTRACT_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type TContractKind = (typeof CONTRACT_KINDS)[number];

export const CONTRACT_STATUSES = [
  'offered',
  'active',
  'rejected',
  'withdrawn',
  'termination_requested',
  'terminated',
] as const;
export type TContractStatus = (typeof CONTRACT_STATUSES)[number];
/** A contract pays for a period while it was in one of these states during that period. */
export const LIVE_CONTRACT_STATUSES = [
  'active',
  'termination_requested',
] as const satisfies TContractStatus[];
export const ENDED_CONTRACT_STATUSES = [
  'rejected',
  'withdrawn',
  'terminated',
] as const satisfies TContractStatus[];

/** Dividend period codes of spec §3: daily, weekly, half-monthly (semimonthly), monthly. */
export const DIVIDEND_PERIODS = ['D', 'W', 'H', 'M'] as const;
export type TDividendPeriod = (typeof DIVIDEND_PERIODS)[number];

export const CONTRACT_MAX_TIERS = 10;
/** 100 % in basis points: no rate may pay more than the amount it is applied to. */
export const CONTRACT_MAX_RATE_BP = 10_000;
/** Largest threshold amount a tier may name (100 billion minor units). */
export const CONTRACT_MAX_AMOUNT = 100_000_000_000;
export const CONTRACT_MAX_MEMBERS = 1_000_000;

const ZRateBpSchema = z.number().int().min(0).max(CONTRACT_MAX_RATE_BP);
const ZThresholdAmountSchema = minorUnitsSchema({ max: CONTRACT_MAX_AMOUNT });
const ZThresholdMembersSchema = z.number().int().min(0).max(CONTRACT_MAX_MEMBERS);

export const ZDividendTierSchema = z.object({
  minActiveMembers: ZThresholdMembersSchema,
  /** period valid bet of the team (minor units) */
  minValidBet: ZThresholdAmountSchema,
  /** period loss of the team (a positive amount: what the team lost, minor units) */
  minLoss: ZThresholdAmountSchema,
  rateBp: ZRateBpSchema,
});
export type TDividendTier = z.infer<typeof ZDividendTierSchema>;
export const ZDailyTierSchema = z.object({
  minDailyBet: ZThresholdAmountSchema,
  minActiveMembers: ZThresholdMembersSchema,
  rateBp: ZRateBpSchema,
});
export type TDailyTier = z.infer<typeof ZDailyTierSchema>;
export const ZHourlyTierSchema = z.object({ minHourlyBet: ZThresholdAmountSchema, rateBp: ZRateBpSchema });
export type THourlyTier = z.infer<typeof ZHourlyTierSchema>;

/** The threshold fields of each tiered kind, in the order the editor shows them. */
export const TIER_THRESHOLDS = {
  dividend: ['minActiveMembers', 'minValidBet', 'minLoss'],
  daily: ['minDailyBet', 'minActiveMembers'],
  hourly: ['minHourlyBet'],
} as const;
/** Which threshold fields are money (minor units) rather than member counts. */
export const MONEY_THRESHOLDS = new Set(['minValidBet', 'minLoss', 'minDailyBet', 'minHourlyBet']);

type TAnyTier = { rateBp: number } & Record<string, number>;

/**
 * Tiers are ordered: every threshold non-decreasing and the rate non-decreasing from one tier to the
 * next, and no two tiers with the same thresholds. "The highest tier met" is then the last one met.
 */
function tiersOrdered(tiers: TAnyTier[], fields: readonly string[], ctx: z.RefinementCtx): void {
  for (let i = 1; i < tiers.length; i++) {
    const prev = tiers[i - 1]!;
    const cur = tiers[i]!;
    const notLower = fields.every((f) => cur[f]! >= prev[f]!);
    const same = fields.every((f) => cur[f] === prev[f]);
    if (!notLower || same || cur.rateBp < prev.rateBp) {
      ctx.addIssue({ code: 'custom', path: ['tiers', i], message: 'TIERS_NOT_ASCENDING' });
    }
  }
}

export const ZDividendTermsSchema = z
  .object({
    kind: z.literal('dividend'),
    period: z.enum(DIVIDEND_PERIODS),
    tiers: z.array(ZDividendTierSchema).min(1).max(CONTRACT_MAX_TIERS),
  })
  .strict()
  .superRefine((t, ctx) => tiersOrdered(t.tiers, TIER_THRESHOLDS.dividend, ctx));
export type TDividendTerms = z.infer<typeof ZDividendTermsSchema>;

export const ZDailyTermsSchema = z
  .object({ kind: z.literal('daily'), tiers: z.array(ZDailyTierSchema).min(1).max(CONTRACT_MAX_TIERS) })
  .strict()
  .superRefine((t, ctx) => tiersOrdered(t.tiers, TIER_THRESHOLDS.daily, ctx));
export type TDailyTerms = z.infer<typeof ZDailyTermsSchema>;

export const ZHourlyTermsSchema = z
  .object({ kind: z.literal('hourly'), tiers: z.array(ZHourlyTierSchema).min(1).max(CONTRACT_MAX_TIERS) })
  .strict()
  .superRefine((t, ctx) => tiersOrdered(t.tiers, TIER_THRESHOLDS.hourly, ctx));
export type THourlyTerms = z.infer<typeof ZHourlyTermsSchema>;

export const ZRealtimeTermsSchema = z
  .object({
    kind: z.literal('realtime'),
    /** rate on the valid amount of a settled bet the team member won */
    profitRateBp: ZRateBpSchema,
    /** rate on the valid amount of a settled bet the team member lost */
    lossRateBp: ZRateBpSchema,
    /** bets below this amount (minor units) earn nothing */
    minSingleBet: ZThresholdAmountSchema,
  })
  .strict();
export type TRealtimeTerms = z.infer<typeof ZRealtimeTermsSchema>;

/** The terms of a contract, stored as-is (kind included) in agent_contracts.terms. */
export const ZContractTermsSchema = z.discriminatedUnion('kind', [
  ZDividendTermsSchema,
  ZDailyTermsSchema,
  ZHourlyTermsSchema,
  ZRealtimeTermsSchema,
]);
export type TContractTerms = z.infer<typeof ZContractTermsSchema>;
export type TTermsOf<K extends TContractKind> = Extract<TContractTerms, { kind: K }>;

// ---------------------------------------------------------------- rate rule
function tierRateAt(tiers: TAnyTier[], fields: readonly string[], point: Record<string, number>): number {
  let best = 0;
  for (const t of tiers) {
    if (fields.every((f) => point[f]! >= t[f]!)) {
      best = Math.max(best, t.rateBp);
    }
  }
  return best;
}

/**
 * The rate rule of spec §4 ("an agent's rate can never exceed its upline's"): at every level of team
 * activity, the rate the downline's terms pay is at most the rate the upline's own terms pay. Tier rates
 * only rise with activity, so it is enough to check each downline tier at its own thresholds. Realtime:
 * each rate at most the upline's, and the single-bet minimum at least the upline's. Dividends must also
 * share the upline's period (an upline pays its downline the difference over the same period).
 * Returns the list of offending fields (empty = within the upline's terms).
 */
export function ratesAboveUpline(child: TContractTerms, parent: TContractTerms | null): string[] {
  if (parent === null) {
    return ['contract'];
  }
  if (child.kind !== parent.kind) {
    return ['kind'];
  }
  if (child.kind === 'realtime') {
    const p = parent as TRealtimeTerms;
    const out: string[] = [];
    if (child.profitRateBp > p.profitRateBp) {
      out.push('profitRateBp');
    }
    if (child.lossRateBp > p.lossRateBp) {
      out.push('lossRateBp');
    }
    if (child.minSingleBet < p.minSingleBet) {
      out.push('minSingleBet');
    }
    return out;
  }
  if (child.kind === 'dividend' && child.period !== (parent as TDividendTerms).period) {
    return ['period'];
  }
  const fields = TIER_THRESHOLDS[child.kind];
  const parentTiers = (parent as { tiers: TAnyTier[] }).tiers;
  const out: string[] = [];
  (child.tiers as TAnyTier[]).forEach((t, i) => {
    if (t.rateBp > tierRateAt(parentTiers, fields, t)) {
      out.push(`tiers.${i}.rateBp`);
    }
  });
  return out;
}

/** The highest rate a set of terms can pay (for lists: "up to x %"). */
export function topRateBp(terms: TContractTerms): number {
  if (terms.kind === 'realtime') {
    return Math.max(terms.profitRateBp, terms.lossRateBp);
  }
  return Math.max(...terms.tiers.map((t) => t.rateBp));
}

// ---------------------------------------------------------------- transition table
export const CONTRACT_ACTIONS = [
  'accept',
  'reject',
  'withdraw',
  'request_termination',
  'confirm_termination',
  'decline_termination',
  'cancel_termination',
] as const;
export type TContractAction = (typeof CONTRACT_ACTIONS)[number];
export type TContractSide = 'upline' | 'downline';
/** Spec §4 request types: an offer is a "new" request, the rest of the life a "termination" one. */
export type TContractRequestType = 'new' | 'termination';

/**
 * Who may take an action: a fixed side, either side, the side that asked for the termination, or the
 * other one. For a platform contract (upline null) the upline side is an operator (admin API).
 */
export type TActionActor = TContractSide | 'either' | 'requester' | 'responder';

export type TContractTransition = {
  action: TContractAction;
  from: TContractStatus;
  to: TContractStatus;
  by: TActionActor;
  request: TContractRequestType;
};

export const CONTRACT_TRANSITIONS: readonly TContractTransition[] = [
  { action: 'accept', from: 'offered', to: 'active', by: 'downline', request: 'new' },
  { action: 'reject', from: 'offered', to: 'rejected', by: 'downline', request: 'new' },
  { action: 'withdraw', from: 'offered', to: 'withdrawn', by: 'upline', request: 'new' },
  {
    action: 'request_termination',
    from: 'active',
    to: 'termination_requested',
    by: 'either',
    request: 'termination',
  },
  {
    action: 'confirm_termination',
    from: 'termination_requested',
    to: 'terminated',
    by: 'responder',
    request: 'termination',
  },
  {
    action: 'decline_termination',
    from: 'termination_requested',
    to: 'active',
    by: 'responder',
    request: 'termination',
  },
  {
    action: 'cancel_termination',
    from: 'termination_requested',
    to: 'active',
    by: 'requester',
    request: 'termination',
  },
];

/**
 * Transitions no user picks: an operator's grant (straight to active), the old contract replaced when
 * its downline accepts a new one of the same kind, the cascade of the rate rule, an operator ending a
 * platform contract. Listed so the history and the tests name every way a state changes.
 */
export const SYSTEM_TRANSITIONS = {
  grant: { from: null, to: 'active' },
  offer: { from: null, to: 'offered' },
  replaced: { from: ['active', 'termination_requested'], to: 'terminated' },
  cascade: { from: ['active', 'termination_requested', 'offered'], to: ['terminated', 'withdrawn'] },
  operator_terminate: { from: ['active', 'termination_requested'], to: 'terminated' },
} as const;

/** The transition an action takes from a state, or undefined when the table has none. */
export function transitionFor(
  status: TContractStatus,
  action: TContractAction,
): TContractTransition | undefined {
  return CONTRACT_TRANSITIONS.find((t) => t.from === status && t.action === action);
}

/** May `side` take `action` on a contract in `status` (terminationBy: who asked for the termination)? */
export function mayAct(
  status: TContractStatus,
  action: TContractAction,
  side: TContractSide,
  terminationBy: TContractSide | null,
): boolean {
  const t = transitionFor(status, action);
  if (!t) {
    return false;
  }
  switch (t.by) {
    case 'either':
      return true;
    case 'requester':
      return terminationBy === side;
    case 'responder':
      return terminationBy !== null && terminationBy !== side;
    default:
      return t.by === side;
  }
}

/** Every action the viewer's side may take now (the web shows exactly these buttons). */
export function allowedActions(
  status: TContractStatus,
  side: TContractSide,
  terminationBy: TContractSide | null,
): TContractAction[] {
  return CONTRACT_ACTIONS.filter((a) => mayAct(status, a, side, terminationBy));
}

// ---------------------------------------------------------------- API shapes
const ZIdParamSchema = z.string().regex(/^[1-9][0-9]{0,17}$/);
export const ZContractIdParamsSchema = z.object({ id: ZIdParamSchema });
export const ZContractKindParamsSchema = z.object({ kind: z.enum(CONTRACT_KINDS) });

export const ZContractPartySchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
});
export type TContractParty = z.infer<typeof ZContractPartySchema>;

export const ZContractSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  status: z.enum(CONTRACT_STATUSES),
  /** null: the platform's contract with a top-level agent */
  upline: ZContractPartySchema.nullable(),
  downline: ZContractPartySchema,
  terms: ZContractTermsSchema,
  terminationRequestedBy: z.enum(['upline', 'downline']).nullable(),
  endReason: z.string().nullable(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** the viewer's side of this contract (admin lists: 'upline' for platform contracts) */
  viewerSide: z.enum(['upline', 'downline']),
  /** the actions the viewer may take now, from CONTRACT_TRANSITIONS */
  actions: z.array(z.enum(CONTRACT_ACTIONS)),
});
export type TContract = z.infer<typeof ZContractSchema>;

export const ZContractRequestSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  requestType: z.enum(['new', 'termination']),
  action: z.string(),
  actorSide: z.enum(['upline', 'downline', 'platform', 'system']),
  actor: z.string().nullable(),
  fromStatus: z.enum(CONTRACT_STATUSES).nullable(),
  toStatus: z.enum(CONTRACT_STATUSES),
  createdAt: z.string(),
});
export type TContractRequest = z.infer<typeof ZContractRequestSchema>;

/** POST /api/agent/contracts/offers: the upline offers terms to a direct downline agent (by account). */
export const ZContractOfferSchema = z
  .object({ downline: z.string().trim().min(1).max(64), terms: ZContractTermsSchema })
  .strict();
export type TContractOffer = z.infer<typeof ZContractOfferSchema>;

/** POST /api/agent/contracts/:id/actions */
export const ZContractActionSchema = z.object({ action: z.enum(CONTRACT_ACTIONS) }).strict();
export type TContractActionBody = z.infer<typeof ZContractActionSchema>;

export const ZContractHistorySchema = z.object({ requests: z.array(ZContractRequestSchema) });
export type TContractHistory = z.infer<typeof ZContractHistorySchema>;

/** A direct downline agent the viewer may offer a contract of the kind to. */
export const ZOfferCandidateSchema = ZContractPartySchema.extend({
  hasLive: z.boolean(),
  hasOffer: z.boolean(),
});
export type TOfferCandidate = z.infer<typeof ZOfferCandidateSchema>;

/**
 * The page bundle of one kind ("GET dividend process", "GET daily salary process", "POST hourly contract
 * salary process", "POST real-time salary contract process" of spec §7): my contract from my upline (live
 * one and a pending offer), the contracts I gave, what waits for my answer, and whom I may offer to.
 */
export const ZContractProcessSchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  mine: ZContractSchema.nullable(),
  myOffer: ZContractSchema.nullable(),
  given: z.array(ZContractSchema),
  pending: z.array(ZContractSchema),
  candidates: z.array(ZOfferCandidateSchema),
  canOffer: z.boolean(),
});
export type TContractProcess = z.infer<typeof ZContractProcessSchema>;

/** POST body of the hourly / real-time process calls: optional filter of the given contracts. */
export const ZContractProcessFilterSchema = z
  .object({ member: z.string().trim().max(64).optional(), status: z.enum(CONTRACT_STATUSES).optional() })
  .strict();
export type TContractProcessFilter = z.infer<typeof ZContractProcessFilterSchema>;

export const ZKindInfoSchema = z.object({
  /** a live contract from my upline (or the platform) */
  has: z.boolean(),
  /** an offer from my upline waits for my answer */
  offered: z.boolean(),
  /** I may offer this kind to my downline (I hold it live) */
  canOffer: z.boolean(),
  /** contracts of this kind I gave that are live */
  given: z.number().int(),
  /** requests of this kind waiting for my answer */
  pendingForMe: z.number().int(),
});
export type TKindInfo = z.infer<typeof ZKindInfoSchema>;

/**
 * GET /api/agent/contracts/consolidated ("consolidated contract info" of spec §3, §7). The four legacy
 * flags say whether the menu of that kind applies to this agent (has it, may offer it, or has a
 * request of it to answer); `kinds` gives the detail.
 */
export const ZConsolidatedContractInfoSchema = z.object({
  dailysalreqtype: z.boolean(),
  divtypereq: z.boolean(),
  contracthoursalreq: z.boolean(),
  realtimesalreqtype: z.boolean(),
  kinds: z.object({
    dividend: ZKindInfoSchema,
    daily: ZKindInfoSchema,
    hourly: ZKindInfoSchema,
    realtime: ZKindInfoSchema,
  }),
});
export type TConsolidatedContractInfo = z.infer<typeof ZConsolidatedContractInfoSchema>;

/** The legacy consolidated flag of each kind. */
export const CONSOLIDATED_FLAG_OF_KIND = {
  dividend: 'divtypereq',
  daily: 'dailysalreqtype',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreqtype',
} as const satisfies Record<TContractKind, keyof TConsolidatedContractInfo>;

// ---------------------------------------------------------------- admin
/** POST /api/admin/agent-contracts: the platform gives a top-level agent a contract (active at once). */
export const ZAdminContractGrantSchema = z
  .object({ account: z.string().trim().min(1).max(64), terms: ZContractTermsSchema })
  .strict();
export type TAdminContractGrant = z.infer<typeof ZAdminContractGrantSchema>;
export const ZAdminContractActionSchema = z
  .object({ action: z.enum(['terminate', 'confirm_termination', 'decline_termination']) })
  .strict();
export const ZAdminContractListQuerySchema = z.object({
  account: z.string().trim().max(64).optional(),
  kind: z.enum(CONTRACT_KINDS).optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
  platformOnly: z.enum(['true', 'false']).optional(),
});
export const ZContractListSchema = z.object({ contracts: z.array(ZContractSchema) });
export type TContractList = z.infer<typeof ZContractListSchema>;
