// The promotions list and claim hall (spec §2.1 /promotions, §4 activity states): every running
// promotion with the member's state and the one action that state offers (join, claim, apply,
// grab), what was claimed just now, and the application dialog. Guests see the states of the
// clock and a link to log in.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TActivityAction, TPromotion } from '@pavilion/contracts/promotions';
import { useErrorText } from '@/shared/errors/error-text';
import { formatDateTime } from '@/shared/format/date-time';
import { formatMoney } from '@/shared/format/money';
import { useSession } from '@/shared/session/session-store';
import { QueryState } from '@/shared/ui/query-state';
import { useWalletCurrencySymbol } from '@/shared/wallet/use-wallet-currency-symbol';
import { usePromotionAction, usePromotions } from '../api/promotions-api';
import { ApplyDialog } from './apply-dialog';
import styles from './promotions.module.css';

type TOutcome = { id: number; ok: boolean; text: string };

export function PromotionHall() {
  const { t } = useTranslation('promotions');
  const errorText = useErrorText();
  const query = usePromotions();
  const [applyTo, setApplyTo] = useState<TPromotion | null>(null);

  if (query.isPending) {
    return <QueryState state="loading" />;
  }
  if (query.error || !query.data) {
    return <QueryState state="error" message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  }
  const promotions = query.data.promotions;
  if (promotions.length === 0) {
    return <QueryState state="empty" message={t('empty')} />;
  }
  const claimable = promotions.filter((p) => p.state === 'claim' || p.action === 'grab');
  return (
    <div className={`${styles.stack} ${styles.page}`}>
      <section className={styles.hall} aria-labelledby="claim-hall-title">
        <h2 id="claim-hall-title" className={styles.hallTitle}>
          {t('hall.title')}
        </h2>
        <p className={styles.muted} data-testid="claim-hall-count">
          {claimable.length > 0 ? t('hall.count', { count: claimable.length }) : t('hall.none')}
        </p>
      </section>
      <ul className={styles.grid} aria-label={t('listLabel')}>
        {promotions.map((p) => (
          <li key={p.id}>
            <PromotionTile promotion={p} onApply={() => setApplyTo(p)} />
          </li>
        ))}
      </ul>
      {applyTo ? <ApplyDialog promotion={applyTo} onClose={() => setApplyTo(null)} /> : null}
    </div>
  );
}

function PromotionTile({ promotion: p, onApply }: { promotion: TPromotion; onApply: () => void }) {
  const { t } = useTranslation('promotions');
  const errorText = useErrorText();
  const symbol = useWalletCurrencySymbol();
  const token = useSession((s) => s.token);
  const action = usePromotionAction();
  const [outcome, setOutcome] = useState<TOutcome | null>(null);
  const titleId = `promotion-${p.id}-title`;

  const run = (kind: Exclude<TActivityAction, 'apply'>) => {
    setOutcome(null);
    action.mutate(
      { id: p.id, action: kind },
      {
        onSuccess: (reply) => {
          const amount =
            'amount' in reply && kind === 'grab' ? reply.amount : 'bonus' in reply ? reply.bonus.amount : 0;
          setOutcome({
            id: p.id,
            ok: true,
            text: t(`done.${kind}`, { amount: formatMoney(amount, symbol) }),
          });
        },
        onError: (error) => setOutcome({ id: p.id, ok: false, text: errorText(error) }),
      },
    );
  };

  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid={`promotion-${p.kind}`}>
      <header className={styles.cardHead}>
        <span className={styles.kind}>{t(`kind.${p.kind}`)}</span>
        <span className={`${styles.state} ${styles[`state_${p.state}`] ?? ''}`} data-testid="promotion-state">
          {t(`state.${p.state}`)}
        </span>
      </header>
      <h3 id={titleId} className={styles.title}>
        {p.title}
      </h3>
      {p.description ? <p className={styles.text}>{p.description}</p> : null}
      <dl className={styles.facts}>
        <div>
          <dt>
            {t(
              p.state === 'claim'
                ? 'facts.claimNow'
                : p.kind === 'red_envelope'
                  ? 'facts.pool'
                  : 'facts.upTo',
            )}
          </dt>
          <dd>{formatMoney(p.amount, symbol)}</dd>
        </div>
        {p.turnoverMultiplier > 0 ? (
          <div>
            <dt>{t('facts.turnover')}</dt>
            <dd>{t('facts.times', { count: p.turnoverMultiplier })}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('facts.window')}</dt>
          <dd className={styles.window}>
            {formatDateTime(p.event?.startsAt ?? p.startsAt)} – {formatDateTime(p.event?.endsAt ?? p.endsAt)}
          </dd>
        </div>
        {p.event ? (
          <div>
            <dt>{t('facts.left')}</dt>
            <dd>{p.event.sharesLeft}</dd>
          </div>
        ) : null}
      </dl>
      {p.event?.grabbed ? (
        <p className={styles.ok}>{t('done.grabbed', { amount: formatMoney(p.event.grabbed, symbol) })}</p>
      ) : null}
      <div className={styles.actions}>
        {p.action && token === null ? (
          <Link className="btn btn-outline btn-sm" to="/login">
            {t('loginToJoin')}
          </Link>
        ) : null}
        {p.action && token !== null ? (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={action.isPending}
            aria-describedby={titleId}
            onClick={() =>
              p.action === 'apply' ? onApply() : run(p.action as Exclude<TActivityAction, 'apply'>)
            }
          >
            {t(`action.${p.action}`)}
          </button>
        ) : null}
        {p.state === 'claimed' || p.state === 'issued' ? (
          <Link className="btn btn-outline btn-sm" to={{ pathname: '/member', search: '?page=bonusDetails' }}>
            {t('seeBonuses')}
          </Link>
        ) : null}
      </div>
      {outcome ? (
        <p className={outcome.ok ? styles.ok : styles.error} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      ) : null}
    </article>
  );
}
