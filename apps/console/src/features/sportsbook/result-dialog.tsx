// The operator's result of one event: a first result (the feed fell silent) or a correction, the form
// prefilled with the current result (else the live score): the score (and a cockfight's fight result,
// required), a reason for the audit trail, then a confirmation step, since a result settles the
// event's tickets (a correction re-settles them by the difference). A server refusal (a result
// before the start: EVENT_NOT_STARTED) is shown in the dialog.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FIGHT_RESULTS, type TSportsResult } from '@pavilion/contracts/sportsbook';
import { errorText } from '@/shared/error-text';
import type { TAdminEvent } from './sportsbook-api';

const ZGoalsSchema = z.number().int().min(0).max(999);
const ZResultFormSchema = z.object({
  home: ZGoalsSchema,
  away: ZGoalsSchema,
  fight: z.enum([...FIGHT_RESULTS, '']),
  reason: z.string().trim().min(1).max(500),
});
type TResultForm = z.infer<typeof ZResultFormSchema>;

type TResultDialogProps = {
  event: TAdminEvent | null;
  onSubmit: (values: { result: TSportsResult; reason: string }) => Promise<unknown>;
  onClose: () => void;
};

function resultOf(v: TResultForm): TSportsResult {
  return v.fight === '' ? { home: v.home, away: v.away } : { home: v.home, away: v.away, fight: v.fight };
}

export function ResultDialog({ event, onSubmit, onClose }: TResultDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<TResultForm | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<TResultForm>({ resolver: zodResolver(ZResultFormSchema) });
  const open = event !== null;
  const cockfight = event?.vertical === 'COCKFIGHT';

  useEffect(() => {
    if (open && !ref.current?.open) {
      setFailure(null);
      setPending(null);
      const current = event.result ?? event.score;
      form.reset({
        home: current?.home ?? 0,
        away: current?.away ?? 0,
        fight: event.result?.fight ?? '',
        reason: '',
      });
      ref.current?.showModal();
    } else if (!open && ref.current?.open) {
      ref.current.close();
    }
  }, [open, event, form]);

  const review = form.handleSubmit((values) => {
    // a cockfight is settled by its fight result (meron, wala, draw), not by a score
    if (cockfight && values.fight === '') {
      form.setError('fight', { type: 'required' });
      return;
    }
    setFailure(null);
    setPending(values);
  });
  async function confirm() {
    if (!pending) {
      return;
    }
    setBusy(true);
    try {
      await onSubmit({ result: resultOf(pending), reason: pending.reason.trim() });
      onClose();
    } catch (error) {
      setFailure(errorText(t, error));
    } finally {
      setBusy(false);
    }
  }
  const errors = form.formState.errors;
  const match = event ? `${event.home} – ${event.away}` : '';
  // a correction replaces a result; the first one only settles
  const first = (event?.resultVersion ?? 0) === 0;

  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <form onSubmit={(e) => void review(e)} noValidate className="stack">
        <h2 id={titleId}>{t(first ? 'sportsAdmin.enterTitle' : 'sportsAdmin.correctTitle', { match })}</h2>
        <div className="row wrap" hidden={pending !== null}>
          <label className="field inline">
            <span>{t('sportsAdmin.homeScore', { team: event?.home ?? '' })}</span>
            <input
              type="number"
              min={0}
              max={999}
              inputMode="numeric"
              aria-invalid={Boolean(errors.home)}
              {...form.register('home', { valueAsNumber: true })}
            />
          </label>
          <label className="field inline">
            <span>{t('sportsAdmin.awayScore', { team: event?.away ?? '' })}</span>
            <input
              type="number"
              min={0}
              max={999}
              inputMode="numeric"
              aria-invalid={Boolean(errors.away)}
              {...form.register('away', { valueAsNumber: true })}
            />
          </label>
          {cockfight && (
            <label className="field inline">
              <span>{t('sportsAdmin.fight')}</span>
              <select aria-invalid={Boolean(errors.fight)} {...form.register('fight')}>
                <option value="">{t('sportsAdmin.fightNone')}</option>
                {FIGHT_RESULTS.map((f) => (
                  <option key={f} value={f}>
                    {t(`sportsAdmin.fight_${f}`)}
                  </option>
                ))}
              </select>
              {errors.fight && <span className="field-error">{t('sportsAdmin.fightRule')}</span>}
            </label>
          )}
        </div>
        {(errors.home || errors.away) && <p className="field-error">{t('sportsAdmin.scoreRule')}</p>}
        <label className="field" hidden={pending !== null}>
          <span>{t('sportsAdmin.reason')}</span>
          <textarea rows={3} aria-invalid={Boolean(errors.reason)} {...form.register('reason')} />
          {errors.reason && <span className="field-error">{t('sportsAdmin.reasonRule')}</span>}
        </label>
        {pending && (
          <p>
            {t(first ? 'sportsAdmin.confirmEnterText' : 'sportsAdmin.confirmText', {
              match,
              home: pending.home,
              away: pending.away,
            })}
            {pending.fight !== '' && ` ${t(`sportsAdmin.fight_${pending.fight}`)}`}
          </p>
        )}
        {failure && (
          <p className="error" role="alert">
            {failure}
          </p>
        )}
        <div className="row end">
          <button type="button" className="btn" onClick={() => (pending ? setPending(null) : onClose())}>
            {pending ? t('sportsAdmin.back') : t('common.cancel')}
          </button>
          {pending ? (
            <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void confirm()}>
              {t(first ? 'sportsAdmin.confirmEnter' : 'sportsAdmin.confirm')}
            </button>
          ) : (
            <button type="submit" className="btn btn-danger">
              {t('sportsAdmin.review')}
            </button>
          )}
        </div>
      </form>
    </dialog>
  );
}
