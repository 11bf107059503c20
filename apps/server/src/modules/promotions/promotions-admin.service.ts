// The operator's side of promotions (decision 034): create an activity with its rules and
// eligibility (the rules' kind is the activity's kind), edit it (its kind stays: members' stored
// states and bonuses belong to that kind), disable and enable it, list them; red-envelope events
// are created through red-envelope.service.ts, answers to applications through
// applications.service.ts.
import type { TPromotionCreate } from '@pavilion/contracts/promotions';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import * as repo from './promotions.repo.ts';

type TRow = Awaited<ReturnType<typeof repo.findActivity>> & object;

export function toAdminPromotion(row: TRow, agentAccount: string | null) {
  return {
    id: Number(row.id),
    kind: row.kind,
    title: row.title,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    rules: row.rules,
    enabled: row.enabled,
    description: row.description,
    translations: row.translations as Partial<Record<'CN' | 'KM', { title: string; description: string }>>,
    minVipLevel: row.min_vip_level,
    firstDepositOnly: row.first_deposit_only,
    newMemberDays: row.new_member_days,
    agentAccount,
    announcementId: row.announcement_id,
    payout: { mode: row.payout_mode, minDeposit: row.payout_min_deposit },
  };
}

async function agentIdOf(db: TDb, account: string | null): Promise<number | null> {
  if (account === null) {
    return null;
  }
  const agent = await repo.findMemberByAccount(db, account);
  if (!agent) {
    throw new AppError('VALIDATION_FAILED', { fields: { agentAccount: 'PLAYER_NOT_FOUND' } });
  }
  return Number(agent.id);
}

const storedFields = (body: TPromotionCreate, agentId: number | null) => ({
  title: body.title,
  description: body.description,
  translations: JSON.stringify(body.translations),
  starts_at: new Date(body.startsAt),
  ends_at: new Date(body.endsAt),
  rules: JSON.stringify(body.rules),
  min_vip_level: body.minVipLevel,
  first_deposit_only: body.firstDepositOnly,
  new_member_days: body.newMemberDays,
  agent_id: agentId,
  announcement_id: body.announcementId,
  payout_mode: body.payout.mode,
  payout_min_deposit: body.payout.minDeposit,
});

export async function createPromotion(db: TDb, operatorId: number | null, body: TPromotionCreate) {
  const agentId = await agentIdOf(db, body.agentAccount);
  const row = await repo.insertActivity(db, {
    kind: body.rules.kind,
    ...storedFields(body, agentId),
    created_by: operatorId,
  });
  return toAdminPromotion(row, body.agentAccount);
}

/** Replaces an activity's fields; the kind cannot change (VALIDATION_FAILED on rules.kind). */
export async function updatePromotion(db: TDb, id: number, body: TPromotionCreate) {
  const current = await repo.findActivity(db, id);
  if (!current) {
    throw new AppError('PROMOTION_NOT_FOUND');
  }
  if (current.kind !== body.rules.kind) {
    throw new AppError('VALIDATION_FAILED', { fields: { 'rules.kind': `must stay ${current.kind}` } });
  }
  const agentId = await agentIdOf(db, body.agentAccount);
  const row = await repo.updateActivity(db, id, storedFields(body, agentId));
  if (!row) {
    throw new AppError('PROMOTION_NOT_FOUND');
  }
  return toAdminPromotion(row, body.agentAccount);
}

export async function setPromotionEnabled(db: TDb, id: number, enabled: boolean) {
  const row = await repo.updateActivity(db, id, { enabled });
  if (!row) {
    throw new AppError('PROMOTION_NOT_FOUND');
  }
  return { ok: true as const };
}

export async function adminPromotions(db: TDb) {
  return (await repo.listAllActivities(db)).map((row) => toAdminPromotion(row, row.agent_account));
}
