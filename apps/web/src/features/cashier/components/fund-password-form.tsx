// Set or change the fund password (security centre, issue 5): six digits, typed twice; a change
// also asks for the current one. All three travel RSA-encrypted like login passwords.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { encryptField } from '@/shared/crypto/encrypt';
import { FundPasswordField } from '@/shared/ui/form/fund-password-field';
import { Button } from '@/shared/ui/form/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { Icon } from '@/shared/ui/icon';
import { QueryState } from '@/shared/ui/query-state';
import { useFundPasswordStatus, useSetFundPassword } from '../api/use-security';
import { useErrorText } from '@/shared/errors/error-text';
import { useProblemText } from '../hooks/use-error-text';
import { fundPasswordFormSchema, type TFundPasswordFormValues } from '../lib/form-schemas';
import { showSubmitError } from '../lib/server-errors';
import panel from '@/shared/ui/panel.module.css';

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

export function FundPasswordBlock() {
  const { t } = useTranslation('cashier');
  const errorText = useErrorText();
  const status = useFundPasswordStatus();
  return (
    <section
      className={panel.section}
      aria-labelledby="fund-password-title"
      data-testid="fund-password-block"
    >
      <h3 id="fund-password-title" className={panel.sectionTitle}>
        <Icon name="lock" size={18} />
        {t('fundPassword.title')}
      </h3>
      {status.isPending ? (
        <QueryState state="loading" />
      ) : status.error || !status.data ? (
        <QueryState state="error" message={errorText(status.error)} onRetry={() => void status.refetch()} />
      ) : (
        <FundPasswordForm key={String(status.data.isSet)} isSet={status.data.isSet} />
      )}
    </section>
  );
}

function FundPasswordForm({ isSet }: { isSet: boolean }) {
  const { t } = useTranslation('cashier');
  const problem = useProblemText();
  const errorText = useErrorText();
  const save = useSetFundPassword();
  const schema = useMemo(() => fundPasswordFormSchema(isSet), [isSet]);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState, setError, reset } = useForm<TFundPasswordFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const err = (name: keyof TFundPasswordFormValues) => problem(formState.errors[name]?.message);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    try {
      await save.mutateAsync({
        ...(isSet ? { oldPassword: await encryptField(values.oldPassword) } : {}),
        newPassword: await encryptField(values.newPassword),
        confirmNewPassword: await encryptField(values.confirmPassword.trim()),
      });
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
      data-testid="fund-password-form"
    >
      <p className={panel.muted}>{isSet ? t('fundPassword.isSet') : t('fundPassword.notSet')}</p>
      <br />
      {saved ? <FormAlert tone="success">{t('fundPassword.saved')}</FormAlert> : null}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {isSet ? (
        <FundPasswordField
          {...register('oldPassword')}
          label={t('fields.oldFundPassword')}
          error={err('oldPassword')}
          required
        />
      ) : null}
      <FundPasswordField
        {...register('newPassword')}
        label={t('fields.newFundPassword')}
        error={err('newPassword')}
        required
      />
      <FundPasswordField
        {...register('confirmPassword')}
        label={t('fields.confirmFundPassword')}
        error={err('confirmPassword')}
        hint={t('hints.confirmFundPassword')}
        required
      />
      <Button type="submit" busy={formState.isSubmitting}>
        {isSet ? t('fundPassword.change') : t('fundPassword.set')}
      </Button>
    </form>
  );
}
