// The six-digit fund password of every money form (cashier withdrawals and transfers, points
// redemption and conversion): numeric keypad, hidden by default with a show/hide toggle, never
// autofilled. Its label, hint and toggle names are the shared `common` texts unless given.
import { useTranslation } from 'react-i18next';
import { PasswordField } from './password-field';
import type { TTextFieldProps } from './text-field';

type TFundPasswordFieldProps = Omit<TTextFieldProps, 'type' | 'addon' | 'label'> & { label?: string };

export function FundPasswordField({ label, hint, ...props }: TFundPasswordFieldProps) {
  const { t } = useTranslation('common');
  return (
    <PasswordField
      {...props}
      label={label ?? t('fundPassword.label')}
      hint={hint ?? t('fundPassword.hint')}
      showLabel={t('fundPassword.show')}
      hideLabel={t('fundPassword.hide')}
      inputMode="numeric"
      maxLength={6}
      autoComplete="off"
    />
  );
}
