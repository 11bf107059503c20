// The member's VIP level and progress to the next (deposits and valid bets, both needed), and the
// month's valid bets against the level-keep requirement (decision 035).
import { useTranslation } from 'react-i18next';
import type { TVipStatus } from '@pavilion/contracts/loyalty';
import { formatMoney } from '@/shared/format/money';
import { Icon } from '@/shared/ui/icon';
import panel from '@/shared/ui/panel.module.css';
import styles from './loyalty.module.css';

function Bar({ label, value, detail }: { label: string; value: number; detail: string }) {
  return (
    <div className={styles.bar}>
      <div className={styles.barLabel}>
        <span>{label}</span>
        <span>{detail}</span>
      </div>
      <progress max={100} value={value} aria-label={label} />
    </div>
  );
}

export function VipCard({ vip, symbol }: { vip: TVipStatus; symbol: string }) {
  const { t, i18n } = useTranslation('loyalty');
  const money = (v: number) => formatMoney(v, symbol, i18n.language);
  const next = vip.next;
  return (
    <section className={panel.section} aria-labelledby="vip-card-title" data-testid="vip-card">
      <div className={styles.vipHead}>
        <h3 id="vip-card-title" className={panel.sectionTitle}>
          <Icon name="trophy" />
          {t('vip.title')}
        </h3>
        <p className={styles.vipLevel} data-testid="vip-level">
          {vip.name}
        </p>
      </div>
      {next ? (
        <div className={styles.bars}>
          <p className={panel.muted} data-testid="vip-next">
            {t('vip.next', { name: next.name })}
          </p>
          <Bar
            label={t('vip.deposit')}
            value={vip.depositProgress}
            detail={`${money(vip.deposit)} / ${money(next.depositThreshold)}`}
          />
          <Bar
            label={t('vip.validBet')}
            value={vip.validBetProgress}
            detail={`${money(vip.validBet)} / ${money(next.validBetThreshold)}`}
          />
        </div>
      ) : (
        <p className={panel.muted}>{t('vip.top')}</p>
      )}
      {vip.keepValidBet > 0 ? (
        <p className={styles.status}>
          {t('vip.keep', { bet: money(vip.monthValidBet), need: money(vip.keepValidBet) })}
        </p>
      ) : null}
    </section>
  );
}
