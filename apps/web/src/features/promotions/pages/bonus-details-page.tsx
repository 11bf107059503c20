// Bonus details (member centre `bonusDetails`, spec §2.7): every bonus the member received, its
// turnover progress (valid bets since the bonus, counted by the server from settled bets) and its
// state, what is still locked, and the member's activity applications with the operator's answer.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '@/shared/errors/error-text';
import { formatDateTime } from '@/shared/format/date-time';
import { formatMoney } from '@/shared/format/money';
import { QueryState } from '@/shared/ui/query-state';
import { useWalletCurrencySymbol } from '@/shared/wallet/use-wallet-currency-symbol';
import { useBonusDetails, useMyApplications } from '../api/promotions-api';
import styles from '../components/promotions.module.css';

export function BonusDetailsPage() {
  const { t } = useTranslation('promotions');
  const errorText = useErrorText();
  const symbol = useWalletCurrencySymbol();
  const query = useBonusDetails();
  if (query.isPending) {
    return <QueryState state="loading" />;
  }
  if (query.error || !query.data) {
    return <QueryState state="error" message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  }
  const bonuses = query.data.bonuses;
  const locked = bonuses.filter((b) => !b.met && !b.waived);
  return (
    <div className={styles.stack} data-testid="bonus-details">
      <p className={styles.muted}>{locked.length > 0 ? t('bonuses.locked') : t('bonuses.free')}</p>
      {bonuses.length === 0 ? (
        <div className={styles.stack}>
          <QueryState state="empty" message={t('bonuses.empty')} />
          <Link className="btn btn-primary" to="/promotions">
            {t('bonuses.toPromotions')}
          </Link>
        </div>
      ) : (
        <ul className={styles.bonusList} aria-label={t('bonuses.label')}>
          {bonuses.map((b) => {
            const percent =
              b.turnoverRequired > 0 ? Math.floor((b.turnoverProgress * 100) / b.turnoverRequired) : 100;
            return (
              <li key={b.id} className={styles.card} data-testid="bonus-row">
                <header className={styles.cardHead}>
                  <h3 className={styles.title}>{b.title}</h3>
                  <span className={`${styles.state} ${styles[`state_${b.state}`] ?? ''}`}>
                    {t(b.waived ? 'bonuses.waived' : `state.${b.state}`)}
                  </span>
                </header>
                <dl className={styles.facts}>
                  <div>
                    <dt>{t('bonuses.amount')}</dt>
                    <dd>{formatMoney(b.amount, symbol)}</dd>
                  </div>
                  <div>
                    <dt>{t('bonuses.date')}</dt>
                    <dd>{formatDateTime(b.createdAt)}</dd>
                  </div>
                </dl>
                {b.turnoverRequired > 0 ? (
                  <div className={styles.progress}>
                    <span data-testid="turnover-text">
                      {t('bonuses.turnover', {
                        progress: formatMoney(b.turnoverProgress, symbol),
                        required: formatMoney(b.turnoverRequired, symbol),
                      })}
                    </span>
                    <progress
                      max={b.turnoverRequired}
                      value={b.turnoverProgress}
                      aria-label={t('bonuses.progressLabel', { title: b.title })}
                    >
                      {percent}%
                    </progress>
                  </div>
                ) : (
                  <p className={styles.muted}>{t('bonuses.noTurnover')}</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Applications />
    </div>
  );
}

function Applications() {
  const { t } = useTranslation('promotions');
  const symbol = useWalletCurrencySymbol();
  const query = useMyApplications();
  const rows = query.data?.applications ?? [];
  if (rows.length === 0) {
    return null;
  }
  return (
    <section aria-labelledby="my-applications" className={styles.stack}>
      <h3 id="my-applications" className={styles.hallTitle}>
        {t('applications.title')}
      </h3>
      <ul className={styles.bonusList}>
        {rows.map((a) => (
          <li key={a.id} className={styles.card} data-testid="application-row">
            <header className={styles.cardHead}>
              <span className={styles.title}>{a.title}</span>
              <span className={`${styles.state} ${styles[`state_${a.status}`] ?? ''}`}>
                {t(`state.${a.status}`)}
              </span>
            </header>
            <p className={styles.muted}>
              {formatDateTime(a.createdAt)} · {t('applications.images', { count: a.images })}
            </p>
            {a.amount !== null ? (
              <p className={styles.ok}>
                {t('applications.granted', { amount: formatMoney(a.amount, symbol) })}
              </p>
            ) : null}
            {a.reason ? (
              <p className={styles.text}>{t('applications.reason', { reason: a.reason })}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
