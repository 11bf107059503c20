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
import { pageCodeLoader, type TLazyPage } from './lazy-page';
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
function startGameList(args: LoaderFunctionArgs): Promise<null> {
  prefetchGameList(queryClient, new URL(args.request.url), i18n.language || 'en');
  return gameListCode();
}
const gameListCode = pageCodeLoader(Lazy.GameListCentrePage);
/** A lazy page's route: its code is awaited briefly by the navigation (lazy-page.tsx). */
const code = (page: TLazyPage) => ({ loader: pageCodeLoader(page) });

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
    ...code(Lazy.MemberCenterPage),
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
    code(Lazy.GameCentrePage).loader,
  ),
  ...paths(
    SPORTSBOOK.map((c) => CATEGORY_PATHS[c]),
    <Lazy.SportsbookPage />,
    code(Lazy.SportsbookPage).loader,
  ),
  ...paths(
    GAME_LIST_CENTRE.map((c) => CATEGORY_PATHS[c]),
    <Lazy.GameListCentrePage />,
    startGameList,
  ),
  {
    path: '/favorite',
    ...code(Lazy.AccountGamesPage),
    element: (
      <RequireToken>
        <Lazy.AccountGamesPage />
      </RequireToken>
    ),
  },
  ...paths(['/recent', '/hot'], <Lazy.AccountGamesPage />, code(Lazy.AccountGamesPage).loader),
  ...paths(
    ['/lottery', '/seaLottery', '/vnLottery'],
    <RequireToken>
      <Lazy.LotteryPage />
    </RequireToken>,
    code(Lazy.LotteryPage).loader,
  ),
  ...paths(
    [CATEGORY_PATHS.LIVE, `${CATEGORY_PATHS.LIVE}/:tableId`],
    <Lazy.LivePage />,
    code(Lazy.LivePage).loader,
  ),
  ...paths(
    [CATEGORY_PATHS.BINGO, `${CATEGORY_PATHS.BINGO}/:roomId`],
    <Lazy.BingoPage />,
    code(Lazy.BingoPage).loader,
  ),
  ...paths(
    [CATEGORY_PATHS.FISH, `${CATEGORY_PATHS.FISH}/:seaId`],
    <Lazy.FishingPage />,
    code(Lazy.FishingPage).loader,
  ),
  ...paths(
    [CATEGORY_PATHS.PVP, `${CATEGORY_PATHS.PVP}/:tableId`],
    <Lazy.PvpPage />,
    code(Lazy.PvpPage).loader,
  ),
  { path: '/promotions', ...code(Lazy.PromotionsPage), element: <Lazy.PromotionsPage /> },
  { path: '/download', ...code(Lazy.DownloadPage), element: <Lazy.DownloadPage /> },
  { path: '/news', ...code(Lazy.NewsPage), element: <Lazy.NewsPage /> },
  { path: '/about', ...code(Lazy.AboutPage), element: <Lazy.AboutPage /> },
  { path: '/guide', ...code(Lazy.GuidePage), element: <Lazy.GuidePage /> },
  { path: '/pointMall', ...code(Lazy.PointMallPage), element: <Lazy.PointMallPage /> },
  { path: '/seamless', ...code(Lazy.SeamlessPage), element: <Lazy.SeamlessPage /> },
  { path: '/coming-soon', ...code(Lazy.ComingSoonPage), element: <Lazy.ComingSoonPage /> },
  { path: '/reset-password', ...code(Lazy.ResetPasswordPage), element: <Lazy.ResetPasswordPage /> },
  { path: '/auth/return', ...code(Lazy.IdentityReturnPage), element: <Lazy.IdentityReturnPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export const router = createBrowserRouter([
  { element: <PlayerLayout />, errorElement: <RouteErrorScreen kind="error" />, children: playerRoutes },
  {
    element: <AgentLayout />,
    errorElement: <RouteErrorScreen kind="error" />,
    children: [
      { path: '/agent', ...code(Lazy.AgentLoginPage), element: <Lazy.AgentLoginPage /> },
      {
        path: '/agentHome',
        ...code(Lazy.AgentHomePage),
        element: (
          <RequireAgent>
            <Lazy.AgentHomePage />
          </RequireAgent>
        ),
      },
    ],
  },
]);
