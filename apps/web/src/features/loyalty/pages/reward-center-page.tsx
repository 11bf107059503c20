// Reward centre (member centre `rewardCenter`, spec §2.7): the VIP level with progress, the rewards
// to claim (level bonuses, daily rebates, referral rewards), what was claimed, and the level rules.
// A claim pays through the ledger once; the header balance refreshes with it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReward } from '@pavilion/contracts/loyalty';
import { useErrorText } from '@/shared/errors/error-text';
import { formatDateTime } from '@/shared/format/date-time';
import { formatMoney } from '@/shared/format/money';
import { Button } from '@/shared/ui/form/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { QueryState } from '@/shared/ui/query-state';
import { useWalletCurrencySymbol } from '@/shared/wallet/use-wallet-currency-symbol';
import { useClaimReward, useRewards, useVipStatus } from '../api/use-loyalty';
import { LevelRules } from '../components/level-rules';
import { rewardLabel } from '../components/reward-label';
import { VipCard } from '../components/vip-card';
import panel from '@/shared/ui/panel.module.css';
import styles from '../components/loyalty.module.css';

function RewardRow({ reward, symbol }: { reward: TReward; symbol: string }) {
  const { t, i18n } = useTranslation('loyalty');
  const errorText = useErrorText();
  const claim = useClaimReward();
  const name = rewardLabel(t, reward);
  return (
    <li className={styles.reward} data-testid="reward-row">
      <div className={styles.rewardText}>
        <span className={styles.rewardName}>{name}</span>
        <span className={styles.amount}>{formatMoney(reward.amount, symbol, i18n.language)}</span>
        {claim.error ? <FormAlert>{errorText(claim.error)}</FormAlert> : null}
      </div>
      {reward.status === 'claimable' ? (
        <Button
          busy={claim.isPending}
          onClick={() => claim.mutate(reward.id)}
          aria-label={t('rewards.claimOne', { name })}
        >
          {t('rewards.claim')}
        </Button>
      ) : reward.status === 'rejected' ? (
        <span className={panel.muted}>{t('rewards.rejected', { reason: reward.reason ?? '' })}</span>
      ) : (
        <span className={panel.muted}>{reward.claimedAt ? formatDateTime(reward.claimedAt) : ''}</span>
      )}
    </li>
  );
}

export function RewardCenterPage() {
  const { t, i18n } = useTranslation('loyalty');
  const errorText = useErrorText();
  const symbol = useWalletCurrencySymbol();
  const vip = useVipStatus();
  const rewards = useRewards();
  const [showRules, setShowRules] = useState(false);
  const failed = [vip, rewards].find((q) => q.error);
  if (failed) {
    return (
      <QueryState state="error" message={errorText(failed.error)} onRetry={() => void failed.refetch()} />
    );
  }
  if (!vip.data || !rewards.data) {
    return <QueryState state="loading" />;
  }
  const { claimable, history, claimableTotal } = rewards.data;
  return (
    <div className={panel.stack} data-testid="reward-center-page">
      <VipCard vip={vip.data} symbol={symbol} />
      <div>
        <Button variant="secondary" aria-expanded={showRules} onClick={() => setShowRules((v) => !v)}>
          {showRules ? t('rules.hide') : t('rules.show')}
        </Button>
      </div>
      {showRules ? <LevelRules levels={vip.data.levels} current={vip.data.level} symbol={symbol} /> : null}
      <section className={panel.section} aria-labelledby="rewards-title">
        <h3 id="rewards-title" className={panel.sectionTitle}>
          {t('rewards.title')}
        </h3>
        {claimable.length === 0 ? (
          <p className={panel.muted}>{t('rewards.none')}</p>
        ) : (
          <>
            <p className={panel.muted} data-testid="rewards-total">
              {t('rewards.total', { amount: formatMoney(claimableTotal, symbol, i18n.language) })}
            </p>
            <br />
            <ul className={styles.rewards}>
              {claimable.map((r) => (
                <RewardRow key={r.id} reward={r} symbol={symbol} />
              ))}
            </ul>
          </>
        )}
      </section>
      <section className={panel.section} aria-labelledby="rewards-history-title">
        <h3 id="rewards-history-title" className={panel.sectionTitle}>
          {t('rewards.history')}
        </h3>
        {history.length === 0 ? (
          <p className={panel.muted}>{t('rewards.noHistory')}</p>
        ) : (
          <ul className={styles.rewards} data-testid="rewards-history">
            {history.map((r) => (
              <RewardRow key={r.id} reward={r} symbol={symbol} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
