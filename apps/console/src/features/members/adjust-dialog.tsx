// Adjust a member's balance with a reason: the operator types an amount in currency units and picks
// credit or debit; the request is the wallet contract's (integer minor units, one request id per
// opening of the dialog, so a double submit books once).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ADJUSTMENT_MAX_AMOUNT,
  ZAdjustmentRequestSchema,
  type TAdjustmentRequest,
} from '@pavilion/contracts/wallet';
import { errorText } from '@/shared/error-text';

const ZAdjustFormSchema = z.object({
  direction: z.enum(['credit', 'debit']),
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,8}(\.\d{1,2})?$/)
    .refine((v) => Number(v) > 0 && Math.round(Number(v) * 100) <= ADJUSTMENT_MAX_AMOUNT),
  reason: ZAdjustmentRequestSchema.shape.reason,
});
type TAdjustForm = z.infer<typeof ZAdjustFormSchema>;

type TAdjustDialogProps = {
  account: string | null;
  onAdjust: (body: TAdjustmentRequest) => Promise<unknown>;
  onClose: () => void;
};

export function AdjustDialog({ account, onAdjust, onClose }: TAdjustDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const requestId = useRef('');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TAdjustForm>({
    resolver: zodResolver(ZAdjustFormSchema),
    defaultValues: { direction: 'credit', amount: '', reason: '' },
  });
  useEffect(() => {
    // cleared when closed, never while open (a reset racing the operator's typing would empty a field)
    if (account && !ref.current?.open) {
      requestId.current = `console-${crypto.randomUUID()}`;
      setFailure(null);
      ref.current?.showModal();
    } else if (!account) {
      if (ref.current?.open) {
        ref.current.close();
      }
      form.reset({ direction: 'credit', amount: '', reason: '' });
    }
  }, [account, form]);
  const submit = form.handleSubmit(async (values) => {
    if (!account) {
      return;
    }
    const minor = Math.round(Number(values.amount) * 100);
    try {
      await onAdjust(
        ZAdjustmentRequestSchema.parse({
          account,
          amount: values.direction === 'credit' ? minor : -minor,
          reason: values.reason,
          requestId: requestId.current,
        }),
      );
      onClose();
    } catch (error) {
      setFailure(errorText(t, error));
    }
  });
  const errors = form.formState.errors;
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="adjust-title" onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate className="stack">
        <h2 id="adjust-title">{t('members.adjustTitle', { account })}</h2>
        <label className="field">
          <span>{t('members.direction')}</span>
          <select {...form.register('direction')}>
            <option value="credit">{t('members.credit')}</option>
            <option value="debit">{t('members.debit')}</option>
          </select>
        </label>
        <label className="field">
          <span>{t('members.amount')}</span>
          <input inputMode="decimal" aria-invalid={Boolean(errors.amount)} {...form.register('amount')} />
          {errors.amount && <span className="field-error">{t('members.amountRule')}</span>}
        </label>
        <label className="field">
          <span>{t('members.reason')}</span>
          <textarea rows={3} aria-invalid={Boolean(errors.reason)} {...form.register('reason')} />
          {errors.reason && <span className="field-error">{t('members.reasonRule')}</span>}
        </label>
        <p className="muted">{t('members.adjustWarning')}</p>
        {failure && (
          <p className="error" role="alert">
            {failure}
          </p>
        )}
        <div className="row end">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
            {t('members.adjustConfirm')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
