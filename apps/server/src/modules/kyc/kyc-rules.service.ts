// The operator's withdrawal rules (decision 076): "level L before a withdrawal above X" and "level L
// once the member's withdrawals add up to more than Y", per currency. `assertKycAllows` is called by
// the outflow gate (money/outflow-gate.ts) after it locked the member's wallet row, in the
// withdrawal's transaction: the total withdrawn it reads cannot move until the commit.
import { kycLevelOf, type TKycRule, type TKycRules } from '@pavilion/contracts/kyc';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import * as repo from './kyc.repo.ts';

export async function getRules(db: TDb): Promise<TKycRules> {
  const rows = await repo.allRules(db);
  return {
    rules: rows.map((r) => ({
      currency: r.currency,
      kind: r.kind as TKycRule['kind'],
      amount: Number(r.amount),
      level: Number(r.level) as TKycRule['level'],
    })),
  };
}

export async function putRules(db: TDb, operatorId: number, body: TKycRules): Promise<TKycRules> {
  await repo.replaceRules(db, operatorId, body.rules);
  return getRules(db);
}

/** Throws KYC_REQUIRED {level, amount, rule, currentLevel} when a rule needs more than the member has. */
export async function assertKycAllows(
  trx: TDb,
  o: { memberId: number; amount: number; currency: string },
): Promise<void> {
  const rules = await repo.rulesFor(trx, o.currency);
  if (rules.length === 0) {
    return;
  }
  const before = rules.some((r) => r.kind === 'cumulative') ? await repo.withdrawnTotal(trx, o.memberId) : 0;
  let required: { level: number; amount: number; rule: string } | null = null;
  for (const r of rules) {
    const threshold = Number(r.amount);
    const over = r.kind === 'single' ? o.amount > threshold : before + o.amount > threshold;
    if (over && (required === null || Number(r.level) > required.level)) {
      required = { level: Number(r.level), amount: threshold, rule: r.kind };
    }
  }
  if (required === null) {
    return;
  }
  const currentLevel = kycLevelOf(await repo.approvedKinds(trx, o.memberId));
  if (currentLevel < required.level) {
    throw new AppError('KYC_REQUIRED', { data: { ...required, currency: o.currency, currentLevel } });
  }
}
