// Kysely row types of notifications and player protection (migration 0008_notifications_protection).
import type { ColumnType, Generated } from 'kysely';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type TNotificationsTable = {
  id: Generated<number>;
  member_id: number;
  type: 'deposit_credited' | 'withdrawal_approved' | 'withdrawal_rejected' | 'deposit_failed';
  payload: ColumnType<Record<string, unknown>, string, string>;
  read_at: NullableTimestamp;
  created_at: Generated<Date>;
};
export type TMemberDepositLimitsTable = {
  member_id: number;
  period: '24h' | '7d' | '30d';
  amount: number | null;
  pending_amount: number | null;
  pending_effective_at: NullableTimestamp;
  updated_at: Generated<Date>;
};
export type TMemberProtectionTable = {
  member_id: number;
  excluded_until: NullableTimestamp;
  reality_check_minutes: Generated<number>;
  updated_at: Generated<Date>;
};

export type TEngagementTables = {
  notifications: TNotificationsTable;
  member_deposit_limits: TMemberDepositLimitsTable;
  member_protection: TMemberProtectionTable;
};
