// Pure rules of deposit limits: which limit is in force at a time (a pending raise applies once its
// effective time passes), how a requested change is stored (a decrease at once, a raise or removal
// after 24 hours), and which window a deposit would break (the lowest remaining amount applies).
import { LIMIT_INCREASE_DELAY_MS, type TDepositLimitPeriod } from '@pavilion/contracts/protection';

export type TStoredLimit = {
  amount: number | null;
  pendingAmount: number | null;
  pendingEffectiveAt: Date | null;
};
export type TLimitInForce = {
  amount: number | null;
  pending: { amount: number | null; effectiveAt: Date } | null;
};

export function limitInForce(stored: TStoredLimit | undefined, now: Date): TLimitInForce {
  if (!stored) {
    return { amount: null, pending: null };
  }
  if (stored.pendingEffectiveAt === null) {
    return { amount: stored.amount, pending: null };
  }
  if (stored.pendingEffectiveAt.getTime() <= now.getTime()) {
    return { amount: stored.pendingAmount, pending: null };
  }
  return {
    amount: stored.amount,
    pending: { amount: stored.pendingAmount, effectiveAt: stored.pendingEffectiveAt },
  };
}

/** null = no limit, the highest of all. */
function isLower(a: number | null, b: number | null): boolean {
  return a !== null && (b === null || a < b);
}

/** The row to store when the member asks for `requested` at `now`. */
export function planLimitChange(
  stored: TStoredLimit | undefined,
  requested: number | null,
  now: Date,
): TStoredLimit {
  const { amount: current } = limitInForce(stored, now);
  if (requested === current) {
    // asking for the limit in force again cancels a pending raise
    return { amount: current, pendingAmount: null, pendingEffectiveAt: null };
  }
  if (isLower(requested, current)) {
    return { amount: requested, pendingAmount: null, pendingEffectiveAt: null };
  }
  return {
    amount: current,
    pendingAmount: requested,
    pendingEffectiveAt: new Date(now.getTime() + LIMIT_INCREASE_DELAY_MS),
  };
}

export type TWindowUsage = { period: TDepositLimitPeriod; limit: number | null; used: number };
export type TLimitBreach = { period: TDepositLimitPeriod; limit: number; remaining: number };

export function remainingOf(usage: TWindowUsage): number | null {
  return usage.limit === null ? null : Math.max(0, usage.limit - usage.used);
}

/** The window the deposit would break with the least room left, or null when every window allows it. */
export function findBreach(windows: TWindowUsage[], amount: number): TLimitBreach | null {
  let worst: TLimitBreach | null = null;
  for (const w of windows) {
    const remaining = remainingOf(w);
    if (w.limit === null || remaining === null || amount <= remaining) {
      continue;
    }
    if (!worst || remaining < worst.remaining) {
      worst = { period: w.period, limit: w.limit, remaining };
    }
  }
  return worst;
}
