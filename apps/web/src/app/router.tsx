// Every route of spec §2.1 with its guard. The player routes share the player layout (side menu
// hidden on game pages); /agent and /agentHome use the agent layout. Home and help load with the
// app; the other screen groups are lazy chunks (routes/lazy-pages.ts).
import type { ReactNode } from 'react';
import i18n from 'i18next';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { CATEGORY_PATHS, type TGameCategory } from '@pavilion/contracts/games-constants';
import HelpPage from '@/features/shell/pages/help-page';
import { prefetchGameList } from '@/features/lobby/api/prefetch-game-list';
import { hotGamesQuery } from '@/features/lobby/api/use-hot-games';
import { detectLanguage } from '@/shared/i18n/bundles';
import { apiLanguage } from '@/shared/i18n/languages';
import HomePage from '@/features/lobby/pages/home-page';
import NotFoundPage from '@/features/shell/pages/not-found-page';
import { RouteErrorScreen } from '@/features/shell/components/route-error-screen';
import { RequireAgent, RequireToken, WithModal } from './guards';
import type { TTitleHandle } from './document-title';
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

/** Routes of one page under several paths; `title` is its document title's key (document-title.tsx). */
function paths(
  list: readonly string[],
  title: string,
  element: ReactNode,
  loader?: RouteObject['loader'],
): RouteObject[] {
  const handle: TTitleHandle = { title };
  return list.map((path) => ({ path, element, handle, ...(loader ? { loader } : {}) }));
}

/** A category's page: titled by the category's name in the navigation. */
function categories(
  codes: readonly TGameCategory[],
  element: ReactNode,
  loader?: RouteObject['loader'],
): RouteObject[] {
  return codes.flatMap((c) => paths([CATEGORY_PATHS[c]], `nav.${c}`, element, loader));
}

const titled = (title: string): { handle: TTitleHandle } => ({ handle: { title } });

/**
 * A game list's first page and the page's code start with the navigation (issue 11 §7), not when
 * the page has mounted; the loader waits for neither, so the route changes at once.
 */
function startGameList(args: LoaderFunctionArgs): Promise<null> {
  prefetchGameList(queryClient, new URL(args.request.url), i18n.language || 'en');
  return gameListCode();
}
const gameListCode = pageCodeLoader(Lazy.GameListCentrePage);

/** Hot games start with the navigation too (issue 26), under the query key the page reads. */
function startHotGames(): Promise<null> {
  void queryClient.prefetchQuery(hotGamesQuery(apiLanguage(i18n.language || detectLanguage())));
  return accountGamesCode();
}
const accountGamesCode = pageCodeLoader(Lazy.AccountGamesPage);
/** A lazy page's route: its code is awaited briefly by the navigation (lazy-page.tsx). */
const code = (page: TLazyPage) => ({ loader: pageCodeLoader(page) });

