// The cashier's security settings: whether a fund password is set (and setting / changing it,
// encrypted like login passwords) and the bound bank cards (masked by the server) with the payee
// name that the first card fixes.
import { useMutation } from '@tanstack/react-query';
import type {
  TBankCardBind,
  TBankCards,
  TFundPasswordSet,
  TFundPasswordStatus,
} from '@pavilion/contracts/cashier';
import { api } from '@/shared/api/http';
import { useCashierQuery, useRefreshAfterMoney } from './cashier-query';

export function useFundPasswordStatus() {
  return useCashierQuery<TFundPasswordStatus>('fund-password');
}

export function useSetFundPassword() {
  const refresh = useRefreshAfterMoney();
  return useMutation({
    mutationFn: (body: TFundPasswordSet) => api<unknown>('/cashier/fund-password', { method: 'POST', body }),
    onSuccess: () => refresh(),
  });
}

export function useBankCards() {
  return useCashierQuery<TBankCards>('bank-cards');
}

export function useBindBankCard() {
  const refresh = useRefreshAfterMoney();
  return useMutation({
    mutationFn: (body: TBankCardBind) => api<unknown>('/cashier/bank-cards', { method: 'POST', body }),
    onSuccess: () => refresh(),
  });
}
