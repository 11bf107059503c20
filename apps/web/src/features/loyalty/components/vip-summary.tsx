// The member centre's VIP strip (issue 30 item 9): the member's level and how far they are to the
// next one, on the centre's main page. Both thresholds are needed (decision 035), so the progress
// shown is the smaller of the two; the full card with both bars is in the reward centre.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TVipStatus } from '@pavilion/contracts/loyalty';
import { Icon } from '@/shared/ui/icon';
import { useVipStatus } from '../api/use-loyalty';
import styles from './vip-summary.module.css';

/** Progress to the next level, 0..100 whole percent: the lagging threshold (both are needed). */
export function vipProgress(vip: TVipStatus): number {
  return Math.floor(Math.min(vip.depositProgress, vip.validBetProgress));
}

export function VipSummary() {
  const { t } = useTranslation('loyalty');
  const vip = useVipStatus().data;
  if (!vip) {
    return null;
  }
  const percent = vipProgress(vip);
  return (
    <section className={styles.summary} aria-labelledby="vip-summary-title" data-testid="vip-summary">
      <div className={styles.head}>
        <Icon name="trophy" />
        <h3 id="vip-summary-title" className={styles.title}>
          {t('vip.title')}
        </h3>
        <p className={styles.level} data-testid="vip-summary-level">
          {vip.name}
        </p>
      </div>
      {vip.next ? (
        <div className={styles.progress}>
          <p className={styles.note} id="vip-summary-next" data-testid="vip-summary-next">
            {t('vip.summaryNext', { percent, name: vip.next.name })}
          </p>
          <progress max={100} value={percent} aria-labelledby="vip-summary-next" />
        </div>
      ) : (
        <p className={styles.note}>{t('vip.top')}</p>
      )}
      <Link className={styles.link} to={{ search: '?page=rewardCenter' }}>
        {t('vip.summaryDetails')}
      </Link>
    </section>
  );
}
