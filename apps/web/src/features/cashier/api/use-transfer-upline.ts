// Transfer to the direct upline agent (issue 5, `transferUpline`): who the upline is, and the
// transfer itself with the fund password.
import { useMutation } from '@tanstack/react-query';
import type { TTransferUplineReply, TTransferUplineRequest, TUpline } from '@pavilion/contracts/cashier';
import { api } from '@/shared/api/http';
import { useCashierQuery, useRefreshAfterMoney } from './cashier-query';

export function useUpline() {
  return useCashierQuery<TUpline>('upline');
}

export function useTransferUpline() {
  const refresh = useRefreshAfterMoney();
  return useMutation({
    mutationFn: (body: TTransferUplineRequest) =>
      api<TTransferUplineReply>('/cashier/transfer-upline', { method: 'POST', body }),
    onSuccess: () => refresh(),
  });
}
