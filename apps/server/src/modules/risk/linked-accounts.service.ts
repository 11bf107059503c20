// Linked accounts of a member for the operator (decision 079): each other member with the reasons
// they are linked (card numbers masked) and when they last logged in. The same upline agent is not
// a link by itself; only a direct referral between the two is.
import type { TLinkedAccount, TLinkedAccountsReply, TLinkReason } from '@pavilion/contracts/risk';
import type { TDb } from '@/db/database.ts';
import { maskAccountNumber } from '@/modules/cashier/security.service.ts';
import { assertMemberExists } from '@/modules/protection/protection-admin.service.ts';
import * as repo from './linked-accounts.repo.ts';

function reasonOf(row: repo.TLinkRow): TLinkReason {
  return { kind: row.kind, value: row.kind === 'bank_card' ? maskAccountNumber(row.value) : row.value };
}

export async function linkedAccounts(db: TDb, memberId: number): Promise<TLinkedAccountsReply> {
  await assertMemberExists(db, memberId);
  const rows = await repo.linksOf(db, memberId);
  const byMember = new Map<string, TLinkReason[]>();
  for (const row of rows) {
    const reasons = byMember.get(row.member_id) ?? [];
    reasons.push(reasonOf(row));
    byMember.set(row.member_id, reasons);
  }
  const members = await repo.membersByIds(db, [...byMember.keys()].map(Number));
  const linked: TLinkedAccount[] = members.map((m) => ({
    memberId: String(m.id),
    account: m.account,
    reasons: byMember.get(String(m.id)) ?? [],
    lastSeenAt: m.last_login_at ? new Date(m.last_login_at).toISOString() : null,
  }));
  // most reasons first, then the most recently seen
  linked.sort(
    (a, b) => b.reasons.length - a.reasons.length || (b.lastSeenAt ?? '').localeCompare(a.lastSeenAt ?? ''),
  );
  return { linked };
}

/** How many members each of these members is linked to (the withdrawal review list's badge). */
export async function linkedCounts(db: TDb, memberIds: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  for (const id of new Set(memberIds)) {
    const rows = await repo.linksOf(db, id);
    counts.set(id, new Set(rows.map((r) => r.member_id)).size);
  }
  return counts;
}
