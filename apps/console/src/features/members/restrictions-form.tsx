// The member's restrictions short of a lock in the console (issue 29 item 2, decision 075): no bonus,
// no withdrawal, no transfer to other members and a stake cap per bet, saved together with a reason
// (audited with the values before and after). The money module enforces them in the posting's
// transaction; this form only sets them. Writing needs members.write; without it the set is read-only.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minorToAmountText, parseAmount } from '@pavilion/contracts/amount';
import type { TMemberRestrictions, TMemberRestrictionsReply } from '@pavilion/contracts/risk';
import { errorText } from '@/shared/error-text';
import { formatDateTime } from '@/shared/format';
import { QueryState } from '@/shared/ui/query-state';
import { useMemberRestrictions, useSetMemberRestrictions } from './protection-api';

const FLAGS = ['noBonus', 'noWithdrawal', 'noTransfer'] as const;
type TFlag = (typeof FLAGS)[number];

/** The typed cap: null when empty (no cap), undefined when it is not a positive amount. */
function typedCap(text: string): number | null | undefined {
  if (text.trim() === '') {
    return null;
  }
  const parsed = parseAmount(text);
  return parsed.ok && parsed.minor > 0 ? parsed.minor : undefined;
}

type TProps = { memberId: number; currency: string; canWrite: boolean; onSaved: () => void };

export function RestrictionsCard(props: TProps) {
  const { t } = useTranslation();
  const restrictions = useMemberRestrictions(props.memberId);
  return (
    <section className="card stack" aria-labelledby="restrictions-title" data-testid="member-restrictions">
      <h3 id="restrictions-title">{t('restrictions.title')}</h3>
      <p className="muted">{t('restrictions.hint')}</p>
      {restrictions.data ? (
        <RestrictionsForm
          key={restrictions.data.updatedAt ?? 'never'}
          {...props}
          current={restrictions.data}
        />
      ) : (
        <QueryState isLoading={restrictions.isLoading} error={restrictions.error} />
      )}
    </section>
  );
}

/** Keyed by the last change: a new server answer resets the fields. */
function RestrictionsForm({
  memberId,
  currency,
  canWrite,
  onSaved,
  current,
}: TProps & { current: TMemberRestrictionsReply }) {
  const { t, i18n } = useTranslation();
  const save = useSetMemberRestrictions(memberId);
  const [flags, setFlags] = useState<Record<TFlag, boolean>>({
    noBonus: current.noBonus,
    noWithdrawal: current.noWithdrawal,
    noTransfer: current.noTransfer,
  });
  const [capText, setCapText] = useState(
    current.maxStake === null ? '' : minorToAmountText(current.maxStake),
  );
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const cap = typedCap(capText);
  const reasonOk = reason.trim().length >= 2 && reason.trim().length <= 500;
  const next: TMemberRestrictions | null = cap === undefined ? null : { ...flags, maxStake: cap };
  const changed =
    next !== null && (FLAGS.some((f) => next[f] !== current[f]) || next.maxStake !== current.maxStake);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (next === null || !reasonOk || !changed) {
      return;
    }
    save.mutate({ ...next, reason: reason.trim() }, { onSuccess: onSaved });
  };
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <fieldset className="stack" disabled={!canWrite || save.isPending}>
        <legend className="visually-hidden">{t('restrictions.title')}</legend>
        {FLAGS.map((flag) => (
          <label key={flag} className="check">
            <input
              type="checkbox"
              checked={flags[flag]}
              onChange={(event) => setFlags({ ...flags, [flag]: event.target.checked })}
            />
            <span>
              {t(`restrictions.${flag}`)}
              <span className="muted small"> · {t(`restrictions.${flag}Hint`)}</span>
            </span>
          </label>
        ))}
        <div className="field">
          <label htmlFor={`max-stake-${memberId}`}>{t('restrictions.maxStake', { currency })}</label>
          <input
            id={`max-stake-${memberId}`}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('restrictions.noCap')}
            value={capText}
            aria-invalid={cap === undefined || undefined}
            aria-describedby={`max-stake-${memberId}-hint`}
            onChange={(event) => setCapText(event.target.value)}
          />
          <span
            id={`max-stake-${memberId}-hint`}
            className={cap === undefined ? 'field-error' : 'muted small'}
          >
            {cap === undefined ? t('restrictions.capRule') : t('restrictions.capHint')}
          </span>
        </div>
        {canWrite && (
          <div className="field">
            <label htmlFor={`restrictions-reason-${memberId}`}>{t('restrictions.reason')}</label>
            <textarea
              id={`restrictions-reason-${memberId}`}
              rows={2}
              value={reason}
              aria-invalid={(tried && !reasonOk) || undefined}
              aria-describedby={`restrictions-reason-${memberId}-hint`}
              onChange={(event) => setReason(event.target.value)}
            />
            <span
              id={`restrictions-reason-${memberId}-hint`}
              className={tried && !reasonOk ? 'field-error' : 'muted small'}
            >
              {t('restrictions.reasonRule')}
            </span>
          </div>
        )}
      </fieldset>
      {current.updatedAt && (
        <p className="muted small" data-testid="restrictions-last">
          {t('restrictions.last', {
            time: formatDateTime(current.updatedAt, i18n.language),
            operator: current.operatorId ?? '—',
            reason: current.reason ?? '',
          })}
        </p>
      )}
      {tried && next !== null && !changed && (
        <p className="muted" role="status">
          {t('restrictions.unchanged')}
        </p>
      )}
      {save.isError && (
        <p className="error" role="alert">
          {errorText(t, save.error)}
        </p>
      )}
      {canWrite && (
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {t('restrictions.save')}
          </button>
        </div>
      )}
    </form>
  );
}
