// Reject one queue entry with the operator's reason (shown to the member).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZRejectRequestSchema, type TRejectRequest } from '@pavilion/contracts/cashier';
import { errorText } from '@/shared/error-text';

type TRejectDialogProps = {
  id: string | null;
  onReject: (id: string, body: TRejectRequest) => Promise<unknown>;
  onClose: () => void;
};

export function RejectDialog({ id, onReject, onClose }: TRejectDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(ZRejectRequestSchema), defaultValues: { reason: '' } });
  useEffect(() => {
    if (id && !ref.current?.open) {
      form.reset({ reason: '' });
      setFailure(null);
      ref.current?.showModal();
    } else if (!id && ref.current?.open) {
      ref.current.close();
    }
  }, [id, form]);
  const submit = form.handleSubmit(async (values) => {
    if (!id) {
      return;
    }
    try {
      await onReject(id, values);
      onClose();
    } catch (error) {
      setFailure(errorText(t, error));
    }
  });
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="reject-title" onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate className="stack">
        <h2 id="reject-title">{t('cashier.rejectTitle', { id })}</h2>
        <label className="field">
          <span>{t('cashier.reason')}</span>
          <textarea
            rows={3}
            aria-invalid={Boolean(form.formState.errors.reason)}
            {...form.register('reason')}
          />
          {form.formState.errors.reason && <span className="field-error">{t('cashier.reasonRule')}</span>}
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
            {t('cashier.reject')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
