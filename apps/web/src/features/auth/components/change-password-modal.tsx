// The change-password popup (spec §4, §5): old password (hidden when the login that forced the
// change already knows it), new password by the password rule, confirmation. A forced change
// cannot be dismissed, only completed or abandoned by signing out. Success logs in again with
// the fresh token, closes the modal and goes home (agents on the agent page: the agent centre).
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { ZPasswordSchema } from '@pavilion/contracts/auth';
import { ApiError } from '@/shared/api/http';
import { encryptField } from '@/shared/crypto/encrypt';
import { useLogout } from '@/shared/session/use-logout';
import { useSession } from '@/shared/session/session-store';
import { Button } from '@/shared/ui/form/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { PasswordField } from '@/shared/ui/form/password-field';
import { Modal } from '@/shared/ui/modal';
import { useModalStore } from '@/shared/ui/modal-store';
import { changePassword } from '../api/auth-api';
import { apiErrorText, fieldErrorText } from '../model/error-text';
import styles from './auth.module.css';

type TProps = { oldPassword?: string | undefined; forced?: boolean | undefined };

function schemaFor(needsOld: boolean) {
  return z
    .object({
      oldPassword: needsOld ? z.string().trim().min(1, 'REQUIRED') : z.string(),
      newPassword: z.string().trim().min(1, 'REQUIRED').pipe(ZPasswordSchema),
      confirmPassword: z.string().trim().min(1, 'REQUIRED'),
    })
    .refine((v) => v.newPassword === v.confirmPassword.trim(), {
      path: ['confirmPassword'],
      message: 'PASSWORD_MISMATCH',
    });
}
type TValues = z.infer<ReturnType<typeof schemaFor>>;
/** The server names the confirmation confirmNewPassword; the form calls it confirmPassword. */
const SERVER_FIELDS: Record<string, keyof TValues> = {
  oldPassword: 'oldPassword',
  newPassword: 'newPassword',
  confirmNewPassword: 'confirmPassword',
};

export function ChangePasswordModal({ oldPassword, forced }: TProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useLogout();
  const close = useModalStore((s) => s.close);
  const needsOld = !oldPassword;
  const schema = useMemo(() => schemaFor(needsOld), [needsOld]);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<TValues>({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const err = (name: keyof TValues) => {
    const code = formState.errors[name]?.message;
    return code ? fieldErrorText(t, code) : undefined;
  };
  const pw = { showLabel: t('common.showPassword'), hideLabel: t('common.hidePassword'), required: true };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await changePassword({
        oldPassword: await encryptField(oldPassword ?? values.oldPassword),
        newPassword: await encryptField(values.newPassword),
        confirmNewPassword: await encryptField(values.confirmPassword.trim()),
      });
      if (result.status === 'ok') {
        useSession.getState().setSession(result.token, result.member);
        close();
        await navigate(result.member.isAgent && location.pathname.startsWith('/agent') ? '/agentHome' : '/');
      }
    } catch (error) {
      const e = error instanceof ApiError ? error : null;
      let placed = false;
      for (const [field, code] of Object.entries(e?.fields ?? {})) {
        const target = SERVER_FIELDS[field];
        if (target && (target !== 'oldPassword' || needsOld)) {
          setError(target, { message: code });
          placed = true;
        }
      }
      if (!placed) {
        setFormError(e ? apiErrorText(t, e) : t('errors:code.UNKNOWN_ERROR'));
      }
    }
  });

  return (
    <Modal title={t('change.title')} onClose={forced ? undefined : close} testId="change-password-modal">
      {forced ? <FormAlert tone="info">{t('change.forcedIntro')}</FormAlert> : null}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        {needsOld ? (
          <PasswordField
            {...register('oldPassword')}
            {...pw}
            label={t('fields.oldPassword')}
            error={err('oldPassword')}
            autoComplete="current-password"
          />
        ) : null}
        <PasswordField
          {...register('newPassword')}
          {...pw}
          label={t('fields.newPassword')}
          error={err('newPassword')}
          autoComplete="new-password"
          hint={fieldErrorText(t, 'password')}
        />
        <PasswordField
          {...register('confirmPassword')}
          {...pw}
          label={t('fields.confirmNewPassword')}
          error={err('confirmPassword')}
          autoComplete="new-password"
        />
        <div className={styles.actions}>
          <Button type="submit" block busy={formState.isSubmitting}>
            {t('change.submit')}
          </Button>
          {forced ? (
            <Button
              variant="secondary"
              block
              onClick={() => {
                close();
                void logout();
              }}
            >
              {t('change.signOut')}
            </Button>
          ) : null}
        </div>
      </form>
    </Modal>
  );
}
