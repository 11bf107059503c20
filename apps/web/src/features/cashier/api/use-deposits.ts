// Deposits (issue 5, `depositv2`): the operator's channels with their limits, the member's deposit
// records, and the submission (a bank transfer waits for the operator; a gateway deposit answers
// with the checkout URL to send the browser to).
import { useMutation } from '@tanstack/react-query';
import type {
  TDepositChannels,
  TDepositRecord,
  TDepositRecords,
  TDepositRequest,
} from '@pavilion/contracts/cashier';
import { api } from '@/shared/api/http';
import { useCashierQuery, useRefreshAfterMoney } from './cashier-query';

export function useDepositChannels() {
  return useCashierQuery<TDepositChannels>('deposit-channels');
}

export function useDepositRecords(pageNo: number) {
  return useCashierQuery<TDepositRecords>('deposits', { pageNo });
}

export function useCreateDeposit() {
  const refresh = useRefreshAfterMoney();
  return useMutation({
    mutationFn: (body: TDepositRequest) => api<TDepositRecord>('/cashier/deposits', { method: 'POST', body }),
    onSuccess: () => refresh(),
  });
}
