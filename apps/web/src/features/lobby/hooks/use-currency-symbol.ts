// The merchant's currency symbol (spec §3 permission merchant config).
import { usePermission } from '@/shared/site/use-permission';

export function useCurrencySymbol(): string {
  return usePermission().data?.merchant.currencySymbol ?? '';
}
