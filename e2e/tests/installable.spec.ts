// The installable player site (issue 30, decision 068): the manifest and its icons, the service
// worker (allowed in this spec only: the config blocks it elsewhere), the install panel of /download
// and the document title per route and language.
import { expect, test, type Page } from '@playwright/test';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Keeps the browser's own install offer from reaching the app (the test's own passes), so the page shows its guide. */
async function withoutBrowserOffer(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener(
      'beforeinstallprompt',
      (e) => {
        if (!('fromTest' in e)) {
          e.stopImmediatePropagation();
        }
      },
      true,
    );
  });
}

test.describe('[PWA] manifest and headers', () => {
  test('[PWA] the manifest has the required fields and its icons load', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await res.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Pavilion',
      short_name: 'Pavilion',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    for (const src of [...manifest.icons.map((i) => i.src), appleIcon!, '/favicon.ico']) {
      const icon = await request.get(src);
      expect([src, icon.status()]).toEqual([src, 200]);
      expect((await icon.body()).length).toBeGreaterThan(200);
    }
    // an icon really decodes in the browser at its declared size
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, manifest.icons[1]!.src);
    expect(size).toEqual([512, 512]);

    // the theme's surface, whichever theme the browser prefers
    const surface = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-surface').trim(),
    );
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', surface);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', '/icons/icon-512.png');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
  });

  test('[PWA] the worker script is never cached by HTTP, robots.txt keeps crawlers off the API and console', async ({
    request,
  }) => {
    const worker = await request.get('/service-worker.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toContain('javascript');
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toMatch(/Disallow: \/api\/[\s\S]*Disallow: \/console/);
    expect((await request.get('/no-such-page')).status()).toBe(404);
  });
});

test.describe('[PWA] service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('[PWA] registers, controls the page after a reload, caches the shell and never an /api/ answer', async ({
    page,
    context,
  }) => {
    // a cache left by an older build, made before any worker runs: activation deletes it
    await page.goto('/robots.txt');
    await page.evaluate(async () => {
      await caches.open('pavilion-shell-older-build');
    });
    await page.goto('/');
    const state = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    expect(['activating', 'activated']).toContain(state);
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toMatch(/\/service-worker\.js$/);

    // the page's own API requests now pass the worker; add one more, then read every cache
    const status = await page.evaluate(async () => (await fetch('/api/site/status')).status);
    expect(status).toBe(200);
    await page.goto('/download');
    await expect(page.getByRole('heading', { name: 'Install Pavilion on this device' })).toBeVisible();
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((r) => new URL(r.url).pathname));
      }
      return { names: await caches.keys(), urls };
    });
    expect(cached.names.every((n) => n.startsWith('pavilion-'))).toBe(true);
    expect(cached.names).not.toContain('pavilion-shell-older-build');
    expect(cached.urls).toContain('/');
    expect(cached.urls).toContain('/manifest.webmanifest');
    expect(cached.urls.some((u) => u.startsWith('/assets/'))).toBe(true);
    expect(cached.urls.filter((u) => u.startsWith('/api') || u.startsWith('/console'))).toEqual([]);

    // offline, a page navigation is answered with the cached shell
    await context.setOffline(true);
    const offline = await page.goto('/help');
    expect(offline?.status()).toBe(200);
    await expect(page.locator('#root')).toBeAttached();
    await context.setOffline(false);
  });
});

test.describe('[PWA] install panel', () => {
  test('[PWA] /download shows the guide for this browser, and the install button when the browser offers one', async ({
    page,
  }) => {
    await withoutBrowserOffer(page);
    await page.goto('/download');
    const panel = page.getByRole('region', { name: 'Install Pavilion on this device' });
    await expect(
      panel.getByRole('list', { name: 'How to install on Computer (Chrome or Edge)' }),
    ).toContainText('install icon at the right end of the address bar');
    await expect(panel.getByRole('button', { name: 'Install' })).toHaveCount(0);

    // the browser's offer (Chromium's beforeinstallprompt) turns the guide into a button
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        fromTest: true,
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });
    await panel.getByRole('button', { name: 'Install' }).click();
    await expect(panel.getByRole('status')).toHaveText(/Pavilion is being installed/);
  });

  test('[PWA] an iPhone gets the Safari guide in zh and km at phone width; the installed app says so', async ({
    browser,
  }) => {
    const context = await browser.newContext({ userAgent: IPHONE_UA, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    for (const [lang, title, share] of [
      ['zh', '在此设备上安装 Pavilion', '点击“分享”按钮'],
      ['km', 'ដំឡើង Pavilion នៅលើឧបករណ៍នេះ', 'ចុចប៊ូតុង ចែករំលែក'],
    ] as const) {
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      await page.goto('/download');
      const panel = page.getByRole('region', { name: title });
      await expect(panel.getByRole('listitem').filter({ hasText: share })).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    }
    await context.close();

    const installed = await browser.newContext();
    const app = await installed.newPage();
    await app.addInitScript(() => {
      const real = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query === '(display-mode: standalone)'
          ? ({ ...real(query), matches: true } as MediaQueryList)
          : real(query);
    });
    await app.goto('/download');
    const panel = app.getByRole('region', { name: 'Install Pavilion on this device' });
    await expect(panel.getByRole('status')).toHaveText(
      'Pavilion is already installed: you are using the installed app.',
    );
    await installed.close();
  });
});

test('[PWA] the document title follows the route and the language', async ({ page }) => {
  await page.goto('/download');
  await expect(page).toHaveTitle('Download · Pavilion');
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page not found · Pavilion');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh');
  await expect(page).toHaveTitle('页面未找到 · Pavilion');
  await page.getByRole('link', { name: '返回首页' }).first().click();
  await expect(page).toHaveTitle('首页 · Pavilion');
  await page.getByRole('combobox', { name: '语言' }).selectOption('km');
  await expect(page).toHaveTitle('ទំព័រដើម · Pavilion');
});
