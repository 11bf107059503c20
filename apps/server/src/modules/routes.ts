// Every domain's route plugin, registered by app.ts. Add one line per module.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin/admin.routes.ts';
import { contentAdminRoutes } from './content/content-admin.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import { gamesAdminRoutes } from './games/games-admin.routes.ts';
import { vendorsAdminRoutes } from './vendors/vendors-admin.routes.ts';
import { gamesRoutes } from './games/games.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { captchaRoutes } from './captcha/captcha.routes.ts';
import { membersRoutes } from './members/members.routes.ts';
import { siteRoutes } from './site/site.routes.ts';
import { outboxRoutes } from './messaging/outbox.routes.ts';
import { smsStatusRoutes } from './messaging/sms-status.routes.ts';
import { walletRoutes } from './wallet/wallet.routes.ts';
import { recordsRoutes } from './records/records.routes.ts';
import { seamlessRoutes } from './seamless/seamless.routes.ts';
import { inhouseRoutes } from './inhouse/inhouse.routes.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { protectionRoutes } from './protection/protection.routes.ts';
import { protectionAdminRoutes } from './protection/protection-admin.routes.ts';
import { linkedAccountsAdminRoutes } from './risk/linked-accounts-admin.routes.ts';
import { restrictionsAdminRoutes } from './risk/restrictions-admin.routes.ts';
import { cashierRoutes } from './cashier/cashier.routes.ts';
import { kycRoutes } from './kyc/kyc.routes.ts';
import { agentContractsRoutes } from './agent-contracts/agent-contracts.routes.ts';
import { agentSettlementRoutes } from './agent-settlement/agent-settlement.routes.ts';
import { agentTeamRoutes } from './agent/agent-team.routes.ts';
import { agentReportsRoutes } from './agent-reports/agent-reports.routes.ts';
import { agentAnnouncementsAdminRoutes } from './agent-reports/agent-announcements-admin.routes.ts';
import { identityRoutes } from './identity/identity.routes.ts';
import { lotteryAdminRoutes } from './lottery/lottery-admin.routes.ts';
import { lotteryRoutes } from './lottery/lottery.routes.ts';
import { liveTablesRoutes } from './live-tables/live-tables.routes.ts';
import { pvpRoutes } from './pvp/pvp.routes.ts';
import { liveAdminRoutes } from './live-tables/live-admin.routes.ts';
import { messagesRoutes } from './messages/messages.routes.ts';
import { messagesAdminRoutes } from './messages/messages-admin.routes.ts';
import { siteArticlesRoutes } from './content/site-articles.routes.ts';
import { promotionsAdminRoutes } from './promotions/promotions-admin.routes.ts';
import { promotionsRoutes } from './promotions/promotions.routes.ts';
import { loyaltyAdminRoutes } from './loyalty/loyalty-admin.routes.ts';
import { loyaltyRoutes } from './loyalty/loyalty.routes.ts';
import { pointsRoutes } from './points/points.routes.ts';
import { operatorsRoutes } from './operators/operators.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { memberAdminRoutes } from './member-admin/member-admin.routes.ts';
import { reportsRoutes } from './reports/reports.routes.ts';
import { sportsbookAdminRoutes } from './sportsbook/sportsbook-admin.routes.ts';
import { sportsbookRoutes } from './sportsbook/sportsbook.routes.ts';
import { bingoRoutes } from './bingo/bingo.routes.ts';
import { fishingRoutes } from './fishing/fishing.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { metricsRoutes } from './metrics/metrics.routes.ts';

export const MODULE_ROUTES: FastifyPluginAsyncZod[] = [
  healthRoutes,
  metricsRoutes,
  seamlessRoutes,
  inhouseRoutes,
  recordsRoutes,
  siteRoutes,
  adminRoutes,
  authRoutes,
  captchaRoutes,
  membersRoutes,
  outboxRoutes,
  smsStatusRoutes,
  gamesRoutes,
  gamesAdminRoutes,
  vendorsAdminRoutes,
  contentRoutes,
  contentAdminRoutes,
  walletRoutes,
  notificationsRoutes,
  protectionRoutes,
  protectionAdminRoutes,
  restrictionsAdminRoutes,
  linkedAccountsAdminRoutes,
  cashierRoutes,
  kycRoutes,
  agentContractsRoutes,
  agentSettlementRoutes,
  agentTeamRoutes,
  agentReportsRoutes,
  agentAnnouncementsAdminRoutes,
  identityRoutes,
  lotteryRoutes,
  lotteryAdminRoutes,
  liveTablesRoutes,
  pvpRoutes,
  liveAdminRoutes,
  messagesRoutes,
  messagesAdminRoutes,
  siteArticlesRoutes,
  promotionsRoutes,
  promotionsAdminRoutes,
  loyaltyRoutes,
  loyaltyAdminRoutes,
  pointsRoutes,
  operatorsRoutes,
  auditRoutes,
  dashboardRoutes,
  memberAdminRoutes,
  reportsRoutes,
  sportsbookRoutes,
  sportsbookAdminRoutes,
  bingoRoutes,
  fishingRoutes,
];
