// SQL of member restrictions (migration 0066). ledger_post reads max_stake itself.
import type { TDb } from '@/db/database.ts';
import type { TSetMemberRestrictions } from '@pavilion/contracts/risk';

export async function findRestrictions(db: TDb, memberId: number) {
  return db
    .selectFrom('member_restrictions')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export async function upsertRestrictions(
  db: TDb,
  memberId: number,
  operatorId: number,
  r: TSetMemberRestrictions,
): Promise<void> {
  const values = {
    no_bonus: r.noBonus,
    no_withdrawal: r.noWithdrawal,
    no_transfer: r.noTransfer,
    max_stake: r.maxStake,
    reason: r.reason,
    operator_id: operatorId,
    updated_at: new Date(),
  };
  await db
    .insertInto('member_restrictions')
    .values({ member_id: memberId, ...values })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(values))
    .execute();
}
