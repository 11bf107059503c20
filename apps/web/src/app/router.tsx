// Every route of spec §2.1 with its guard. The player routes share the player layout (side menu
// hidden on game pages); /agent and /agentHome use the agent layout. Home and help load with the
// app; the other screen groups are lazy chunks (routes/lazy-pages.ts).
import type { ReactNode } from 'react';
import i18n from 'i18next';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { CATEGORY_PATHS } from '@pavilion/contracts/games-constants';
import HelpPage from '@/features/shell/pages/help-page';
import { prefetchGameList } from '@/features/lobby/api/prefetch-game-list';
import HomePage from '@/features/lobby/pages/home-page';
import NotFoundPage from '@/features/shell/pages/not-found-page';
import { RouteErrorScreen } from '@/features/shell/components/route-error-screen';
import { RequireAgent, RequireToken, WithModal } from './guards';
import { AgentLayout } from './layouts/agent-layout';
import { PlayerLayout } from './layouts/player-layout';
import { queryClient } from './query-client';
import * as Lazy from './routes/lazy-pages';

/** Game centre categories (vendor tiles) versus game list centre categories (game lists). */
const GAME_CENTRE = ['LOTT', 'ELOTT'] as const;
/** The sportsbook's verticals (issue 16): their paths open the sportsbook, not a list of vendor tiles. */
const SPORTSBOOK = ['SPORTS', 'ESPORTS', 'COCKFIGHT'] as const;
// LIVE, FISH, BINGO and PVP are the lobbies of the live tables, fishing seas, bingo rooms and card
// tables (issue 17, decisions 050–052), not game lists
const GAME_LIST_CENTRE = ['RNG', 'BGS'] as const;

function paths(list: readonly string[], element: ReactNode, loader?: RouteObject['loader']): RouteObject[] {
  return list.map((path) => ({ path, element, ...(loader ? { loader } : {}) }));
}

/**
 * A game list's first page and the page's code start with the navigation (issue 11 §7), not when
 * the page has mounted; the loader waits for neither, so the route changes at once.
 */
function startGameList({ request }: LoaderFunctionArgs): null {
  prefetchGameList(queryClient, new URL(request.url), i18n.language || 'en');
  Lazy.GameListCentrePage.preload();
  return null;
}

const playerRoutes: RouteObject[] = [
  ...paths(['/', '/index', '/index.html', '/home'], <HomePage />),
  {
    path: '/login',
    element: (
      <WithModal modal="login">
        <HomePage />
      </WithModal>
    ),
  },
  {
    path: '/register',
    element: (
      <WithModal modal="register">
        <HomePage />
      </WithModal>
    ),
  },
  {
    path: '/member',
    element: (
      <RequireToken>
        <Lazy.MemberCenterPage />
      </RequireToken>
    ),
  },
  ...paths(['/help', '/helpmc'], <HelpPage />),
  ...paths(
    GAME_CENTRE.map((c) => CATEGORY_PATHS[c]),
    <Lazy.GameCentrePage />,
  ),
  ...paths(
    SPORTSBOOK.map((c) => CATEGORY_PATHS[c]),
    <Lazy.SportsbookPage />,
  ),
  ...paths(
    GAME_LIST_CENTRE.map((c) => CATEGORY_PATHS[c]),
    <Lazy.GameListCentrePage />,
    startGameList,
  ),
  {
    path: '/favorite',
    element: (
      <RequireToken>
        <Lazy.AccountGamesPage />
      </RequireToken>
    ),
  },
  ...paths(['/recent', '/hot'], <Lazy.AccountGamesPage />),
  ...paths(
    ['/lottery', '/seaLottery', '/vnLottery'],
    <RequireToken>
      <Lazy.LotteryPage />
    </RequireToken>,
  ),
  ...paths([CATEGORY_PATHS.LIVE, `${CATEGORY_PATHS.LIVE}/:tableId`], <Lazy.LivePage />),
  ...paths([CATEGORY_PATHS.BINGO, `${CATEGORY_PATHS.BINGO}/:roomId`], <Lazy.BingoPage />),
  ...paths([CATEGORY_PATHS.FISH, `${CATEGORY_PATHS.FISH}/:seaId`], <Lazy.FishingPage />),
  ...paths([CATEGORY_PATHS.PVP, `${CATEGORY_PATHS.PVP}/:tableId`], <Lazy.PvpPage />),
  { path: '/promotions', element: <Lazy.PromotionsPage /> },
  { path: '/download', element: <Lazy.DownloadPage /> },
  { path: '/news', element: <Lazy.NewsPage /> },
  { path: '/about', element: <Lazy.AboutPage /> },
  { path: '/guide', element: <Lazy.GuidePage /> },
  { path: '/pointMall', element: <Lazy.PointMallPage /> },
  { path: '/seamless', element: <Lazy.SeamlessPage /> },
  { path: '/coming-soon', element: <Lazy.ComingSoonPage /> },
  { path: '/reset-password', element: <Lazy.ResetPasswordPage /> },
  { path: '/auth/return', element: <Lazy.IdentityReturnPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export const router = createBrowserRouter([
  { element: <PlayerLayout />, errorElement: <RouteErrorScreen kind="error" />, children: playerRoutes },
  {
    element: <AgentLayout />,
    errorElement: <RouteErrorScreen kind="error" />,
    children: [
      { path: '/agent', element: <Lazy.AgentLoginPage /> },
      {
        path: '/agentHome',
        element: (
          <RequireAgent>
            <Lazy.AgentHomePage />
          </RequireAgent>
        ),
      },
    ],
  },
]);
