// Providers and routes of the console (basename /console, where the server serves it).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { LoginPage } from '@/features/auth/login-page';
import { Guard, Landing } from './guard';
import { ConsoleLayout } from './layout';

// each screen is its own chunk (Chart.js, qrcode and the table library load with the screen that uses them)
const AuditPage = lazy(() => import('@/features/audit/audit-page').then((m) => ({ default: m.AuditPage })));
const SecurityPage = lazy(() =>
  import('@/features/auth/security-page').then((m) => ({ default: m.SecurityPage })),
);
const CashierQueuePage = lazy(() =>
  import('@/features/cashier/cashier-queue-page').then((m) => ({ default: m.CashierQueuePage })),
);
const LiveTablesPage = lazy(() =>
  import('@/features/live-tables/live-tables-page').then((m) => ({ default: m.LiveTablesPage })),
);
const ChannelsPage = lazy(() =>
  import('@/features/cashier/channels-page').then((m) => ({ default: m.ChannelsPage })),
);
const NoticesPage = lazy(() =>
  import('@/features/content/notices-page').then((m) => ({ default: m.NoticesPage })),
);
const DashboardPage = lazy(() =>
  import('@/features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const OperatorsPage = lazy(() =>
  import('@/features/operators/operators-page').then((m) => ({ default: m.OperatorsPage })),
);
const KycQueuePage = lazy(() =>
  import('@/features/kyc/kyc-queue-page').then((m) => ({ default: m.KycQueuePage })),
);
const KycRulesPage = lazy(() =>
  import('@/features/kyc/kyc-rules-page').then((m) => ({ default: m.KycRulesPage })),
);
const MembersPage = lazy(() =>
  import('@/features/members/members-page').then((m) => ({ default: m.MembersPage })),
);
const MemberPage = lazy(() =>
  import('@/features/members/member-page').then((m) => ({ default: m.MemberPage })),
);
const AgentTreePage = lazy(() =>
  import('@/features/members/agent-tree-page').then((m) => ({ default: m.AgentTreePage })),
);
const ReportsPage = lazy(() =>
  import('@/features/reports/reports-page').then((m) => ({ default: m.ReportsPage })),
);
const GamesPage = lazy(() => import('@/features/games/games-page').then((m) => ({ default: m.GamesPage })));
const VendorsPage = lazy(() =>
  import('@/features/games/vendors-page').then((m) => ({ default: m.VendorsPage })),
);
const ContentEditorPage = lazy(() =>
  import('@/features/content/content-editor-page').then((m) => ({ default: m.ContentEditorPage })),
);
const HelpPage = lazy(() => import('@/features/content/help-page').then((m) => ({ default: m.HelpPage })));
const SitePage = lazy(() => import('@/features/site/site-page').then((m) => ({ default: m.SitePage })));
const PromotionsPage = lazy(() =>
  import('@/features/promotions/promotions-page').then((m) => ({ default: m.PromotionsPage })),
);
const ApplicationsPage = lazy(() =>
  import('@/features/promotions/applications-page').then((m) => ({ default: m.ApplicationsPage })),
);
const LoyaltyPage = lazy(() =>
  import('@/features/loyalty/loyalty-page').then((m) => ({ default: m.LoyaltyPage })),
);
const RewardsPage = lazy(() =>
  import('@/features/loyalty/rewards-page').then((m) => ({ default: m.RewardsPage })),
);
const GoodsPage = lazy(() => import('@/features/points/goods-page').then((m) => ({ default: m.GoodsPage })));
const MissionsPage = lazy(() =>
  import('@/features/points/missions-page').then((m) => ({ default: m.MissionsPage })),
);
const RedemptionsPage = lazy(() =>
  import('@/features/points/redemptions-page').then((m) => ({ default: m.RedemptionsPage })),
);
const MessagesPage = lazy(() =>
  import('@/features/messages/messages-page').then((m) => ({ default: m.MessagesPage })),
);
const FeedbackPage = lazy(() =>
  import('@/features/messages/feedback-page').then((m) => ({ default: m.FeedbackPage })),
);

const ContractsPage = lazy(() =>
  import('@/features/agent-programme/contracts-page').then((m) => ({ default: m.ContractsPage })),
);
const SettlementRunsPage = lazy(() =>
  import('@/features/agent-programme/settlement-runs-page').then((m) => ({ default: m.SettlementRunsPage })),
);
const SettlementRunPage = lazy(() =>
  import('@/features/agent-programme/settlement-run-page').then((m) => ({ default: m.SettlementRunPage })),
);
const AnnouncementsPage = lazy(() =>
  import('@/features/agent-programme/announcements-page').then((m) => ({ default: m.AnnouncementsPage })),
);
const LotteryGamesPage = lazy(() =>
  import('@/features/lottery/lottery-games-page').then((m) => ({ default: m.LotteryGamesPage })),
);
const LotteryDrawsPage = lazy(() =>
  import('@/features/lottery/lottery-draws-page').then((m) => ({ default: m.LotteryDrawsPage })),
);
const SportsEventsPage = lazy(() =>
  import('@/features/sportsbook/sports-events-page').then((m) => ({ default: m.SportsEventsPage })),
);
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginPage /> },
    {
      path: '/',
      element: <ConsoleLayout />,
      children: [
        { index: true, element: <Landing dashboard={<DashboardPage />} /> },
        {
          path: 'cashier/withdrawals',
          element: (
            <Guard permission="cashier.read">
              <CashierQueuePage kind="withdrawals" />
            </Guard>
          ),
        },
        {
          path: 'cashier/deposits',
          element: (
            <Guard permission="cashier.read">
              <CashierQueuePage kind="deposits" />
            </Guard>
          ),
        },
        {
          path: 'live-tables',
          element: (
            <Guard permission="live.read">
              <LiveTablesPage />
            </Guard>
          ),
        },
        {
          path: 'cashier/channels',
          element: (
            <Guard permission="cashier.read">
              <ChannelsPage />
            </Guard>
          ),
        },
        {
          path: 'content/notices',
          element: (
            <Guard permission="content.read">
              <NoticesPage />
            </Guard>
          ),
        },
        {
          path: 'operators',
          element: (
            <Guard permission="operators.read">
              <OperatorsPage />
            </Guard>
          ),
        },
        {
          path: 'audit',
          element: (
            <Guard permission="audit.read">
              <AuditPage />
            </Guard>
          ),
        },
        { path: 'security', element: <SecurityPage /> },
        {
          path: 'members',
          element: (
            <Guard permission="members.read">
              <MembersPage />
            </Guard>
          ),
        },
        {
          path: 'kyc',
          element: (
            <Guard permission="kyc.read">
              <KycQueuePage />
            </Guard>
          ),
        },
        {
          path: 'kyc/rules',
          element: (
            <Guard permission="kyc.read">
              <KycRulesPage />
            </Guard>
          ),
        },
        {
          path: 'members/:id',
          element: (
            <Guard permission="members.read">
              <MemberPage />
            </Guard>
          ),
        },
        {
          path: 'agents/:id?',
          element: (
            <Guard permission="agents.read">
              <AgentTreePage />
            </Guard>
          ),
        },
        {
          path: 'reports',
          element: (
            <Guard permission="reports.read">
              <ReportsPage />
            </Guard>
          ),
        },
        {
          path: 'site',
          element: (
            <Guard permission="site.read">
              <SitePage />
            </Guard>
          ),
        },
        {
          path: 'content/help',
          element: (
            <Guard permission="content.read">
              <HelpPage />
            </Guard>
          ),
        },
        ...(['banners', 'popups', 'promotions', 'articles'] as const).map((kind) => ({
          path: `content/${kind}`,
          element: (
            <Guard permission="content.read">
              <ContentEditorPage key={kind} kind={kind} />
            </Guard>
          ),
        })),
        {
          path: 'games',
          element: (
            <Guard permission="games.read">
              <GamesPage />
            </Guard>
          ),
        },
        {
          path: 'games/vendors',
          element: (
            <Guard permission="games.read">
              <VendorsPage />
            </Guard>
          ),
        },
        {
          path: 'promotions',
          element: (
            <Guard permission="promotions.read">
              <PromotionsPage />
            </Guard>
          ),
        },
        {
          path: 'promotions/applications',
          element: (
            <Guard permission="promotions.read">
              <ApplicationsPage />
            </Guard>
          ),
        },
        {
          path: 'loyalty',
          element: (
            <Guard permission="loyalty.read">
              <LoyaltyPage />
            </Guard>
          ),
        },
        {
          path: 'loyalty/rewards',
          element: (
            <Guard permission="loyalty.read">
              <RewardsPage />
            </Guard>
          ),
        },
        {
          path: 'points/goods',
          element: (
            <Guard permission="loyalty.read">
              <GoodsPage />
            </Guard>
          ),
        },
        {
          path: 'points/missions',
          element: (
            <Guard permission="loyalty.read">
              <MissionsPage />
            </Guard>
          ),
        },
        {
          path: 'points/redemptions',
          element: (
            <Guard permission="loyalty.read">
              <RedemptionsPage />
            </Guard>
          ),
        },
        {
          path: 'messages',
          element: (
            <Guard permission="messages.read">
              <MessagesPage />
            </Guard>
          ),
        },
        {
          path: 'messages/feedback',
          element: (
            <Guard permission="messages.read">
              <FeedbackPage />
            </Guard>
          ),
        },
        {
          path: 'agent-programme/contracts',
          element: (
            <Guard permission="agents.read">
              <ContractsPage />
            </Guard>
          ),
        },
        {
          path: 'agent-programme/settlements',
          element: (
            <Guard permission="agents.read">
              <SettlementRunsPage />
            </Guard>
          ),
        },
        {
          path: 'agent-programme/settlements/:id',
          element: (
            <Guard permission="agents.read">
              <SettlementRunPage />
            </Guard>
          ),
        },
        {
          path: 'agent-programme/announcements',
          element: (
            <Guard permission="agents.read">
              <AnnouncementsPage />
            </Guard>
          ),
        },
        {
          path: 'lottery/games',
          element: (
            <Guard permission="lottery.read">
              <LotteryGamesPage />
            </Guard>
          ),
        },
        {
          path: 'lottery/draws',
          element: (
            <Guard permission="lottery.read">
              <LotteryDrawsPage />
            </Guard>
          ),
        },
        {
          path: 'sportsbook/events',
          element: (
            <Guard permission="sportsbook.read">
              <SportsEventsPage />
            </Guard>
          ),
        },
      ],
    },
  ],
  { basename: '/console' },
);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
