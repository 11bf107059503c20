// The currency symbol cashier amounts are shown with: the wallet's, else the merchant's while
// the balance call has not answered.
import { usePermission } from '@/shared/site/use-permission';
import { useBalance } from '@/shared/wallet/use-balance';

export function useCurrencySymbol(): string {
  const wallet = useBalance().data?.currencySymbol;
  const merchant = usePermission().data?.merchant.currencySymbol;
  return wallet ?? merchant ?? '';
}
