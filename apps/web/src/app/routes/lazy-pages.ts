// The lazily loaded pages, one chunk per screen group of spec §2.1. A feature that takes over a
// page (the lobby, cashier, lottery…) changes the import here.
import { lazyPage } from '../lazy-page';

export const PromotionsPage = lazyPage('Promotions', () => import('./promotions-route'));
export const SeamlessPage = lazyPage('Seamless', () => import('@/features/play/pages/seamless-game-page'), [
  'play',
  'errors',
]);
export const LotteryPage = lazyPage('Lottery', () => import('@/features/lottery/pages/lottery-page'));
export const LivePage = lazyPage('Live', () => import('@/features/live-tables/pages/live-page'));
export const BingoPage = lazyPage('Bingo', () => import('@/features/bingo/pages/bingo-page'));
export const FishingPage = lazyPage('Fishing', () => import('@/features/fishing/pages/fishing-page'));
export const SportsbookPage = lazyPage(
  'Sportsbook',
  () => import('@/features/sportsbook/pages/sportsbook-page'),
);
export const PvpPage = lazyPage('Pvp', () => import('@/features/pvp/pages/pvp-page'));
export const MemberCenterPage = lazyPage('MemberCenter', () => import('./member-center-route'));
export const PointMallPage = lazyPage('PointMall', () => import('@/features/points/pages/point-mall-page'));
export const AccountGamesPage = lazyPage(
  'AccountGame',
  () => import('@/features/lobby/pages/account-games-page'),
);
export const DownloadPage = lazyPage('Download', () => import('@/features/shell/pages/download-page'));
export const GameListCentrePage = lazyPage(
  'GameListCenter',
  () => import('@/features/lobby/pages/game-list-page'),
);
export const GameCentrePage = lazyPage('GameCenter', () => import('@/features/lobby/pages/game-centre-page'));
export const ComingSoonPage = lazyPage('GameCenter', () => import('@/features/lobby/pages/coming-soon-page'));
export const AgentLoginPage = lazyPage('Agent', () => import('@/features/agent/pages/agent-login-page'));
export const AgentHomePage = lazyPage('Agent', () => import('@/features/agent/pages/agent-home-page'));
export const ResetPasswordPage = lazyPage('Auth', () => import('@/features/auth/pages/reset-password-page'));
export const NewsPage = lazyPage('Content', () => import('@/features/messages/pages/news-page'));
export const AboutPage = lazyPage('Content', () => import('@/features/messages/pages/about-page'));
export const GuidePage = lazyPage('Content', () => import('@/features/messages/pages/guide-page'));
export const IdentityReturnPage = lazyPage(
  'Auth',
  () => import('@/features/auth/pages/identity-return-page'),
);
