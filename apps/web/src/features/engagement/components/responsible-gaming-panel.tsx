// The member centre's responsible-gaming settings: deposit limits, time-out / self-exclusion and
// the reality-check interval. Mounted by the security-centre page for real members.
import { useTranslation } from 'react-i18next';
import { DepositLimitsSection } from './deposit-limits-section';
import styles from './engagement.module.css';
import { ExclusionSection } from './exclusion-section';
import { RealityCheckSection } from './reality-check-section';

export function ResponsibleGamingPanel() {
  const { t } = useTranslation('engagement');
  return (
    <div className={styles.rg} data-testid="responsible-gaming">
      <header>
        <h2 className={styles.sectionTitle}>{t('rg.title')}</h2>
        <p className={styles.hint}>{t('rg.intro')}</p>
      </header>
      <DepositLimitsSection />
      <ExclusionSection />
      <RealityCheckSection />
    </div>
  );
}
