// Forgot password by e-mail (spec §4, PWRESETEMAIL3): username and e-mail (each checked by its
// rule, spec §5); on success a confirmation replaces the form and the modal can be closed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZEmailSchema, ZUsernameSchema } from '@pavilion/contracts/auth';
import { ApiError } from '@/shared/api/http';
import { Button } from '@/shared/ui/form/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/text-field';
import { forgotByEmail } from '../api/auth-api';
import { apiErrorText, fieldErrorText } from '../model/error-text';
import styles from './auth.module.css';

const ZForgotSchema = z.object({
  username: z.string().trim().min(1, 'REQUIRED').pipe(ZUsernameSchema),
  email: z.string().trim().min(1, 'REQUIRED').pipe(ZEmailSchema),
});
type TValues = z.infer<typeof ZForgotSchema>;

export function ForgotByEmail({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation(['auth', 'errors']);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<TValues>({
    resolver: zodResolver(ZForgotSchema),
    defaultValues: { username: '', email: '' },
  });
  const err = (name: keyof TValues) => {
    const code = formState.errors[name]?.message;
    return code ? fieldErrorText(t, code) : undefined;
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await forgotByEmail(values.username, values.email);
      onSent(values.email);
    } catch (error) {
      setFormError(error instanceof ApiError ? apiErrorText(t, error) : t('errors:code.UNKNOWN_ERROR'));
    }
  });

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField
        {...register('username')}
        label={t('fields.username')}
        error={err('username')}
        required
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
      />
      <TextField
        {...register('email')}
        label={t('fields.email')}
        error={err('email')}
        required
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <Button type="submit" block busy={formState.isSubmitting}>
        {t('forgot.submitEmail')}
      </Button>
    </form>
  );
}
