// A past round in full: stake, payout, balances, what happened, its seeds, and "verify", which
// replays it in the browser from the revealed server seed (enabled only once it is revealed).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRound } from '@pavilion/contracts/play';
import { formatDateTime } from '@/shared/format/date-time';
import { formatMoney } from '@/shared/format/money';
import { Modal } from '@/shared/ui/modal';
import type { TRoundDriver } from '../drivers/round-driver';
import { canVerify, verifyRecordedRound, type TVerifyResult } from '../model/verify-round';
import { RoundSummary } from './round-summary';
import styles from './side-panels.module.css';

type TRoundDetailProps = { round: TRound; driver: TRoundDriver; currencySymbol: string; onClose: () => void };

export function RoundDetailDialog({ round: initial, driver, currencySymbol, onClose }: TRoundDetailProps) {
  const { t } = useTranslation('play');
  const [round, setRound] = useState(initial);
  const [result, setResult] = useState<TVerifyResult | null>(null);
  const [checking, setChecking] = useState(false);
  const money = (minor: number) => formatMoney(minor, currencySymbol);

  const verify = async () => {
    setChecking(true);
    try {
      // Verify what the service holds now, not a copy the list may have cached.
      const fresh = await driver.round(round.roundId).catch(() => round);
      setRound(fresh);
      setResult(verifyRecordedRound(fresh));
    } finally {
      setChecking(false);
    }
  };

  return (
    <Modal
      title={t('page.detail.title', { id: round.roundId })}
      onClose={onClose}
      width={560}
      testId="round-detail"
    >
      <dl className={styles.facts}>
        <dt>{t('page.detail.game')}</dt>
        <dd>{round.gameName}</dd>
        <dt>{t('page.detail.time')}</dt>
        <dd>{formatDateTime(round.createdAt)}</dd>
        <dt>{t('page.detail.stake')}</dt>
        <dd data-testid="detail-stake">{money(round.stake)}</dd>
        <dt>{t('page.detail.payout')}</dt>
        <dd data-testid="detail-payout">{money(round.payout)}</dd>
        <dt>{t('page.detail.balance')}</dt>
        <dd>
          {money(round.balanceBefore)} → {money(round.balanceAfter)}
        </dd>
        <dt>{t('page.detail.result')}</dt>
        <dd>
          <RoundSummary round={round} />
        </dd>
      </dl>
      <h3 className={styles.subheading}>{t('page.fair.title')}</h3>
      <dl className={styles.facts}>
        <dt>{t('page.fair.serverSeedHash')}</dt>
        <dd className={styles.mono}>{round.seeds.serverSeedHash}</dd>
        <dt>{t('page.fair.serverSeed')}</dt>
        <dd className={styles.mono}>{round.seeds.serverSeed ?? t('page.fair.notRevealed')}</dd>
        <dt>{t('page.fair.clientSeed')}</dt>
        <dd className={styles.mono}>{round.seeds.clientSeed}</dd>
        <dt>{t('page.fair.roundNonce')}</dt>
        <dd className={styles.mono}>{round.seeds.nonce}</dd>
      </dl>
      <details className={styles.raw}>
        <summary>{t('page.detail.raw')}</summary>
        <pre>{JSON.stringify({ input: round.input, outcome: round.outcome }, null, 1)}</pre>
      </details>
      <div className={styles.verifyRow}>
        <button
          type="button"
          className="btn btn-primary"
          disabled={checking || !canVerify(round)}
          onClick={() => void verify()}
        >
          {t('page.fair.verify')}
        </button>
        <p
          className={styles.verifyResult}
          role="status"
          data-testid="verify-result"
          data-status={result?.status ?? 'none'}
        >
          {result ? verifyText(t, result, money) : canVerify(round) ? '' : t('page.fair.verifyAfterRotate')}
        </p>
      </div>
    </Modal>
  );
}

function verifyText(
  t: (key: string, values?: Record<string, string>) => string,
  result: TVerifyResult,
  money: (m: number) => string,
): string {
  switch (result.status) {
    case 'match':
      return t('page.fair.match', { payout: money(result.payout) });
    case 'mismatch':
      return t(`page.fair.mismatch.${result.reason}`, {
        payout: result.payout === null ? '' : money(result.payout),
      });
    case 'unavailable':
      return t(`page.fair.unavailable.${result.reason}`);
  }
}
