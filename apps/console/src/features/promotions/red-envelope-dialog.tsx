// Schedule one red-envelope event of an activity (promotions.write): its start on the operator's
// clock and how long it stays open; the pool and shares come from the activity's rules.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZRedEnvelopeCreateSchema } from '@pavilion/contracts/promotions';
import { errorText } from '@/shared/error-text';
import { scheduleRedEnvelope } from './promotions-api';

const ZFormSchema = z.object({
  startsAt: z.string().min(1),
  durationMinutes: ZRedEnvelopeCreateSchema.shape.durationMinutes,
});
type TForm = z.infer<typeof ZFormSchema>;

type TProps = {
  promotion: { id: number; title: string } | null;
  onDone: (text: string) => void;
  onClose: () => void;
};

export function RedEnvelopeDialog({ promotion, onDone, onClose }: TProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TForm>({
    resolver: zodResolver(ZFormSchema),
    defaultValues: { startsAt: '', durationMinutes: 10 },
  });
  useEffect(() => {
    if (promotion && !ref.current?.open) {
      setFailure(null);
      ref.current?.showModal();
    } else if (!promotion) {
      if (ref.current?.open) {
        ref.current.close();
      }
      form.reset({ startsAt: '', durationMinutes: 10 });
    }
  }, [promotion, form]);
  const submit = form.handleSubmit(async (v) => {
    if (!promotion) {
      return;
    }
    try {
      const body = ZRedEnvelopeCreateSchema.parse({
        startsAt: new Date(v.startsAt).toISOString(),
        durationMinutes: v.durationMinutes,
      });
      await scheduleRedEnvelope(promotion.id, body);
      onDone(t('promotionsAdmin.scheduled', { title: promotion.title }));
      onClose();
    } catch (error) {
      setFailure(errorText(t, error));
    }
  });
  const errors = form.formState.errors;
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate className="stack">
        <h2 id={titleId}>{t('promotionsAdmin.scheduleTitle', { title: promotion?.title ?? '' })}</h2>
        <label className="field">
          <span>{t('promotionsAdmin.startsAt')}</span>
          <input
            type="datetime-local"
            aria-invalid={Boolean(errors.startsAt)}
            {...form.register('startsAt')}
          />
          {errors.startsAt && <span className="field-error">{t('promotionsAdmin.fieldRule')}</span>}
        </label>
        <label className="field">
          <span>{t('promotionsAdmin.rule_durationMinutes')}</span>
          <input
            type="number"
            min={1}
            max={1440}
            aria-invalid={Boolean(errors.durationMinutes)}
            {...form.register('durationMinutes', { valueAsNumber: true })}
          />
          {errors.durationMinutes && <span className="field-error">{t('promotionsAdmin.durationRule')}</span>}
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
          <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
            {t('promotionsAdmin.schedule')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
