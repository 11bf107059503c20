// The currency symbol the records show amounts with: the wallet's (as the header balance shows
// it), else the merchant's while the balance call has not answered.
import { usePermission } from '@/shared/site/use-permission';
import { useBalance } from '@/shared/wallet/use-balance';

export function useCurrencySymbol(): string {
  const wallet = useBalance().data?.currencySymbol;
  const merchant = usePermission().data?.merchant.currencySymbol;
  return wallet ?? merchant ?? '';
}
