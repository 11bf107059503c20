// The operator changes their own password (PUT /api/admin/password); the new one follows the
// operators' rule of the contracts (12+ characters of two kinds).
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZOperatorPasswordSchema } from '@pavilion/contracts/auth';
import { ZAdminPasswordChangeSchema } from '@pavilion/contracts/site';
import { errorText } from '@/shared/error-text';
import { api } from '@/shared/http';
import { meKey } from '@/shared/use-me';

const ZPasswordFormSchema = ZAdminPasswordChangeSchema.extend({
  newPassword: ZOperatorPasswordSchema,
  confirmPassword: z.string(),
}).refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'mismatch' });
type TPasswordForm = z.infer<typeof ZPasswordFormSchema>;

export function PasswordChange() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<TPasswordForm>({
    resolver: zodResolver(ZPasswordFormSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    setMessage(null);
    try {
      await api('/api/admin/password', { method: 'PUT', body: { oldPassword, newPassword } });
      form.reset();
      setMessage({ ok: true, text: t('password.changed') });
      await queryClient.invalidateQueries({ queryKey: meKey });
    } catch (error) {
      setMessage({ ok: false, text: errorText(t, error) });
    }
  });
  return (
    <form className="card stack" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="password-title">
      <h2 id="password-title">{t('password.title')}</h2>
      <div className="row wrap">
        <label className="field">
          <span>{t('password.old')}</span>
          <input type="password" autoComplete="current-password" {...form.register('oldPassword')} />
          {errors.oldPassword && <span className="field-error">{t('form.required')}</span>}
        </label>
        <label className="field">
          <span>{t('password.new')}</span>
          <input
            type="password"
            autoComplete="new-password"
            aria-invalid={Boolean(errors.newPassword)}
            {...form.register('newPassword')}
          />
          {errors.newPassword && <span className="field-error">{t('operators.passwordRule')}</span>}
        </label>
        <label className="field">
          <span>{t('password.confirm')}</span>
          <input
            type="password"
            autoComplete="new-password"
            aria-invalid={Boolean(errors.confirmPassword)}
            {...form.register('confirmPassword')}
          />
          {errors.confirmPassword && <span className="field-error">{t('password.mismatch')}</span>}
        </label>
      </div>
      {message && (
        <p className={message.ok ? 'notice' : 'error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {t('password.submit')}
      </button>
    </form>
  );
}
