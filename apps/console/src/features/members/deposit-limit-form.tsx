// One deposit-limit window of a member in the console: the limit in force, what is deposited and
// left, a pending raise or removal with its time, and (members.write) a field for a new limit that
// starts at the limit in force (emptied: no limit). Before saving it says whether the change applies
// at once (lower) or after the member's 24-hour cooling-off (higher or removed): the contracts'
// limitChangeKind, the server's rule.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minorToAmountText, parseAmount } from '@pavilion/contracts/amount';
import { limitChangeKind, type TDepositLimit } from '@pavilion/contracts/protection';
import { errorText } from '@/shared/error-text';
import { formatDateTime, formatMoney } from '@/shared/format';
import { useSetMemberDepositLimit } from './protection-api';

/** The typed limit: null when empty (no limit), undefined when it is not a positive amount. */
function typedLimit(text: string): number | null | undefined {
  if (text.trim() === '') {
    return null;
  }
  const parsed = parseAmount(text);
  return parsed.ok ? parsed.minor : undefined;
}

type TProps = {
  memberId: number;
  limit: TDepositLimit;
  currency: string;
  canWrite: boolean;
  onSaved: () => void;
};

/** Keyed by the limit in force and the pending change: a new server answer resets the field. */
export function DepositLimitForm({ memberId, limit, currency, canWrite, onSaved }: TProps) {
  const { t, i18n } = useTranslation();
  const save = useSetMemberDepositLimit(memberId);
  const [text, setText] = useState(limit.amount === null ? '' : minorToAmountText(limit.amount));
  const money = (minor: number) => `${formatMoney(minor, i18n.language)} ${currency}`;
  const period = t(`protection.period_${limit.period}`);
  const requested = typedLimit(text);
  const change = requested === undefined ? 'none' : limitChangeKind(limit.amount, requested);
  const inputId = `new-limit-${limit.period}`;
  const facts: [string, string][] = [
    ['protection.limit', limit.amount === null ? t('protection.noLimit') : money(limit.amount)],
    ['protection.used', money(limit.used)],
    ['protection.remaining', limit.remaining === null ? '—' : money(limit.remaining)],
    [
      'protection.pending',
      limit.pending === null
        ? '—'
        : limit.pending.amount === null
          ? t('protection.pendingRemoval', { time: formatDateTime(limit.pending.effectiveAt, i18n.language) })
          : t('protection.pendingTo', {
              amount: money(limit.pending.amount),
              time: formatDateTime(limit.pending.effectiveAt, i18n.language),
            }),
    ],
  ];
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (requested === undefined || change === 'none') {
      return;
    }
    // the answer re-keys this form (a fresh field): the promise still resolves where a callback of
    // mutate() would be dropped with the unmounted form; a refusal stays on screen as save.error
    void save.mutateAsync({ period: limit.period, amount: requested }).then(onSaved, () => undefined);
  };
  return (
    <div className="card stack protection-limit" data-testid={`limit-${limit.period}`}>
      <h4>{t('protection.periodTitle', { period })}</h4>
      <dl className="member-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {canWrite && (
        <form className="stack" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={inputId}>{t('protection.newLimit', { period })}</label>
            <div className="row">
              <input
                id={inputId}
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('protection.limitPlaceholder')}
                value={text}
                aria-invalid={requested === undefined || undefined}
                aria-describedby={`${inputId}-hint`}
                onChange={(event) => setText(event.target.value)}
              />
              <button
                type="submit"
                className="btn btn-primary"
                disabled={save.isPending || requested === undefined || change === 'none'}
              >
                {t('protection.save')}
              </button>
            </div>
            <span id={`${inputId}-hint`} className={requested === undefined ? 'field-error' : 'muted small'}>
              {requested === undefined
                ? t('protection.limitRule')
                : change === 'immediate'
                  ? t('protection.immediate')
                  : change === 'delayed'
                    ? t('protection.delayed')
                    : t('protection.limitEmpty')}
            </span>
          </div>
          {save.isError && (
            <p className="error" role="alert">
              {errorText(t, save.error)}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
