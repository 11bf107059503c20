// The operator's loyalty settings (decision 035): the VIP level table, rebate rates and the
// referral rule, each replaced whole in one transaction. New values apply from the next refresh
// or rebate; rewards already recorded keep their amounts.
import type { TRebateRates, TReferralRule, TVipLevelsInput } from '@pavilion/contracts/loyalty';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import * as repo from './loyalty.repo.ts';

export async function replaceLevels(db: TDb, input: TVipLevelsInput): Promise<void> {
  await db.transaction().execute(async (trx) => repo.replaceLevels(trx, input.levels));
}

export async function replaceRates(db: TDb, input: TRebateRates): Promise<void> {
  const seen = new Set<string>();
  for (const r of input.rates) {
    const key = `${r.gameType}:${r.level}`;
    if (seen.has(key)) {
      throw new AppError('VALIDATION_FAILED', { fields: { rates: 'DUPLICATE' } });
    }
    seen.add(key);
  }
  await db.transaction().execute(async (trx) => repo.replaceRates(trx, input.rates));
}

export async function writeReferralRule(db: TDb, rule: TReferralRule): Promise<void> {
  await repo.writeReferralRule(db, rule);
}

export const readRates = (db: TDb) => repo.listRates(db);
export const readReferralRule = (db: TDb) => repo.readReferralRule(db);
