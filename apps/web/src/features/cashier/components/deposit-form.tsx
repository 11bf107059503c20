// The deposit form of one channel: a bank transfer shows the house account to pay to and asks for
// the amount and the member's transfer reference (an operator then confirms it); a gateway asks
// for the amount and sends the browser to the checkout page the server answers with.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TDepositChannel } from '@pavilion/contracts/cashier';
import { parseAmount } from '@pavilion/contracts/amount';
import { formatMoney } from '@/shared/format/money';
import { Button } from '@/shared/ui/form/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/text-field';
import { useCreateDeposit } from '../api/use-deposits';
import { useErrorText } from '@/shared/errors/error-text';
import { useProblemText } from '../hooks/use-error-text';
import { amountText } from '../lib/form-schemas';
import { newRequestId } from '../lib/request-id';
import { showSubmitError } from '../lib/server-errors';
import { AmountField } from './money-fields';
import panel from '@/shared/ui/panel.module.css';
import styles from './cashier.module.css';

type TValues = { amount: string; reference: string };

export function DepositForm({ channel, symbol }: { channel: TDepositChannel; symbol: string }) {
  const { t } = useTranslation('cashier');
  const problem = useProblemText();
  const errorText = useErrorText();
  const create = useCreateDeposit();
  const limits = { min: channel.minAmount, max: channel.maxAmount };
  const isBank = channel.kind === 'bank_transfer';
  const schema = useMemo(
    () =>
      z.object({
        amount: amountText({ min: channel.minAmount, max: channel.maxAmount }),
        reference: isBank ? z.string().trim().min(1, 'REQUIRED').max(64, 'REFERENCE_LENGTH') : z.string(),
      }),
    [channel.minAmount, channel.maxAmount, isBank],
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  // one key per submission: a retry after a network failure must not deposit twice
  const requestId = useRef(newRequestId('dep'));
  const { register, handleSubmit, formState, setError, reset } = useForm<TValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', reference: '' },
  });
  const rangeValues = { min: formatMoney(limits.min, symbol), max: formatMoney(limits.max, symbol) };
  const err = (name: keyof TValues) => problem(formState.errors[name]?.message, rangeValues);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setSubmitted(false);
    const amount = parseAmount(values.amount);
    if (!amount.ok) {
      return;
    }
    try {
      const record = await create.mutateAsync({
        channelId: channel.id,
        amount: amount.minor,
        ...(isBank ? { reference: values.reference.trim() } : {}),
        requestId: requestId.current,
      });
      requestId.current = newRequestId('dep');
      if (!isBank && record.checkoutUrl) {
        window.location.assign(record.checkoutUrl);
        return;
      }
      reset();
      setSubmitted(true);
    } catch (error) {
      showSubmitError(error, ['amount', 'reference'] as const, setError, (e) => setFormError(errorText(e)));
    }
  });

  return (
    <form className={panel.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="deposit-form">
      {isBank && channel.bank ? (
        <>
          <p className={panel.muted}>{t('deposit.payTo')}</p>
          <dl className={styles.details} data-testid="deposit-bank">
            <dt>{t('fields.bankName')}</dt>
            <dd>{channel.bank.bankName}</dd>
            <dt>{t('deposit.accountNumber')}</dt>
            <dd>{channel.bank.accountNumber}</dd>
            <dt>{t('deposit.accountName')}</dt>
            <dd>{channel.bank.accountName}</dd>
          </dl>
        </>
      ) : null}
      {!isBank ? <p className={panel.muted}>{t('deposit.gatewayText')}</p> : null}
      <br />
      {submitted ? <FormAlert tone="success">{t('deposit.submitted')}</FormAlert> : null}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <AmountField
        {...register('amount')}
        label={t('fields.amount')}
        limits={limits}
        symbol={symbol}
        error={err('amount')}
        required
      />
      {isBank ? (
        <TextField
          {...register('reference')}
          label={t('fields.reference')}
          hint={t('hints.reference')}
          error={err('reference')}
          maxLength={64}
          autoComplete="off"
          required
        />
      ) : null}
      <Button type="submit" busy={formState.isSubmitting}>
        {isBank ? t('deposit.submitBank') : t('deposit.submitGateway')}
      </Button>
    </form>
  );
}
