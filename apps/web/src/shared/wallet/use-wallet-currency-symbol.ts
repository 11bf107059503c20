// The currency symbol a member's amounts are shown with (records, cashier): the wallet's, as the
// header balance shows it, else the merchant's while the balance call has not answered.
import { usePermission } from '@/shared/site/use-permission';
import { useBalance } from './use-balance';

export function useWalletCurrencySymbol(): string {
  const wallet = useBalance().data?.currencySymbol;
  const merchant = usePermission().data?.merchant.currencySymbol;
  return wallet ?? merchant ?? '';
}
