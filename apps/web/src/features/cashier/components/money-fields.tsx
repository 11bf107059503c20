// The two inputs every money form shares: an amount in major units (decimal keypad on phones,
// limits in the hint) and the six-digit fund password (numeric keypad, hidden by default).
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format/money';
import { PasswordField } from '@/shared/ui/form/password-field';
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

type TFundPasswordFieldProps = Omit<TTextFieldProps, 'type' | 'addon'>;

export function FundPasswordField(props: TFundPasswordFieldProps) {
  const { t } = useTranslation('cashier');
  return (
    <PasswordField
      hint={t('hints.fundPassword')}
      {...props}
      showLabel={t('common.showPassword')}
      hideLabel={t('common.hidePassword')}
      inputMode="numeric"
      maxLength={6}
      autoComplete="off"
    />
  );
}
