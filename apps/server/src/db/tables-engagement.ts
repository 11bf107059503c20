// Kysely row types of notifications and player protection (migration 0008_notifications_protection),
// generated and narrowed.
import type * as S from './schema.generated.ts';
import type { TJsonColumn, TNarrow } from './tables-narrow.ts';

export type TNotificationsTable = TNarrow<
  S.Notifications,
  {
    /** 0023 adds lottery_won */
    type:
      'deposit_credited' | 'withdrawal_approved' | 'withdrawal_rejected' | 'deposit_failed' | 'lottery_won';
    payload: TJsonColumn<Record<string, unknown>>;
  }
>;
export type TMemberDepositLimitsTable = TNarrow<S.MemberDepositLimits, { period: '24h' | '7d' | '30d' }>;
export type TMemberProtectionTable = S.MemberProtection;

export type TEngagementTables = {
  notifications: TNotificationsTable;
  member_deposit_limits: TMemberDepositLimitsTable;
  member_protection: TMemberProtectionTable;
};
