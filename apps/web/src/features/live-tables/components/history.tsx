// Finished rounds with their commitments and revealed seeds; "Verify" deals the round again in the
// browser with the package (packages/games) and compares it with what the table published. Below,
// my bets at this table with their payouts.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyRound } from '@pavilion/games/live-tables/deal';
import type { TLiveGame, TLiveHistoryItem, TLiveMyBet } from '@pavilion/contracts/live-tables';
import { formatMinor } from '@/shared/format/money';
import { resultText } from '../lib/results';
import styles from './live.module.css';

function VerifyButton({ game, item }: { game: TLiveGame; item: TLiveHistoryItem }) {
  const { t } = useTranslation('live-tables');
  const [verdict, setVerdict] = useState<boolean | null>(null);
  const check = () =>
    setVerdict(
      verifyRound(game, item.serverSeed, { salt: item.salt, hash: item.seedHash }, item.result).valid,
    );
  return (
    <>
      <button type="button" onClick={check} data-testid="live-verify">
        {t('verify')}
      </button>
      {verdict === null ? null : (
        <span role="status" className={verdict ? styles.ok : styles.error} data-testid="live-verdict">
          {verdict ? t('verified') : t('notVerified')}
        </span>
      )}
    </>
  );
}

export function History({ game, items }: { game: TLiveGame; items: TLiveHistoryItem[] }) {
  const { t } = useTranslation('live-tables');
  return (
    <section className={styles.panel} aria-labelledby="live-history-title">
      <h2 id="live-history-title" className={styles.h2}>
        {t('history')}
      </h2>
      <ul className={styles.list}>
        {[...items].slice(0, 10).map((item) => (
          <li key={item.id} className={styles.listItem}>
            <span>{t('round', { n: item.roundNo })}</span>
            <strong>{resultText(item.result, t)}</strong>
            <details className={styles.details}>
              <summary>{t('seeds')}</summary>
              <p className={styles.hash}>
                {t('commitment')}: <code>{item.seedHash}</code>
              </p>
              <p className={styles.hash}>
                {t('seed')}: <code>{item.serverSeed}</code>
              </p>
            </details>
            <VerifyButton game={game} item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function MyBets({ items }: { items: TLiveMyBet[] }) {
  const { t } = useTranslation('live-tables');
  return (
    <section className={styles.panel} aria-labelledby="live-mine-title">
      <h2 id="live-mine-title" className={styles.h2}>
        {t('myBets')}
      </h2>
      {items.length === 0 ? <p className={styles.muted}>{t('noBets')}</p> : null}
      <ul className={styles.list} data-testid="live-my-bets">
        {items.slice(0, 10).map((b) => (
          <li key={b.id} className={styles.listItem} data-status={b.status} data-round-id={b.roundId}>
            <span>{t('round', { n: b.roundNo })}</span>
            <span>
              {b.placement.bets.map((x) => `${t(`spot.${x.type}`)} ${formatMinor(x.amount)}`).join(', ')}
            </span>
            <strong data-testid="live-bet-payout" data-payout={b.payout ?? ''} data-stake={b.stake}>
              {b.status === 'settled'
                ? t('paid', { amount: formatMinor(b.payout ?? 0) })
                : b.status === 'void'
                  ? t('voided')
                  : t('pending')}
            </strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
