// The VIP/level rules (spec §2.7): every level's thresholds, keep requirement and rewards, the
// member's own level marked, and the rules in words (decision 035).
import { useTranslation } from 'react-i18next';
import type { TVipLevel } from '@pavilion/contracts/loyalty';
import { formatMoney } from '@/shared/format/money';
import panel from '@/shared/ui/panel.module.css';
import styles from './loyalty.module.css';

export function LevelRules({
  levels,
  current,
  symbol,
}: {
  levels: TVipLevel[];
  current: number;
  symbol: string;
}) {
  const { t, i18n } = useTranslation('loyalty');
  const money = (v: number) => formatMoney(v, symbol, i18n.language);
  return (
    <section className={panel.section} aria-labelledby="level-rules-title" data-testid="level-rules">
      <h3 id="level-rules-title" className={panel.sectionTitle}>
        {t('rules.title')}
      </h3>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('rules.title')}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('rules.level')}</th>
              <th scope="col">{t('rules.deposit')}</th>
              <th scope="col">{t('rules.validBet')}</th>
              <th scope="col">{t('rules.keep')}</th>
              <th scope="col">{t('rules.upgrade')}</th>
              <th scope="col">{t('rules.monthly')}</th>
              <th scope="col">{t('rules.birthday')}</th>
            </tr>
          </thead>
          <tbody>
            {levels.map((l) => (
              <tr key={l.level} className={l.level === current ? styles.current : undefined}>
                <td>{l.name}</td>
                <td>{money(l.depositThreshold)}</td>
                <td>{money(l.validBetThreshold)}</td>
                <td>{money(l.keepValidBet)}</td>
                <td>{money(l.upgradeBonus)}</td>
                <td>{money(l.monthlyBonus)}</td>
                <td>{money(l.birthdayBonus)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={panel.muted}>
        <li>{t('rules.upgradeText')}</li>
        <li>{t('rules.keepText')}</li>
        <li>{t('rules.rewardsText')}</li>
      </ul>
    </section>
  );
}
