// Queries whose answer moves with the member's money (balance, member info, the cashier's wallet
// summary and records, deposit-limit usage, account records…) carry MONEY_QUERY_META; whatever
// learns that money moved (a cashier call, a live deposit notification, a game round) refreshes
// them all with one call, so no view is left behind when the header balance updates.
import type { QueryClient } from '@tanstack/react-query';

export const MONEY_QUERY_META = { movesWithMoney: true } as const;

export function refreshMoneyQueries(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => query.meta?.movesWithMoney === true });
}
