// Kysely row types of notifications and player protection (migration 0008_notifications_protection),
// generated and narrowed.
import type { TNotificationType } from '@pavilion/contracts/notifications';
import type * as S from './schema.generated.ts';
import type { TJsonColumn, TNarrow } from './tables-narrow.ts';

export type TNotificationsTable = TNarrow<
  S.Notifications,
  {
    /** the check constraint of 0008, widened by later migrations (0018-0020: agent notices, 0023: lottery_won) */
    type: TNotificationType;
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
