// The player's last rounds of this game (newest first, at most ROUND_RECALL_LIMIT); a row opens
// the round's detail, where it can be verified.
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TRound } from '@pavilion/contracts/play';
import { formatDateTime } from '@/shared/format/date-time';
import { formatMoney } from '@/shared/format/money';
import { resultKind } from '../model/round-result';
import styles from './side-panels.module.css';

type TRecentRoundsProps = {
  query: UseQueryResult<TRound[]>;
  currencySymbol: string;
  onOpen: (round: TRound) => void;
};

export function RecentRounds({ query, currencySymbol, onOpen }: TRecentRoundsProps) {
  const { t } = useTranslation('play');
  const rounds = query.data ?? [];
  return (
    <section className={styles.panel} aria-labelledby="recent-rounds-title" data-testid="recent-rounds">
      <h2 id="recent-rounds-title" className={styles.heading}>
        {t('page.recent.title')}
      </h2>
      {query.isPending ? <p className={styles.muted}>{t('page.loading')}</p> : null}
      {query.isSuccess && rounds.length === 0 ? (
        <p className={styles.muted}>{t('page.recent.empty')}</p>
      ) : null}
      {rounds.length > 0 ? (
        <ol className={styles.rounds}>
          {rounds.map((round) => {
            const net = round.payout - round.stake;
            const kind = round.status === 'open' ? 'open' : resultKind(round.stake, round.payout);
            return (
              <li key={round.roundId}>
                <button
                  type="button"
                  className={styles.roundRow}
                  data-testid="recent-round"
                  data-kind={kind}
                  aria-label={t('page.recent.open', { id: round.roundId })}
                  onClick={() => onOpen(round)}
                >
                  <span className={styles.roundId}>#{round.roundId}</span>
                  <time className={styles.roundTime} dateTime={round.createdAt}>
                    {formatDateTime(round.createdAt).slice(11)}
                  </time>
                  <span className={styles.roundStake}>{formatMoney(round.stake, currencySymbol)}</span>
                  <span className={styles.roundNet} data-kind={kind}>
                    {round.status === 'open'
                      ? t('page.recent.inPlay')
                      : `${net > 0 ? '+' : ''}${formatMoney(net, currencySymbol)}`}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
