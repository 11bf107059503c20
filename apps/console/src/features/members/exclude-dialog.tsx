// An operator excludes a member (decision 074): a length (time-outs of 24 hours to 30 days, or a
// self-exclusion of 6 months to for good) and a reason, then a confirmation that names the member
// and what happens to them: a time-out stops deposits and bets, a self-exclusion also logs them out
// everywhere at once and refuses the login, until the end or for good. It cannot be undone.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SELF_EXCLUSION_DURATIONS,
  TIMEOUT_DURATIONS,
  ZAdminExclusionRequestSchema,
  exclusionKindOf,
  extendedExclusionEnd,
  isPermanentExclusionEnd,
  type TAdminExclusionRequest,
  type TExclusionDuration,
} from '@pavilion/contracts/protection';
import { errorText } from '@/shared/error-text';
import { formatDateTime } from '@/shared/format';

type TProps = {
  /** the member's account while the dialog is open, else null */
  account: string | null;
  /** the end of an exclusion already in force (a new one never ends earlier) */
  currentUntil: string | null;
  onExclude: (body: TAdminExclusionRequest) => Promise<unknown>;
  onClose: () => void;
};

export function ExcludeDialog({ account, currentUntil, onExclude, onClose }: TProps) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const [duration, setDuration] = useState<TExclusionDuration>('24h');
  const [reason, setReason] = useState('');
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [reasonInvalid, setReasonInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    // cleared when closed, never while open (a reset racing the operator's typing would empty a field)
    if (account && !ref.current?.open) {
      ref.current?.showModal();
    } else if (!account) {
      if (ref.current?.open) {
        ref.current.close();
      }
      setDuration('24h');
      setReason('');
      setStep('form');
      setReasonInvalid(false);
      setFailure(null);
    }
  }, [account]);

  const kind = exclusionKindOf(duration);
  const end = extendedExclusionEnd(duration, new Date(), currentUntil);
  const consequence = isPermanentExclusionEnd(end)
    ? t('protection.consequence_permanent', { account })
    : t(`protection.consequence_${kind}`, {
        account,
        time: formatDateTime(end.toISOString(), i18n.language),
      });
  const option = (d: TExclusionDuration) => (
    <option key={d} value={d}>
      {t(`protection.duration_${d}`)}
    </option>
  );
  const next = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZAdminExclusionRequestSchema.safeParse({ duration, reason });
    setReasonInvalid(!parsed.success);
    if (parsed.success) {
      setStep('confirm');
    }
  };
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onExclude(ZAdminExclusionRequestSchema.parse({ duration, reason }));
      onClose();
    } catch (error) {
      setFailure(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="exclude-title" onClose={onClose}>
      {step === 'form' ? (
        <form onSubmit={next} noValidate className="stack">
          <h2 id="exclude-title">{t('protection.excludeTitle', { account })}</h2>
          <p className="muted">{t('protection.excludeHint')}</p>
          <label className="field">
            <span>{t('protection.duration')}</span>
            <select value={duration} onChange={(e) => setDuration(e.target.value as TExclusionDuration)}>
              <optgroup label={t('protection.kind_timeout')}>{TIMEOUT_DURATIONS.map(option)}</optgroup>
              <optgroup label={t('protection.kind_self_exclusion')}>
                {SELF_EXCLUSION_DURATIONS.map(option)}
              </optgroup>
            </select>
          </label>
          <div className="field">
            <label htmlFor="exclude-reason">{t('protection.reason')}</label>
            <textarea
              id="exclude-reason"
              rows={3}
              value={reason}
              aria-invalid={reasonInvalid}
              aria-describedby="exclude-reason-rule"
              onChange={(e) => setReason(e.target.value)}
            />
            <span id="exclude-reason-rule" className={reasonInvalid ? 'field-error' : 'muted small'}>
              {t('protection.reasonRule')}
            </span>
          </div>
          <div className="row end">
            <button type="button" className="btn" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="btn btn-primary">
              {t('protection.next')}
            </button>
          </div>
        </form>
      ) : (
        <div className="stack">
          <h2 id="exclude-title">
            {t('protection.confirmTitle', { account, duration: t(`protection.duration_${duration}`) })}
          </h2>
          <p>{consequence}</p>
          <p className="muted">{t('protection.irreversible')}</p>
          {failure && (
            <p className="error" role="alert">
              {failure}
            </p>
          )}
          <div className="row end">
            <button type="button" className="btn" onClick={() => setStep('form')}>
              {t('common.back')}
            </button>
            <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void confirm()}>
              {t('protection.confirm')}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