const playerRoutes: RouteObject[] = [
  ...paths(['/', '/index', '/index.html', '/home'], 'titles.home', <HomePage />),
  {
    path: '/login',
    ...titled('titles.home'),
    element: (
      <WithModal modal="login">
        <HomePage />
      </WithModal>
    ),
  },
  {
    path: '/register',
    ...titled('titles.home'),
    element: (
      <WithModal modal="register">
        <HomePage />
      </WithModal>
    ),
  },
  {
    path: '/member',
    ...titled('titles.member'),
    ...code(Lazy.MemberCenterPage),
    element: (
      <RequireToken>
        <Lazy.MemberCenterPage />
      </RequireToken>
    ),
  },
  ...paths(['/help', '/helpmc'], 'titles.help', <HelpPage />),
  ...categories(GAME_CENTRE, <Lazy.GameCentrePage />, code(Lazy.GameCentrePage).loader),
  ...categories(SPORTSBOOK, <Lazy.SportsbookPage />, code(Lazy.SportsbookPage).loader),
  ...categories(GAME_LIST_CENTRE, <Lazy.GameListCentrePage />, startGameList),
  {
    path: '/favorite',
    ...titled('titles.favorite'),
    ...code(Lazy.AccountGamesPage),
    element: (
      <RequireToken>
        <Lazy.AccountGamesPage />
      </RequireToken>
    ),
  },
  ...paths(['/recent'], 'titles.recent', <Lazy.AccountGamesPage />, code(Lazy.AccountGamesPage).loader),
  ...paths(['/hot'], 'titles.hot', <Lazy.AccountGamesPage />, startHotGames),
  ...paths(
    ['/lottery', '/seaLottery', '/vnLottery'],
    'titles.lottery',
    <RequireToken>
      <Lazy.LotteryPage />
    </RequireToken>,
    code(Lazy.LotteryPage).loader,
  ),
  ...paths(
    [CATEGORY_PATHS.LIVE, `${CATEGORY_PATHS.LIVE}/:tableId`],
    'nav.LIVE',
    <Lazy.LivePage />,
    code(Lazy.LivePage).loader,
  ),
  ...paths(
    [CATEGORY_PATHS.BINGO, `${CATEGORY_PATHS.BINGO}/:roomId`],
    'nav.BINGO',
    <Lazy.BingoPage />,
    code(Lazy.BingoPage).loader,
  ),
  ...paths(
    [CATEGORY_PATHS.FISH, `${CATEGORY_PATHS.FISH}/:seaId`],
    'nav.FISH',
    <Lazy.FishingPage />,
    code(Lazy.FishingPage).loader,
  ),
  ...paths(
    [CATEGORY_PATHS.PVP, `${CATEGORY_PATHS.PVP}/:tableId`],
    'nav.PVP',
    <Lazy.PvpPage />,
    code(Lazy.PvpPage).loader,
  ),
  {
    path: '/promotions',
    ...titled('titles.promotions'),
    ...code(Lazy.PromotionsPage),
    element: <Lazy.PromotionsPage />,
  },
  {
    path: '/download',
    ...titled('titles.download'),
    ...code(Lazy.DownloadPage),
    element: <Lazy.DownloadPage />,
  },
  { path: '/news', ...titled('titles.news'), ...code(Lazy.NewsPage), element: <Lazy.NewsPage /> },
  { path: '/about', ...titled('titles.about'), ...code(Lazy.AboutPage), element: <Lazy.AboutPage /> },
  { path: '/guide', ...titled('titles.guide'), ...code(Lazy.GuidePage), element: <Lazy.GuidePage /> },
  {
    path: '/pointMall',
    ...titled('titles.pointMall'),
    ...code(Lazy.PointMallPage),
    element: <Lazy.PointMallPage />,
  },
  {
    path: '/seamless',
    ...titled('titles.seamless'),
    ...code(Lazy.SeamlessPage),
    element: <Lazy.SeamlessPage />,
  },
  {
    path: '/coming-soon',
    ...titled('titles.comingSoon'),
    ...code(Lazy.ComingSoonPage),
    element: <Lazy.ComingSoonPage />,
  },
  {
    path: '/reset-password',
    ...titled('titles.resetPassword'),
    ...code(Lazy.ResetPasswordPage),
    element: <Lazy.ResetPasswordPage />,
  },
  {
    path: '/auth/return',
    ...titled('titles.identityReturn'),
    ...code(Lazy.IdentityReturnPage),
    element: <Lazy.IdentityReturnPage />,
  },
  { path: '*', ...titled('titles.notFound'), element: <NotFoundPage /> },
];

export const router = createBrowserRouter([
  { element: <PlayerLayout />, errorElement: <RouteErrorScreen kind="error" />, children: playerRoutes },
  {
    element: <AgentLayout />,
    errorElement: <RouteErrorScreen kind="error" />,
    children: [
      {
        path: '/agent',
        ...titled('titles.agent'),
        ...code(Lazy.AgentLoginPage),
        element: <Lazy.AgentLoginPage />,
      },
      {
        path: '/agentHome',
        ...titled('titles.agentHome'),
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
