// /reset-password?token=… — the page the reset e-mail links to (spec §4 forgot by e-mail): new
// password and confirmation, then a success message and the login popup.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ZPasswordSchema } from '@pavilion/contracts/auth';
import { ApiError } from '@/shared/api/http';
import { encryptField } from '@/shared/crypto/encrypt';
import { Button } from '@/shared/ui/form/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { PasswordField } from '@/shared/ui/form/password-field';
import { useModalStore } from '@/shared/ui/modal-store';
import { resetByEmail } from '../api/auth-api';
import styles from '../components/auth.module.css';
import { apiErrorText, fieldErrorText } from '../model/error-text';

const ZResetFormSchema = z
  .object({
    newPassword: z.string().trim().min(1, 'REQUIRED').pipe(ZPasswordSchema),
    confirmPassword: z.string().trim().min(1, 'REQUIRED'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'PASSWORD_MISMATCH',
  });
type TValues = z.infer<typeof ZResetFormSchema>;

export default function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(
    token ? null : t('errors:code.RESET_LINK_INVALID'),
  );
  const { register, handleSubmit, formState } = useForm<TValues>({
    resolver: zodResolver(ZResetFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const err = (name: keyof TValues) => {
    const code = formState.errors[name]?.message;
    return code ? fieldErrorText(t, code) : undefined;
  };
  const pw = {
    showLabel: t('common.showPassword'),
    hideLabel: t('common.hidePassword'),
    required: true,
    autoComplete: 'new-password',
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await resetByEmail({
        resetToken: token,
        newPassword: await encryptField(values.newPassword),
        confirmNewPassword: await encryptField(values.confirmPassword),
      });
      setDone(true);
    } catch (error) {
      setFormError(error instanceof ApiError ? apiErrorText(t, error) : t('errors:code.UNKNOWN_ERROR'));
    }
  });

  const toLogin = async () => {
    await navigate('/', { replace: true });
    useModalStore.getState().open('login');
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="reset-title">
        <h1 id="reset-title" className={styles.cardTitle}>
          {t('reset.title')}
        </h1>
        {done ? (
          <>
            <FormAlert tone="success">{t('reset.done')}</FormAlert>
            <Button block onClick={() => void toLogin()}>
              {t('reset.login')}
            </Button>
          </>
        ) : (
          <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            <PasswordField
              {...register('newPassword')}
              {...pw}
              label={t('fields.newPassword')}
              error={err('newPassword')}
              hint={fieldErrorText(t, 'password')}
            />
            <PasswordField
              {...register('confirmPassword')}
              {...pw}
              label={t('fields.confirmNewPassword')}
              error={err('confirmPassword')}
            />
            <Button type="submit" block busy={formState.isSubmitting} disabled={!token}>
              {t('reset.submit')}
            </Button>
          </form>
        )}
      </section>
    </div>
  );
}
