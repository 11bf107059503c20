// Kysely row types of the cashier (migration 0007_cashier), generated and narrowed. Money columns
// are BIGINT minor units.
import type {
  TDepositAdapter,
  TDepositChannelKind,
  TDepositFlag,
  TDepositStatus,
  TWithdrawalStatus,
} from '@pavilion/contracts/cashier';
import type { Generated } from 'kysely';
import type * as S from './schema.generated.ts';
import type { TJsonColumn, TNarrow } from './tables-narrow.ts';

type TBankJson = { bankName: string; accountNumber: string; accountName: string };

export type TCashierDepositChannelsTable = TNarrow<
  S.CashierDepositChannels,
  {
    kind: TDepositChannelKind;
    bank: TJsonColumn<TBankJson | null, string | null>;
    adapter: Generated<TDepositAdapter>;
  }
>;
export type TCashierWithdrawalChannelsTable = S.CashierWithdrawalChannels;
export type TCashierDepositsTable = TNarrow<
  S.CashierDeposits,
  { kind: TDepositChannelKind; status: TDepositStatus; flag: TDepositFlag | null }
>;
export type TCashierGatewayEventsTable = TNarrow<
  S.CashierGatewayEvents,
  { provider: 'stripe'; outcome: 'credited' | 'duplicate' | 'flagged' | 'ignored' }
>;
export type TCashierBankCardsTable = S.CashierBankCards;
export type TCashierWithdrawalsTable = TNarrow<S.CashierWithdrawals, { status: TWithdrawalStatus }>;
export type TCashierWithdrawalProofsTable = TNarrow<
  S.CashierWithdrawalProofs,
  { mime: 'image/png' | 'image/jpeg' }
>;
export type TCashierFundPasswordFailuresTable = S.CashierFundPasswordFailures;

export type TCashierTables = {
  cashier_fund_password_failures: TCashierFundPasswordFailuresTable;
  cashier_deposit_channels: TCashierDepositChannelsTable;
  cashier_deposits: TCashierDepositsTable;
  cashier_gateway_events: TCashierGatewayEventsTable;
  cashier_bank_cards: TCashierBankCardsTable;
  cashier_withdrawals: TCashierWithdrawalsTable;
  cashier_withdrawal_proofs: TCashierWithdrawalProofsTable;
  cashier_withdrawal_channels: TCashierWithdrawalChannelsTable;
};
