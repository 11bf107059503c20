// Converting points to balance (spec §7 "convert points"): whole points from the minimum up to the
// balance, at the operator's rate, with the fund password (RSA-OAEP encrypted); one request id per
// submission, so a retry never pays twice.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { convertedAmount } from '@pavilion/contracts/points';
import { encryptField } from '@/shared/crypto/encrypt';
import { useErrorText } from '@/shared/errors/error-text';
import { formatCount, formatMoney } from '@/shared/format/money';
import { Button } from '@/shared/ui/form/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { FundPasswordField } from '@/shared/ui/form/fund-password-field';
import { TextField } from '@/shared/ui/form/text-field';
import { useWalletCurrencySymbol } from '@/shared/wallet/use-wallet-currency-symbol';
import { useConvert } from '../api/points-api';
import { fieldOf, useProblemText } from '../hooks/use-problem-text';
import { convertFormSchema, type TConvertForm } from '../lib/form-schemas';
import { newRequestId } from '../lib/request-id';
import panel from '@/shared/ui/panel.module.css';

const FIELDS = ['points', 'fundPassword'] as const;

export function ConvertForm({
  points,
  minPoints,
  minorPerPoint,
}: {
  points: number;
  minPoints: number;
  minorPerPoint: number;
}) {
  const { t } = useTranslation('points');
  const errorText = useErrorText();
  const problem = useProblemText();
  const symbol = useWalletCurrencySymbol();
  const convert = useConvert();
  const requestId = useRef(newRequestId('cv'));
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const schema = useMemo(() => convertFormSchema(minPoints, points), [minPoints, points]);
  const { register, handleSubmit, formState, setError, reset, watch } = useForm<TConvertForm>({
    resolver: zodResolver(schema),
    defaultValues: { points: '', fundPassword: '' },
  });
  const typed = Number(watch('points')) || 0;
  const limits = { min: formatCount(minPoints), max: formatCount(points) };
  const err = (name: (typeof FIELDS)[number]) => problem(formState.errors[name]?.message, limits);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setDone(null);
    try {
      const reply = await convert.mutateAsync({
        points: Number(values.points),
        fundPassword: await encryptField(values.fundPassword.trim()),
        requestId: requestId.current,
      });
      requestId.current = newRequestId('cv');
      reset();
      setDone(
        t('convert.done', { points: formatCount(reply.points), amount: formatMoney(reply.amount, symbol) }),
      );
    } catch (error) {
      const placed = fieldOf(error, FIELDS);
      if (placed) {
        setError(placed.field as (typeof FIELDS)[number], { message: placed.code });
      } else {
        setFormError(errorText(error));
      }
    }
  });

  return (
    <form className={panel.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="convert-form">
      <p className={panel.muted}>
        {t('convert.rate', {
          amount: formatMoney(convertedAmount(100, minorPerPoint), symbol),
          min: limits.min,
        })}
      </p>
      <br />
      {done ? <FormAlert tone="success">{done}</FormAlert> : null}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField
        {...register('points')}
        label={t('fields.points')}
        inputMode="numeric"
        autoComplete="off"
        hint={t('convert.gets', { amount: formatMoney(convertedAmount(typed, minorPerPoint), symbol) })}
        error={err('points')}
        required
      />
      <FundPasswordField {...register('fundPassword')} error={err('fundPassword')} required />
      <Button type="submit" busy={formState.isSubmitting} disabled={points < minPoints}>
        {t('convert.submit')}
      </Button>
    </form>
  );
}
