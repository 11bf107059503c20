// Transfer to downline (spec §4): amount and the agent's fund password, one request id per
// submission (a retry of the same submission books nothing twice). Without a fund password the
// dialog sets one first. Money views refresh through refreshMoneyQueries (use-team.ts).
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmount } from '@pavilion/contracts/amount';
import { ApiError } from '@/shared/api/http';
import { encryptField } from '@/shared/crypto/encrypt';
import { useErrorText } from '@/shared/errors/error-text';
import { formatMoney } from '@/shared/format/money';
import { Button } from '@/shared/ui/form/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { InnerDialog } from '@/shared/ui/form/inner-dialog';
import { PasswordField } from '@/shared/ui/form/password-field';
import { TextField } from '@/shared/ui/form/text-field';
import { QueryState } from '@/shared/ui/query-state';
import { useBalance } from '@/shared/wallet/use-balance';
import { useWalletCurrencySymbol } from '@/shared/wallet/use-wallet-currency-symbol';
import { useFundPasswordStatus, useSetFundPassword, useTransferDownline } from '../api/use-team';
import { newRequestId } from '../model/request-id';
import styles from './agent-team.module.css';

const FUND_PASSWORD = /^[0-9]{6}$/;

type TTarget = { id: number; account: string };

export function TransferDialog({ member, onClose }: { member: TTarget; onClose: () => void }) {
  const { t } = useTranslation('agent-team');
  const errorText = useErrorText();
  const status = useFundPasswordStatus();
  return (
    <InnerDialog
      title={t('transfer.title', { account: member.account })}
      onClose={onClose}
      closeLabel={t('details.close')}
    >
      {status.error ? (
        <QueryState state="error" message={errorText(status.error)} onRetry={() => void status.refetch()} />
      ) : !status.data ? (
        <QueryState state="loading" />
      ) : status.data.isSet ? (
        <TransferForm member={member} />
      ) : (
        <SetFundPasswordForm />
      )}
    </InnerDialog>
  );
}

function TransferForm({ member }: { member: TTarget }) {
  const { t } = useTranslation('agent-team');
  const errorText = useErrorText();
  const symbol = useWalletCurrencySymbol();
  const balance = useBalance().data?.balance;
  const transfer = useTransferDownline();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; fundPassword?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const requestId = useRef(newRequestId('dl'));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    setDone(null);
    const parsed = parseAmount(amount);
    const found: typeof errors = {};
    if (!parsed.ok || parsed.minor <= 0) {
      found.amount = t('transfer.amountInvalid');
    } else if (balance !== undefined && parsed.minor > balance) {
      found.amount = errorText(new ApiError(400, { code: 'INSUFFICIENT_FUNDS', message: '' }));
    }
    if (!FUND_PASSWORD.test(password.trim())) {
      found.fundPassword = t('transfer.fundPasswordInvalid');
    }
    setErrors(found);
    if (!parsed.ok || Object.keys(found).length > 0) {
      return;
    }
    try {
      const reply = await transfer.mutateAsync({
        memberId: member.id,
        amount: parsed.minor,
        fundPassword: await encryptField(password.trim()),
        requestId: requestId.current,
      });
      requestId.current = newRequestId('dl');
      setAmount('');
      setPassword('');
      setDone(
        t('transfer.done', { amount: formatMoney(parsed.minor, symbol), account: reply.memberAccount }),
      );
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      if (code === 'FUND_PASSWORD_WRONG') {
        setErrors({ fundPassword: errorText(error) });
      } else if (code === 'INSUFFICIENT_FUNDS') {
        setErrors({ amount: errorText(error) });
      } else {
        setFormError(errorText(error));
      }
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="transfer-form">
      {done ? (
        <FormAlert tone="success">
          <span data-testid="transfer-done">{done}</span>
        </FormAlert>
      ) : null}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {balance !== undefined ? (
        <p className={styles.muted}>{t('transfer.balance', { balance: formatMoney(balance, symbol) })}</p>
      ) : null}
      <TextField
        label={t('transfer.amount')}
        value={amount}
        onChange={(e) => setAmount(e.currentTarget.value)}
        error={errors.amount}
        inputMode="decimal"
        autoComplete="off"
        required
      />
      <PasswordField
        label={t('transfer.fundPassword')}
        showLabel={t('register.showPassword')}
        hideLabel={t('register.hidePassword')}
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        error={errors.fundPassword}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        required
      />
      <Button type="submit" busy={transfer.isPending}>
        {t('transfer.submit')}
      </Button>
    </form>
  );
}

function SetFundPasswordForm() {
  const { t } = useTranslation('agent-team');
  const errorText = useErrorText();
  const save = useSetFundPassword();
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ next?: string; confirm?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const found: typeof errors = {};
    if (!FUND_PASSWORD.test(next.trim())) {
      found.next = t('transfer.fundPasswordInvalid');
    } else if (next.trim() !== confirm.trim()) {
      found.confirm = t('transfer.mismatch');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      return;
    }
    try {
      await save.mutateAsync({
        newPassword: await encryptField(next.trim()),
        confirmNewPassword: await encryptField(confirm.trim()),
      });
    } catch (error) {
      setFormError(errorText(error));
    }
  };
  const secret = { showLabel: t('register.showPassword'), hideLabel: t('register.hidePassword') };
  return (
    <form
      className={styles.form}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      data-testid="fund-password-form"
    >
      <p className={styles.muted}>{t('transfer.needFundPassword')}</p>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <PasswordField
        {...secret}
        label={t('transfer.newFundPassword')}
        value={next}
        onChange={(e) => setNext(e.currentTarget.value)}
        error={errors.next}
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        required
      />
      <PasswordField
        {...secret}
        label={t('transfer.confirmFundPassword')}
        value={confirm}
        onChange={(e) => setConfirm(e.currentTarget.value)}
        error={errors.confirm}
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        required
      />
      <Button type="submit" busy={save.isPending}>
        {t('transfer.setFundPassword')}
      </Button>
    </form>
  );
}
