// The frame of an agent report page: its title (the menu entry's name) and what the report covers,
// above the records pane.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import agentStyles from '@/features/agent/components/agent.module.css';
import type { TAgentPageKey } from '@/features/agent/model/agent-menu';
import styles from './agent-reports.module.css';

export function ReportFrame({ page, children }: { page: TAgentPageKey; children: ReactNode }) {
  const { t } = useTranslation('agent');
  const { t: tr } = useTranslation('agent-reports');
  return (
    <section aria-labelledby="agent-page-title" className={styles.page}>
      <h1 id="agent-page-title" className={agentStyles.pageTitle}>
        {t(`pages.${page}.title`)}
      </h1>
      <p className={styles.intro}>{tr(`intro.${page}`)}</p>
      {children}
    </section>
  );
}

/** The account of a row with its level below the agent ("you" for the agent itself). */
export function WhoCell({ account, level }: { account: string; level: number }) {
  const { t } = useTranslation('agent-reports');
  return (
    <>
      {account}
      <span className={styles.sub}>{level === 0 ? t('level.self') : t('level.n', { level })}</span>
    </>
  );
}
