// Registers the service worker (decision 068) in production builds only: the dev server has no
// worker, and a worker there would answer with stale modules. Registration waits for the page's
// load, so storing the shell never competes with the first visit's own downloads.
const WORKER_URL = '/service-worker.js';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) {
    return;
  }
  const register = () => {
    // a refused registration (private mode, a blocked worker) leaves the site as it was without one
    navigator.serviceWorker.register(WORKER_URL).catch(() => undefined);
  };
  if (document.readyState === 'complete') {
    register();
  } else {
    window.addEventListener('load', register, { once: true });
  }
}
