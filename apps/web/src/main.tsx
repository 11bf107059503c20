// Start-up: the site configuration (and, on a home path, the home page's data) is requested at
// once, in parallel with the active language's translations; React renders when those arrive.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { queryClient } from '@/app/query-client';
import { isHomePath } from '@/features/lobby/api/home-requests';
import { prefetchHome } from '@/features/lobby/api/prefetch-home';
import { detectLanguage, initI18n } from '@/shared/i18n/i18n';
import { listenForInstallPrompt } from '@/shared/pwa/install-prompt';
import { registerServiceWorker } from '@/shared/pwa/register-service-worker';
import { permissionQuery } from '@/shared/site/use-permission';
import { initTheme } from '@/shared/theme/theme';
import '@/app/global.css';

const language = detectLanguage();
void queryClient.prefetchQuery(permissionQuery);
if (isHomePath(window.location.pathname)) {
  prefetchHome(queryClient, language);
}
// The zh and km faces' @font-face rules (~120 KB of unicode ranges) are their own stylesheet,
// fetched beside the start-up rather than blocking the first paint (issue 26): each face is
// font-display: swap anyway, and an English page downloads none of the font files.
void import('@/app/fonts');
initTheme();
listenForInstallPrompt();
registerServiceWorker();

// The first render runs as a transition: React renders the whole page in slices of a few
// milliseconds, so the start-up never blocks input for one long task.
function render() {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// a failed translation chunk still renders (i18next shows keys) rather than a blank page
initI18n(language).then(render, render);
