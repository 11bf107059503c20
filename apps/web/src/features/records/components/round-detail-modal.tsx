// The detail of one in-house round from the betting record: game, time, stake, payout, balance
// before and after, the outcome in words, the provably-fair seeds, and a Verify button that
// replays the round in the browser with the engines' own code once the server seed is revealed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRound } from '@pavilion/contracts/play';
import { formatDateTime } from '@/shared/format/date-time';
import { Modal } from '@/shared/ui/modal';
import { QueryState } from '@/shared/ui/query-state';
import { useRoundDetail } from '../api/use-round-detail';
import { useWalletCurrencySymbol } from '@/shared/wallet/use-wallet-currency-symbol';
import { useErrorText } from '@/shared/errors/error-text';
import { summariseOutcome } from '../lib/round-summary';
import { verifyRecordedRound, type TVerifyResult } from '../lib/verify-round';
import { Amount, NetAmount } from './amount';
import styles from './records.module.css';

export function RoundDetailModal({ roundId, onClose }: { roundId: string; onClose: () => void }) {
  const { t } = useTranslation('records');
  const round = useRoundDetail(roundId);
  const errorText = useErrorText();
  return (
    <Modal title={t('round.title', { id: roundId })} onClose={onClose} width={560} testId="round-detail">
      {round.isPending ? (
        <QueryState state="loading" />
      ) : round.error ? (
        <QueryState state="error" message={errorText(round.error)} onRetry={() => void round.refetch()} />
      ) : (
        <RoundDetail round={round.data} />
      )}
    </Modal>
  );
}

function RoundDetail({ round }: { round: TRound }) {
  const { t } = useTranslation('records');
  const symbol = useWalletCurrencySymbol();
  const outcome = summariseOutcome(t, round.engine, round.outcome);
  return (
    <>
      <dl className={styles.detail}>
        <dt>{t('columns.game')}</dt>
        <dd>{round.gameName}</dd>
        <dt>{t('columns.time')}</dt>
        <dd>{formatDateTime(round.settledAt ?? round.createdAt)}</dd>
        <dt>{t('columns.status')}</dt>
        <dd>{t(`status.${round.status}`)}</dd>
        <dt>{t('columns.stake')}</dt>
        <dd>
          <Amount minor={round.stake} symbol={symbol} />
        </dd>
        <dt>{t('columns.payout')}</dt>
        <dd>
          <Amount minor={round.payout} symbol={symbol} />
        </dd>
        <dt>{t('columns.net')}</dt>
        <dd>
          <NetAmount minor={round.payout - round.stake} symbol={symbol} />
        </dd>
        <dt>{t('round.balanceBefore')}</dt>
        <dd>
          <Amount minor={round.balanceBefore} symbol={symbol} />
        </dd>
        <dt>{t('round.balanceAfter')}</dt>
        <dd>
          <Amount minor={round.balanceAfter} symbol={symbol} />
        </dd>
      </dl>
      <h3 className={styles.sectionTitle}>{t('round.outcome')}</h3>
      {outcome.length ? (
        <dl className={styles.detail} data-testid="round-outcome">
          {outcome.map((line, i) => (
            // labels may repeat (a "Player" hand and a "Player" bet): the position is the identity
            <div key={i} className={styles.pair}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>{t('round.noOutcome')}</p>
      )}
      <h3 className={styles.sectionTitle}>{t('round.fairness')}</h3>
      <dl className={`${styles.detail} ${styles.stacked}`}>
        <dt>{t('round.serverSeedHash')}</dt>
        <dd className={styles.mono}>{round.seeds.serverSeedHash}</dd>
        <dt>{t('round.serverSeed')}</dt>
        <dd className={styles.mono} data-testid="round-server-seed">
          {round.seeds.serverSeed ?? t('round.notRevealed')}
        </dd>
        <dt>{t('round.clientSeed')}</dt>
        <dd className={styles.mono}>{round.seeds.clientSeed}</dd>
        <dt>{t('round.nonce')}</dt>
        <dd>{round.seeds.nonce}</dd>
      </dl>
      <VerifyRow round={round} />
    </>
  );
}

function VerifyRow({ round }: { round: TRound }) {
  const { t } = useTranslation('records');
  const [result, setResult] = useState<TVerifyResult | null>(null);
  const revealed = round.seeds.serverSeed !== null;
  return (
    <div className={styles.verifyRow}>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={!revealed || round.status !== 'settled'}
        onClick={() => setResult(verifyRecordedRound(round))}
      >
        {t('round.verify')}
      </button>
      <span role="status" className={styles.verdict} data-testid="round-verdict">
        {!revealed ? (
          <span>{t('round.verifyAfterRotation')}</span>
        ) : result === null ? null : result.status === 'match' ? (
          <span className={styles.positive}>✓ {t('round.match')}</span>
        ) : result.status === 'mismatch' ? (
          <span className={styles.negative}>✗ {t(`round.mismatch.${result.reason}`)}</span>
        ) : null}
      </span>
    </div>
  );
}
