// The side menu by area: each entry names the permission that shows it. Areas of later issues
// (members, games, site, reports, agents, lottery, promotions, loyalty, messages) add their
// entries here as their screens land.
import type { TPermission } from '@pavilion/contracts/console-access';

export type TMenuEntry = { path: string; label: string; permission: TPermission | null };
export type TMenuArea = { label: string; entries: TMenuEntry[] };

export const MENU: TMenuArea[] = [
  { label: 'menu.overview', entries: [{ path: '/', label: 'menu.dashboard', permission: 'reports.read' }] },
  {
    label: 'menu.cashier',
    entries: [
      { path: '/cashier/withdrawals', label: 'menu.withdrawals', permission: 'cashier.read' },
      { path: '/cashier/deposits', label: 'menu.deposits', permission: 'cashier.read' },
      { path: '/cashier/channels', label: 'cashierAdmin.menuChannels', permission: 'cashier.read' },
    ],
  },
  {
    label: 'menu.content',
    entries: [
      { path: '/content/notices', label: 'menu.notices', permission: 'content.read' },
      { path: '/content/banners', label: 'contentEditor.menuBanners', permission: 'content.read' },
      { path: '/content/popups', label: 'contentEditor.menuPopups', permission: 'content.read' },
      { path: '/content/promotions', label: 'contentEditor.menuPromotions', permission: 'content.read' },
      { path: '/content/articles', label: 'contentEditor.menuArticles', permission: 'content.read' },
      { path: '/content/help', label: 'helpAdmin.menu', permission: 'content.read' },
    ],
  },
  {
    label: 'menu.administration',
    entries: [
      { path: '/operators', label: 'menu.operators', permission: 'operators.read' },
      { path: '/audit', label: 'menu.audit', permission: 'audit.read' },
      { path: '/security', label: 'menu.security', permission: null },
    ],
  },
  {
    label: 'members.menuArea',
    entries: [
      { path: '/members', label: 'members.menuMembers', permission: 'members.read' },
      { path: '/agents', label: 'agents.menuTree', permission: 'agents.read' },
    ],
  },
  {
    label: 'kyc.menuArea',
    entries: [
      { path: '/kyc', label: 'kyc.menuQueue', permission: 'kyc.read' },
      { path: '/kyc/rules', label: 'kyc.menuRules', permission: 'kyc.read' },
    ],
  },
  {
    label: 'menu.reportsArea',
    entries: [{ path: '/reports', label: 'menu.reports', permission: 'reports.read' }],
  },
  {
    label: 'menu.siteArea',
    entries: [{ path: '/site', label: 'menu.site', permission: 'site.read' }],
  },
  {
    label: 'games.menuArea',
    entries: [
      { path: '/games', label: 'games.menuGames', permission: 'games.read' },
      { path: '/games/vendors', label: 'games.menuVendors', permission: 'games.read' },
    ],
  },
  {
    label: 'promotionsAdmin.menuArea',
    entries: [
      { path: '/promotions', label: 'promotionsAdmin.menuActivities', permission: 'promotions.read' },
      {
        path: '/promotions/applications',
        label: 'promotionsAdmin.menuApplications',
        permission: 'promotions.read',
      },
      { path: '/loyalty', label: 'loyaltyAdmin.menuSettings', permission: 'loyalty.read' },
      { path: '/loyalty/rewards', label: 'loyaltyAdmin.menuRewards', permission: 'loyalty.read' },
      { path: '/points/goods', label: 'pointsAdmin.menuGoods', permission: 'loyalty.read' },
      { path: '/points/missions', label: 'pointsAdmin.menuMissions', permission: 'loyalty.read' },
      { path: '/points/redemptions', label: 'pointsAdmin.menuRedemptions', permission: 'loyalty.read' },
    ],
  },
  {
    label: 'messagesAdmin.menuArea',
    entries: [
      { path: '/messages', label: 'messagesAdmin.menuMessages', permission: 'messages.read' },
      { path: '/messages/feedback', label: 'messagesAdmin.menuFeedback', permission: 'messages.read' },
    ],
  },
  {
    label: 'agentProgramme.menuArea',
    entries: [
      {
        path: '/agent-programme/contracts',
        label: 'agentProgramme.menuContracts',
        permission: 'agents.read',
      },
      { path: '/agent-programme/settlements', label: 'agentProgramme.menuRuns', permission: 'agents.read' },
      {
        path: '/agent-programme/announcements',
        label: 'agentProgramme.menuAnnouncements',
        permission: 'agents.read',
      },
    ],
  },
  {
    label: 'lotteryAdmin.menuArea',
    entries: [
      { path: '/lottery/games', label: 'lotteryAdmin.menuGames', permission: 'lottery.read' },
      { path: '/lottery/draws', label: 'lotteryAdmin.menuDraws', permission: 'lottery.read' },
    ],
  },
  {
    label: 'liveAdmin.menuArea',
    entries: [{ path: '/live-tables', label: 'liveAdmin.menuTables', permission: 'live.read' }],
  },
  {
    label: 'sportsAdmin.menuArea',
    entries: [{ path: '/sportsbook/events', label: 'sportsAdmin.menuEvents', permission: 'sportsbook.read' }],
  },
];
