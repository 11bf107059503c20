// Deposit limits per 24 hours, 7 days and 30 days: the limit in force, how much of it is used,
// a pending raise with its time, and a field per window. Before saving, the form says whether the
// change applies at once (lower) or after 24 hours (higher or removed), as the server will do.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limitChangeKind, type TDepositLimit } from '@pavilion/contracts/protection';
import { formatDateTime } from '@/shared/format/date-time';
import { formatMoney } from '@/shared/format/money';
import { Button } from '@/shared/ui/form/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useBalance } from '@/shared/wallet/use-balance';
import { useErrorText } from '@/shared/errors/error-text';
import { useDepositLimits, useSetDepositLimit } from '../api/use-protection';
import { limitToInput, requestedLimit, usedPercent } from '../lib/limit-maths';
import styles from './engagement.module.css';

function LimitRow({ limit, symbol }: { limit: TDepositLimit; symbol: string }) {
  const { t } = useTranslation('engagement');
  const errorText = useErrorText();
  const [text, setText] = useState(limitToInput(limit.amount));
  const save = useSetDepositLimit();
  const requested = requestedLimit(text);
  const change = requested === undefined ? 'none' : limitChangeKind(limit.amount, requested);
  const percent = usedPercent(limit.used, limit.amount);
  const inputId = `limit-${limit.period}`;
  const money = (minor: number) => formatMoney(minor, symbol);
  return (
    <form
      className={styles.limitRow}
      onSubmit={(event) => {
        event.preventDefault();
        if (requested !== undefined && change !== 'none') {
          save.mutate({ period: limit.period, amount: requested });
        }
      }}
    >
      <label htmlFor={inputId}>{t(`rg.limits.period.${limit.period}`)}</label>
      <input
        id={inputId}
        className={styles.limitInput}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('rg.limits.placeholder')}
        value={text}
        aria-invalid={requested === undefined || undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <Button
        type="submit"
        variant="secondary"
        busy={save.isPending}
        disabled={requested === undefined || change === 'none'}
      >
        {t('rg.limits.save')}
      </Button>
      <div className={styles.limitMeta}>
        <span>
          {limit.amount === null
            ? t('rg.limits.usedNoLimit', { used: money(limit.used) })
            : t('rg.limits.used', { used: money(limit.used), limit: money(limit.amount) })}
        </span>
        {percent !== null ? (
          <div
            className={styles.meter}
            role="meter"
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-label={t(`rg.limits.period.${limit.period}`)}
          >
            <div className={styles.meterFill} style={{ width: `${percent}%` }} />
          </div>
        ) : null}
        {limit.pending ? (
          <span>
            {limit.pending.amount === null
              ? t('rg.limits.pendingRemoval', { time: formatDateTime(limit.pending.effectiveAt) })
              : t('rg.limits.pending', {
                  amount: money(limit.pending.amount),
                  time: formatDateTime(limit.pending.effectiveAt),
                })}
          </span>
        ) : null}
        {requested === undefined ? <span role="alert">{t('rg.limits.invalid')}</span> : null}
        {change === 'immediate' ? <span>{t('rg.limits.immediate')}</span> : null}
        {change === 'delayed' ? <span>{t('rg.limits.delayed')}</span> : null}
        {save.isError ? <span role="alert">{errorText(save.error)}</span> : null}
      </div>
    </form>
  );
}

export function DepositLimitsSection() {
  const { t } = useTranslation('engagement');
  const errorText = useErrorText();
  const limits = useDepositLimits();
  const symbol = useBalance().data?.currencySymbol ?? '';
  return (
    <section className={styles.section} aria-labelledby="rg-limits-title">
      <h3 id="rg-limits-title" className={styles.sectionTitle}>
        {t('rg.limits.title')}
      </h3>
      <p className={styles.hint}>{t('rg.limits.hint')}</p>
      {limits.isError ? <FormAlert>{errorText(limits.error)}</FormAlert> : null}
      {limits.data?.limits.map((limit) => (
        // a new server answer (after a save) resets the field to the limit in force
        <LimitRow
          key={`${limit.period}:${limit.amount}:${limit.pending?.effectiveAt ?? ''}`}
          limit={limit}
          symbol={symbol}
        />
      ))}
    </section>
  );
}
