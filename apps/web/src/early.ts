// The early entry: a few kilobytes that index.html runs before the application code (main.tsx and
// its libraries, ~170 KB) has downloaded. It starts, in parallel with that download, what the first
// render will wait for: the active language's start-up translation bundles, the site configuration
// and, on a home path, the home page's requests and its largest image (the first w_home banner).
// The application adopts these requests (shared/api/early-requests.ts) instead of sending them again.
import type { TAnnouncements } from '@pavilion/contracts/content';
import { SESSION_KEYS } from '@pavilion/contracts/constants';
import { homeRequests, isHomePath } from '@/features/lobby/api/home-requests';
import { hasFreshSessionCache } from '@/features/lobby/api/session-cache';
import { startEarly, type TApiRequest } from '@/shared/api/early-requests';
import { detectLanguage, loadBundle, STARTUP_NAMESPACES } from '@/shared/i18n/bundles';
import { apiLanguage } from '@/shared/i18n/languages';
import { readStoredToken } from '@/shared/session/stored-token';

function preloadImage(url: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.append(link);
}

function firstHomeBanner(announcements: TAnnouncements): string | undefined {
  return (announcements.banners ?? [])
    .filter((b) => b.groupName === 'w_home')
    .sort((a, b) => a.sort - b.sort)[0]?.url;
}

const language = detectLanguage();
for (const lng of new Set([language, 'en'])) {
  for (const ns of STARTUP_NAMESPACES) {
    void loadBundle(lng, ns)?.catch(() => undefined); // i18n.ts reports a failure when it asks
  }
}

const token = readStoredToken();
void startEarly({ path: '/site/permission' }, token);
if (isHomePath(window.location.pathname)) {
  const api = apiLanguage(language);
  const start = (request: TApiRequest) => startEarly(request, token);
  start(homeRequests.announcements(api)).then(
    async (res) => {
      const banner = res.ok ? firstHomeBanner((await res.clone().json()) as TAnnouncements) : undefined;
      if (banner) {
        preloadImage(banner);
      }
    },
    () => undefined,
  );
  // the menu and hot games come from this session's copies while they are fresh (spec §9 session
  // keys): a head start nobody adopts would hold a connection with its unread answer
  if (!hasFreshSessionCache(SESSION_KEYS.gameVendor, api)) {
    void start(homeRequests.menu(api));
  }
  if (!hasFreshSessionCache(SESSION_KEYS.hotGames, api)) {
    void start(homeRequests.hot(api));
  }
  void start(homeRequests.winners('JACKPOT'));
  void start(homeRequests.winners('BIG_WIN'));
}
