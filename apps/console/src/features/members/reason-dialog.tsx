// Lock or unlock a member with the operator's reason (kept in the member's notes and the audit log).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZMemberLockSchema, type TMemberLock } from '@pavilion/contracts/member-admin';
import { errorText } from '@/shared/error-text';

type TReasonDialogProps = {
  open: boolean;
  title: string;
  confirmLabel: string;
  onSubmit: (values: TMemberLock) => Promise<unknown>;
  onClose: () => void;
};

export function ReasonDialog({ open, title, confirmLabel, onSubmit, onClose }: TReasonDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(ZMemberLockSchema), defaultValues: { reason: '' } });
  // the form is cleared when the dialog closes, never while it is open (a reset racing the operator's
  // typing would empty the reason they just wrote)
  useEffect(() => {
    if (open && !ref.current?.open) {
      setFailure(null);
      ref.current?.showModal();
    } else if (!open) {
      if (ref.current?.open) {
        ref.current.close();
      }
      form.reset({ reason: '' });
    }
  }, [open, form]);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      setFailure(errorText(t, error));
    }
  });
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="reason-title" onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate className="stack">
        <h2 id="reason-title">{title}</h2>
        <label className="field">
          <span>{t('members.reason')}</span>
          <textarea
            rows={3}
            aria-invalid={Boolean(form.formState.errors.reason)}
            {...form.register('reason')}
          />
          {form.formState.errors.reason && <span className="field-error">{t('members.reasonRule')}</span>}
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
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
