// Bind a bank card (security centre, issue 5): bank, account number and payee name. The first
// card fixes the payee name; after that it is shown read-only and sent as fixed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BANK_CARDS_MAX } from '@pavilion/contracts/cashier';
import { Button } from '@/shared/ui/form/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/text-field';
import { Icon } from '@/shared/ui/icon';
import { QueryState } from '@/shared/ui/query-state';
import { useBankCards, useBindBankCard } from '../api/use-security';
import { useErrorText } from '@/shared/errors/error-text';
import { useProblemText } from '../hooks/use-error-text';
import { ZBankCardFormSchema, type TBankCardFormValues } from '../lib/form-schemas';
import { showSubmitError } from '../lib/server-errors';
import { BankCardsList } from './bank-cards-list';
import panel from '@/shared/ui/panel.module.css';
import styles from './cashier.module.css';

const FIELDS = ['bankName', 'accountNumber', 'payeeName'] as const;

export function BankCardBlock() {
  const { t } = useTranslation('cashier');
  const errorText = useErrorText();
  const cards = useBankCards();
  const data = cards.data;
  return (
    <section className={panel.section} aria-labelledby="bank-card-title" data-testid="bank-card-block">
      <h3 id="bank-card-title" className={panel.sectionTitle}>
        <Icon name="card" size={18} />
        {t('bankCard.title')}
      </h3>
      {cards.isPending ? (
        <QueryState state="loading" />
      ) : cards.error || !data ? (
        <QueryState state="error" message={errorText(cards.error)} onRetry={() => void cards.refetch()} />
      ) : (
        <>
          <BankCardsList cards={data.cards} />
          {data.cards.length >= BANK_CARDS_MAX ? (
            <p className={panel.muted}>{t('bankCard.limit', { max: BANK_CARDS_MAX })}</p>
          ) : (
            <BankCardForm fixedPayee={data.payeeNameFixed ? data.payeeName : null} />
          )}
        </>
      )}
    </section>
  );
}

function BankCardForm({ fixedPayee }: { fixedPayee: string | null }) {
  const { t } = useTranslation('cashier');
  const problem = useProblemText();
  const errorText = useErrorText();
  const bind = useBindBankCard();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState, setError, reset } = useForm<TBankCardFormValues>({
    resolver: zodResolver(ZBankCardFormSchema),
    values: { bankName: '', accountNumber: '', payeeName: fixedPayee ?? '' },
  });
  const err = (name: keyof TBankCardFormValues) => problem(formState.errors[name]?.message);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    const parsed = ZBankCardFormSchema.parse(values);
    try {
      await bind.mutateAsync({ ...parsed, payeeName: fixedPayee ?? parsed.payeeName });
      reset();
      setSaved(true);
    } catch (error) {
      showSubmitError(error, FIELDS, setError, (e) => setFormError(errorText(e)));
    }
  });

  return (
    <form
      className={panel.form}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-labelledby="bank-card-add-title"
      data-testid="bank-card-form"
    >
      <h4 id="bank-card-add-title" className={styles.subTitle}>
        {t('bankCard.add')}
      </h4>
      {saved ? <FormAlert tone="success">{t('bankCard.saved')}</FormAlert> : null}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField
        {...register('bankName')}
        label={t('fields.bankName')}
        error={err('bankName')}
        required
        autoComplete="off"
      />
      <TextField
        {...register('accountNumber')}
        label={t('fields.accountNumber')}
        error={err('accountNumber')}
        hint={t('hints.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        required
      />
      {fixedPayee === null ? (
        <TextField
          {...register('payeeName')}
          label={t('fields.payeeName')}
          error={err('payeeName')}
          hint={t('hints.payeeName')}
          autoComplete="name"
          required
        />
      ) : (
        <div className={styles.readonly}>
          <TextField
            {...register('payeeName')}
            label={t('fields.payeeName')}
            hint={t('hints.payeeFixed')}
            readOnly
            aria-readonly="true"
          />
        </div>
      )}
      <Button type="submit" busy={formState.isSubmitting}>
        {t('bankCard.bind')}
      </Button>
    </form>
  );
}
