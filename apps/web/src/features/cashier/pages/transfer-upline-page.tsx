// Transfer to upline (member centre `transferUpline`, issue 5): sends funds to the member's direct
// upline agent (named here) with the fund password; both sides see it in their account record.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CASHIER_MAX_AMOUNT } from '@pavilion/contracts/cashier';
import { parseAmount } from '@pavilion/contracts/amount';
import { encryptField } from '@/shared/crypto/encrypt';
import { formatMoney } from '@/shared/format/money';
import { FundPasswordField } from '@/shared/ui/form/fund-password-field';
import { Button } from '@/shared/ui/form/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { QueryState } from '@/shared/ui/query-state';
import { useFundPasswordStatus } from '../api/use-security';
import { useTransferUpline, useUpline } from '../api/use-transfer-upline';
import { useWalletSummary } from '../api/use-withdrawals';
import { AmountField } from '../components/money-fields';
import { WithdrawRequirements } from '../components/withdraw-requirements';
import { useWalletCurrencySymbol } from '@/shared/wallet/use-wallet-currency-symbol';
import { useErrorText } from '@/shared/errors/error-text';
import { useProblemText } from '../hooks/use-error-text';
import { amountText, fundPasswordText } from '../lib/form-schemas';
import { newRequestId } from '../lib/request-id';
import { showSubmitError } from '../lib/server-errors';
import panel from '@/shared/ui/panel.module.css';
import styles from '../components/cashier.module.css';

type TValues = { amount: string; fundPassword: string };

export function TransferUplinePage() {
  const { t } = useTranslation('cashier');
  const errorText = useErrorText();
  const symbol = useWalletCurrencySymbol();
  const upline = useUpline();
  const wallet = useWalletSummary();
  const fundPassword = useFundPasswordStatus();
  const failed = [upline, wallet, fundPassword].find((q) => q.error);

  const body = () => {
    if (failed) {
      return (
        <QueryState state="error" message={errorText(failed.error)} onRetry={() => void failed.refetch()} />
      );
    }
    if (!upline.data || !wallet.data || !fundPassword.data) {
      return <QueryState state="loading" />;
    }
    const agent = upline.data.upline;
    if (!agent) {
      return <QueryState state="empty" message={t('upline.none')} testId="upline-none" />;
    }
    return (
      <>
        <dl className={styles.details}>
          <dt>{t('upline.to')}</dt>
          <dd data-testid="upline-name">
            {agent.nickname && agent.nickname !== agent.account
              ? `${agent.nickname} (${agent.account})`
              : agent.account}
          </dd>
          <dt>{t('wallet.balance')}</dt>
          <dd data-testid="upline-balance">{formatMoney(wallet.data.balance, symbol)}</dd>
        </dl>
        {fundPassword.data.isSet ? (
          <TransferForm balance={wallet.data.balance} symbol={symbol} />
        ) : (
          <WithdrawRequirements needsCard={false} needsFundPassword />
        )}
      </>
    );
  };

  return (
    <section className={panel.section} data-testid="transfer-upline-page">
      <p className={panel.muted}>{t('upline.text')}</p>
      <br />
      {body()}
    </section>
  );
}

function TransferForm({ balance, symbol }: { balance: number; symbol: string }) {
  const { t } = useTranslation('cashier');
  const problem = useProblemText();
  const errorText = useErrorText();
  const transfer = useTransferUpline();
  const limits = { min: 1, max: Math.min(balance, CASHIER_MAX_AMOUNT) };
  const schema = useMemo(
    () => z.object({ amount: amountText({ min: 1, max: limits.max }), fundPassword: fundPasswordText }),
    [limits.max],
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const requestId = useRef(newRequestId('up'));
  const { register, handleSubmit, formState, setError, reset } = useForm<TValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', fundPassword: '' },
  });
  const range = { min: formatMoney(limits.min, symbol), max: formatMoney(limits.max, symbol) };
  const err = (name: keyof TValues) => problem(formState.errors[name]?.message, range);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setDone(null);
    const amount = parseAmount(values.amount);
    if (!amount.ok) {
      return;
    }
    try {
      const reply = await transfer.mutateAsync({
        amount: amount.minor,
        fundPassword: await encryptField(values.fundPassword.trim()),
        requestId: requestId.current,
      });
      requestId.current = newRequestId('up');
      reset();
      setDone(t('upline.done', { amount: formatMoney(amount.minor, symbol), account: reply.uplineAccount }));
    } catch (error) {
      showSubmitError(error, ['amount', 'fundPassword'] as const, setError, (e) =>
        setFormError(errorText(e)),
      );
    }
  });

  if (balance <= 0) {
    return <p className={panel.muted}>{t('upline.noBalance')}</p>;
  }
  return (
    <form
      className={panel.form}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      data-testid="transfer-upline-form"
    >
      {done ? <FormAlert tone="success">{done}</FormAlert> : null}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
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
        {t('upline.submit')}
      </Button>
    </form>
  );
}
