// An agent page whose programme has not landed yet: what the page is for, honestly empty.
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import type { TAgentPage } from '../model/agent-menu';
import styles from './agent.module.css';

export function AgentEmptyPane({ page }: { page: TAgentPage }) {
  const { t } = useTranslation('agent');
  return (
    <section aria-labelledby="agent-page-title">
      <h1 id="agent-page-title" className={styles.pageTitle}>
        {t(`pages.${page.key}.title`)}
      </h1>
      <div className={styles.empty}>
        <span className={styles.emptyIcon}>
          <Icon name={page.icon} size={28} />
        </span>
        <p className={styles.emptyText}>{t(`pages.${page.key}.text`)}</p>
        <p className={styles.muted}>{t('home.notYet')}</p>
      </div>
    </section>
  );
}
