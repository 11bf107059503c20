// The component of each agent centre page (spec §2.8), loaded when first opened. Each slice of the
// agent programme owns its feature folder: agent-team, agent-reports, agent-contracts, agent-income.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { TAgentPageKey } from '../model/agent-menu';
import type { TAgentPageProps } from '../model/agent-page-props';

export const AGENT_PAGE_COMPONENTS: Record<
  TAgentPageKey,
  LazyExoticComponent<ComponentType<TAgentPageProps>>
> = {
  agentTeamOverview: lazy(() => import('@/features/agent-team/pages/team-overview-page')),
  registerCenter: lazy(() => import('@/features/agent-team/pages/register-center-page')),
  downlineManagmentView: lazy(() => import('@/features/agent-team/pages/team-management-page')),
  deposit: lazy(() => import('@/features/agent-reports/pages/agent-deposit-page')),
  withdraw: lazy(() => import('@/features/agent-reports/pages/agent-withdraw-page')),
  agentAnnouncement: lazy(() => import('@/features/agent-reports/pages/agent-announcement-page')),
  personalHistoryCopy: lazy(() => import('@/features/agent-reports/pages/team-betting-page')),
  palStatementsAgentCopy: lazy(() => import('@/features/agent-reports/pages/user-profit-loss-page')),
  agentDownlineTransactionDetailsCopy: lazy(
    () => import('@/features/agent-reports/pages/account-details-page'),
  ),
  messages: lazy(() => import('@/features/agent-reports/pages/agent-messages-page')),
  customerService: lazy(() => import('@/features/agent-reports/pages/agent-customer-service-page')),
  agentDividendRecordCopy2: lazy(() => import('@/features/agent-contracts/pages/dividend-page')),
  agentDailyWages2: lazy(() => import('@/features/agent-contracts/pages/daily-salary-page')),
  agentHourSalary: lazy(() => import('@/features/agent-contracts/pages/hourly-salary-page')),
  agentRealtimeSalary: lazy(() => import('@/features/agent-contracts/pages/realtime-salary-page')),
  agentRevenueReport: lazy(() => import('@/features/agent-income/pages/my-income-page')),
};
