// A new withdrawal to one of the member's bound cards: amount within the withdrawable balance and
// the withdrawal limits, and the fund password (encrypted). The amount is held until reviewed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import type { TBankCard, TWalletSummary } from '@pavilion/contracts/cashier';
import { parseAmount } from '@pavilion/contracts/amount';
import { encryptField } from '@/shared/crypto/encrypt';
import { formatMoney } from '@/shared/format/money';
import { FundPasswordField } from '@/shared/ui/form/fund-password-field';
import { Button } from '@/shared/ui/form/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { SelectField } from '@/shared/ui/form/select-field';
import { useCreateWithdrawal } from '../api/use-withdrawals';
import { kycLevelOf, useErrorText } from '@/shared/errors/error-text';
import { useProblemText } from '../hooks/use-error-text';
import { effectiveLimits } from '../lib/amount';
import { amountText, fundPasswordText } from '../lib/form-schemas';
import { newRequestId } from '../lib/request-id';
import { showSubmitError } from '../lib/server-errors';
import { AmountField } from './money-fields';
import panel from '@/shared/ui/panel.module.css';

type TValues = { bankCardId: string; amount: string; fundPassword: string };
type TProps = { cards: TBankCard[]; wallet: TWalletSummary; symbol: string };

export function WithdrawForm({ cards, wallet, symbol }: TProps) {
  const { t } = useTranslation('cashier');
  const problem = useProblemText();
  const errorText = useErrorText();
  const create = useCreateWithdrawal();
  const limits = effectiveLimits(
    { min: wallet.withdrawalMinAmount, max: wallet.withdrawalMaxAmount },
    wallet.withdrawable,
  );
  const schema = useMemo(
    () =>
      z.object({
        bankCardId: z.string().min(1, 'REQUIRED'),
        amount: amountText({ min: limits.min, max: limits.max }),
        fundPassword: fundPasswordText,
      }),
    [limits.min, limits.max],
  );
  const [formError, setFormError] = useState<string | null>(null);
  // a KYC_REQUIRED refusal: the text says the level, a link leads to the verification page
  const [kycRequired, setKycRequired] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const requestId = useRef(newRequestId('wd'));
  const { register, handleSubmit, formState, setError, reset } = useForm<TValues>({
    resolver: zodResolver(schema),
    defaultValues: { bankCardId: cards[0]?.id ?? '', amount: '', fundPassword: '' },
  });
  const range = { min: formatMoney(limits.min, symbol), max: formatMoney(limits.max, symbol) };
  const err = (name: keyof TValues) => problem(formState.errors[name]?.message, range);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setKycRequired(false);
    setSubmitted(false);
    const amount = parseAmount(values.amount);
    if (!amount.ok) {
      return;
    }
    try {
      await create.mutateAsync({
        bankCardId: values.bankCardId,
        amount: amount.minor,
        fundPassword: await encryptField(values.fundPassword.trim()),
        requestId: requestId.current,
      });
      requestId.current = newRequestId('wd');
      reset({ bankCardId: values.bankCardId, amount: '', fundPassword: '' });
      setSubmitted(true);
    } catch (error) {
      showSubmitError(error, ['bankCardId', 'amount', 'fundPassword'] as const, setError, (e) => {
        setFormError(errorText(e));
        setKycRequired(kycLevelOf(e) !== null);
      });
    }
  });

  if (limits.max < limits.min) {
    return <p className={panel.muted}>{t('withdraw.nothingWithdrawable', range)}</p>;
  }
  return (
    <form className={panel.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="withdraw-form">
      {submitted ? <FormAlert tone="success">{t('withdraw.submitted')}</FormAlert> : null}
      {formError ? (
        <FormAlert>
          {formError}
          {kycRequired ? (
            <>
              {' '}
              <Link to={{ pathname: '/member', search: '?page=verification' }}>
                {t('withdraw.verifyLink')}
              </Link>
            </>
          ) : null}
        </FormAlert>
      ) : null}
      <SelectField
        {...register('bankCardId')}
        label={t('fields.bankCard')}
        options={cards.map((c) => ({ value: c.id, label: `${c.bankName} ${c.accountNumberMasked}` }))}
        error={err('bankCardId')}
        required
      />
      <AmountField
        {...register('amount')}
        label={t('fields.amount')}
        limits={limits}
        symbol={symbol}
        error={err('amount')}
        required
      />
      <FundPasswordField {...register('fundPassword')} error={err('fundPassword')} required />
      <Button type="submit" busy={formState.isSubmitting}>
        {t('withdraw.submit')}
      </Button>
    </form>
  );
}
