// Withdrawals (issue 5, `withdraw`) and the wallet summary of `transferFund`: the records, a new
// request to a bound card with the fund password, and the confirmation after payout (received,
// partially received, not received with a proof image as base64).
import { useMutation } from '@tanstack/react-query';
import type {
  TWalletSummary,
  TWithdrawalConfirm,
  TWithdrawalRecord,
  TWithdrawalRecords,
  TWithdrawalRequest,
} from '@pavilion/contracts/cashier';
import { api } from '@/shared/api/http';
import { useCashierQuery, useRefreshAfterMoney } from './cashier-query';

export function useWalletSummary() {
  return useCashierQuery<TWalletSummary>('wallet');
}

export function useWithdrawalRecords(pageNo: number) {
  return useCashierQuery<TWithdrawalRecords>('withdrawals', { pageNo });
}

export function useCreateWithdrawal() {
  const refresh = useRefreshAfterMoney();
  return useMutation({
    mutationFn: (body: TWithdrawalRequest) =>
      api<TWithdrawalRecord>('/cashier/withdrawals', { method: 'POST', body }),
    onSuccess: () => refresh(),
  });
}

export function useConfirmWithdrawal() {
  const refresh = useRefreshAfterMoney();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TWithdrawalConfirm }) =>
      api<TWithdrawalRecord>(`/cashier/withdrawals/${encodeURIComponent(id)}/confirm`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => refresh(),
  });
}
