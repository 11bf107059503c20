// The merchant's currency symbol (spec §3 permission merchant config), for the lobby, which guests
// see too (members' own amounts use shared/wallet/use-wallet-currency-symbol.ts).
import { usePermission } from '@/shared/site/use-permission';

export function useCurrencySymbol(): string {
  return usePermission().data?.merchant.currencySymbol ?? '';
}
