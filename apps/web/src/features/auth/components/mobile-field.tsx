// Mobile number with its country dialing code (spec §3 country list) in one labelled row; an
// optional addon (a send-code button) sits at the input's right edge.
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/shared/ui/form/select-field';
import { TextField } from '@/shared/ui/form/text-field';
import { useCountries } from '../api/use-site-data';

type TMobileFieldProps = {
  mobile: UseFormRegisterReturn;
  dialingCode: UseFormRegisterReturn;
  error?: string | undefined;
  required?: boolean;
  label?: string;
  addon?: ReactNode;
};

export function MobileField({
  mobile,
  dialingCode,
  error,
  required = true,
  label,
  addon,
}: TMobileFieldProps) {
  const { t } = useTranslation('auth');
  const countries = useCountries().data ?? [];
  const options = countries.map((c) => ({
    value: c.countryDialingCode,
    label: `${c.countryDialingCode} ${c.countryCode}`,
  }));
  return (
    <TextField
      {...mobile}
      label={label ?? t('fields.mobileNum')}
      error={error}
      required={required}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={t('placeholders.mobile')}
      leading={<SelectField {...dialingCode} bare label={t('fields.countryDialingCode')} options={options} />}
      addon={addon}
    />
  );
}
