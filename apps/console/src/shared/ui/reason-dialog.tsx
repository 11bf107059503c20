// A dialog that asks the operator for a reason (a cashier rejection, a member's lock or unlock) and
// submits it; the caller's schema checks the reason, a server refusal is shown in the dialog.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText } from '@/shared/error-text';

type TReasonSchema = z.ZodType<{ reason: string }, { reason: string }>;

type TReasonDialogProps = {
  open: boolean;
  title: string;
  reasonLabel: string;
  reasonRule: string;
  confirmLabel: string;
  schema: TReasonSchema;
  onSubmit: (values: { reason: string }) => Promise<unknown>;
  onClose: () => void;
};

export function ReasonDialog(props: TReasonDialogProps) {
  const { open, title, reasonLabel, reasonRule, confirmLabel, schema, onSubmit, onClose } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ reason: string }>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
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
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate className="stack">
        <h2 id={titleId}>{title}</h2>
        <label className="field">
          <span>{reasonLabel}</span>
          <textarea
            rows={3}
            aria-invalid={Boolean(form.formState.errors.reason)}
            {...form.register('reason')}
          />
          {form.formState.errors.reason && <span className="field-error">{reasonRule}</span>}
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
