// The amount input every cashier money form shares: major units, decimal keypad on phones, limits
// in the hint. The fund password field is shared/ui/form/fund-password-field (points use it too).
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format/money';
import { TextField, type TTextFieldProps } from '@/shared/ui/form/text-field';
import type { TAmountLimits } from '../lib/amount';

type TAmountFieldProps = Omit<TTextFieldProps, 'type' | 'inputMode'> & {
  limits?: TAmountLimits | undefined;
  symbol: string;
};

export function AmountField({ limits, symbol, hint, ...props }: TAmountFieldProps) {
  const { t } = useTranslation('cashier');
  const range = limits
    ? t('hints.amountRange', { min: formatMoney(limits.min, symbol), max: formatMoney(limits.max, symbol) })
    : t('hints.amount');
  return (
    <TextField
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      hint={hint ?? range}
    />
  );
}
