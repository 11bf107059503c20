// Kysely row types of the cashier (migration 0007_cashier). Money columns are BIGINT minor units.
import type { ColumnType, Generated } from 'kysely';
import type { TDepositChannelKind, TDepositStatus, TWithdrawalStatus } from '@pavilion/contracts/cashier';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type TBankJson = { bankName: string; accountNumber: string; accountName: string };

export type TCashierDepositChannelsTable = {
  id: string;
  kind: TDepositChannelKind;
  name: string;
  min_amount: number;
  max_amount: number;
  enabled: boolean;
  sort: number;
  bank: ColumnType<TBankJson | null, string | null, string | null>;
  updated_at: Timestamp;
};
export type TCashierDepositsTable = {
  id: Generated<number>;
  member_id: number;
  request_id: string;
  channel_id: string;
  kind: TDepositChannelKind;
  amount: number;
  reference: string | null;
  status: TDepositStatus;
  payment_id: string | null;
  reason: string | null;
  reviewed_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  credited_at: NullableTimestamp;
};
export type TCashierBankCardsTable = {
  id: Generated<number>;
  member_id: number;
  bank_name: string;
  account_number: string;
  payee_name: string;
  created_at: Timestamp;
};
export type TCashierWithdrawalsTable = {
  id: Generated<number>;
  member_id: number;
  request_id: string;
  bank_card_id: number;
  bank_name: string;
  account_number: string;
  payee_name: string;
  amount: number;
  status: TWithdrawalStatus;
  remaining_amount: number | null;
  reason: string | null;
  reviewed_by: number | null;
  created_at: Timestamp;
  reviewed_at: NullableTimestamp;
  paid_at: NullableTimestamp;
  confirmed_at: NullableTimestamp;
};
export type TCashierWithdrawalProofsTable = {
  withdrawal_id: number;
  mime: 'image/png' | 'image/jpeg';
  size: number;
  bytes: Buffer;
  created_at: Timestamp;
};

export type TCashierFundPasswordFailuresTable = { member_id: number; failures: number; locked_until: NullableTimestamp };

export type TCashierTables = {
  cashier_fund_password_failures: TCashierFundPasswordFailuresTable;
  cashier_deposit_channels: TCashierDepositChannelsTable;
  cashier_deposits: TCashierDepositsTable;
  cashier_bank_cards: TCashierBankCardsTable;
  cashier_withdrawals: TCashierWithdrawalsTable;
  cashier_withdrawal_proofs: TCashierWithdrawalProofsTable;
};
