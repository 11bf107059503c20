// The member gives up their locked bonus money (decision 063): the locks end and the locked money
// leaves the wallet, so the cash left can be withdrawn at once.
import { useMutation } from '@tanstack/react-query';
import type { TForfeitBonusReply } from '@pavilion/contracts/reward-payout';
import { api } from '@/shared/api/http';
import { useRefreshAfterMoney } from './cashier-query';

export function useForfeitBonus() {
  const refresh = useRefreshAfterMoney();
  return useMutation({
    mutationFn: (requestId: string) =>
      api<TForfeitBonusReply>('/cashier/wallet/forfeit-bonus', { method: 'POST', body: { requestId } }),
    onSuccess: () => refresh(),
  });
}
