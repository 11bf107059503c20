// The query strings of the agent reports (packages/contracts/src/agent-reports.ts), built from the
// filter bar on top of the member records' own query builders (dates, time zone, page, language,
// game type, vendor), plus the member filter by account. Pure, so the parameters are unit-tested.
import type { TAgentTransactionKind } from '@pavilion/contracts/agent-reports';
import type { TDateRange } from '@/features/records/lib/date-range';
import {
  gameRecordsQuery,
  transactionsQuery,
  type TGameFilters,
  type TQueryContext,
  type TQueryParams,
} from '@/features/records/lib/records-query';

export type TTeamGameFilters = TGameFilters & { account: string };
export const ALL_TEAM_GAMES: Omit<TTeamGameFilters, 'range'> = { gameType: '', vendor: '', account: '' };
export type TTeamTransactionFilters = {
  range: TDateRange;
  kind: TAgentTransactionKind | '';
  account: string;
};
export const ALL_TEAM_TRANSACTIONS: Omit<TTeamTransactionFilters, 'range'> = { kind: '', account: '' };

const accountOf = (account: string) => account.trim() || undefined;

/** GET /api/agent/reports/bets and /api/agent/reports/profit-loss. */
export function teamGameQuery(filters: TTeamGameFilters, context: TQueryContext): TQueryParams {
  return { ...gameRecordsQuery(filters, context), account: accountOf(filters.account) };
}

/** GET /api/agent/reports/transactions (no language: ledger rows carry no game names). */
export function teamTransactionsQuery(
  filters: TTeamTransactionFilters,
  context: TQueryContext,
): TQueryParams {
  const { language: _language, ...query } = transactionsQuery(filters, context);
  return { ...query, account: accountOf(filters.account) };
}
