// The operator's side of promotions (decision 034): create an activity with its rules and
// eligibility (the rules' kind is the activity's kind), list them; red-envelope events are created
// through red-envelope.service.ts, answers to applications through applications.service.ts.
import type { TPromotionCreate } from '@pavilion/contracts/promotions';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import * as repo from './promotions.repo.ts';

type TRow = Awaited<ReturnType<typeof repo.listAllActivities>>[number];

export function toAdminPromotion(row: TRow) {
  return {
    id: Number(row.id),
    kind: row.kind,
    title: row.title,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    rules: row.rules,
  };
}

export async function createPromotion(db: TDb, operatorId: number | null, body: TPromotionCreate) {
  let agentId: number | null = null;
  if (body.agentAccount !== null) {
    const agent = await repo.findMemberByAccount(db, body.agentAccount);
    if (!agent) {
      throw new AppError('VALIDATION_FAILED', { fields: { agentAccount: 'PLAYER_NOT_FOUND' } });
    }
    agentId = Number(agent.id);
  }
  const row = await repo.insertActivity(db, {
    kind: body.rules.kind,
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
    created_by: operatorId,
  });
  return toAdminPromotion(row);
}

export async function adminPromotions(db: TDb) {
  return (await repo.listAllActivities(db)).map(toAdminPromotion);
}
