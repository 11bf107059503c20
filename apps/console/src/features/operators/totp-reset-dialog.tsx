// The owner's reset of an operator's lost two-factor: what it does, then a reason for the audit log
// (checked with the API's own schema); a server refusal is shown in the dialog.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZOperatorTotpResetSchema, type TOperatorTotpReset } from '@pavilion/contracts/console-access';
import { errorText } from '@/shared/error-text';

type TTotpResetDialogProps = {
  username: string | null;
  onReset: (body: TOperatorTotpReset) => Promise<unknown>;
  onClose: () => void;
};

export function TotpResetDialog({ username, onReset, onClose }: TTotpResetDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TOperatorTotpReset>({
    resolver: zodResolver(ZOperatorTotpResetSchema),
    defaultValues: { reason: '' },
  });
  // cleared when closed, never while open (a reset racing the owner's typing would empty the reason)
  useEffect(() => {
    if (username && !ref.current?.open) {
      setFailure(null);
      ref.current?.showModal();
    } else if (!username) {
      if (ref.current?.open) {
        ref.current.close();
      }
      form.reset({ reason: '' });
    }
  }, [username, form]);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onReset(values);
      onClose();
    } catch (error) {
      setFailure(errorText(t, error));
    }
  });
  const error = form.formState.errors.reason;
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="totp-reset-title" onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate className="stack">
        <h2 id="totp-reset-title">{t('operatorTotp.title', { username: username ?? '' })}</h2>
        <p>{t('operatorTotp.body')}</p>
        <label className="field">
          <span>{t('operatorTotp.reason')}</span>
          <textarea rows={3} aria-invalid={Boolean(error)} {...form.register('reason')} />
          {error && <span className="field-error">{t('operatorTotp.reasonRule')}</span>}
        </label>
        {failure && (
          <p className="error" role="alert">
            {failure}
          </p>
        )}
        <div className="row end">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-danger" disabled={form.formState.isSubmitting}>
            {t('operatorTotp.confirm')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
