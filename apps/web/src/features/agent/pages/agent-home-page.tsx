// /agentHome (spec §2.8): the agent centre frame — header with GMT offset, live clock, nickname
// and sign out; the page menu (salary and dividend pages only when their flags are on and the
// consolidated contract info, loaded once logged in, says the kind applies); the current page (team
// overview by default). Only agents stay; the router guards too.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useConsolidatedContracts } from '@/features/agent-contracts/api/use-contracts';
import { contractMenus } from '@/features/agent-contracts/lib/contract-menus';
import { useSession } from '@/shared/session/session-store';
import { useMember } from '@/shared/session/use-member';
import { useFlags } from '@/shared/site/use-permission';
import { AgentHeader } from '../components/agent-header';
import { AgentMenu } from '../components/agent-menu';
import styles from '../components/agent.module.css';
import { contractKindOfPage, resolveAgentPage, visibleAgentPages } from '../model/agent-menu';
import { AGENT_PAGE_COMPONENTS } from './agent-page-registry';

export default function AgentHomePage() {
  const { t } = useTranslation('agent');
  const member = useMember();
  const flags = useFlags();
  const [params] = useSearchParams();
  const hasToken = useSession((s) => s.token !== null);
  const consolidated = useConsolidatedContracts(hasToken && member.data?.isAgent === true);
  if (!hasToken) {
    return <Navigate to="/agent" replace />;
  }
  if (member.isPending) {
    return <p className={styles.loading}>{t('home.loading')}</p>;
  }
  if (!member.data?.isAgent) {
    return <Navigate to="/agent" replace />;
  }
  // a contract page asked for by address waits for the consolidated info instead of falling back
  if (consolidated.isPending && contractKindOfPage(params.get('page')) !== null) {
    return <p className={styles.loading}>{t('home.loading')}</p>;
  }
  const pages = visibleAgentPages(flags, contractMenus(consolidated.data));
  const current = resolveAgentPage(params.get('page'), pages);
  const Page = AGENT_PAGE_COMPONENTS[current];
  return (
    <div className={styles.frame}>
      <AgentHeader nickname={member.data.nickname} />
      <div className={styles.body}>
        <AgentMenu pages={pages} current={current} />
        <main className={styles.content} id="agent-content">
          <Suspense fallback={<p className={styles.loading}>{t('home.loading')}</p>}>
            <Page member={member.data} />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
