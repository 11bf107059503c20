// Front-end targets of issue 26: `npm run build && npm run bench -- frontend` (not part of the test
// run; builds nothing itself). Starts the built server as `npm start` runs it (embedded PGlite in a
// fresh folder, demo seed) and measures in headless Debian Chromium, RUNS runs each (7 by default),
// printing each median beside its target with PASS or FAIL:
//  1. the home page's initial JavaScript: gzip bytes of every script the page loaded before the
//     network went idle, counted from the built files (target < 150 KB);
//  2. Lighthouse mobile performance (its default: simulated slow 4G, 4x CPU) of /, /rng, /sports
//     and /lottery (target >= 95 each);
//  3. click on a top-navigation entry of the loaded home page -> first game card of /rng painted
//     (target < 300 ms), beside when its games request answered;
//  4. click on the header's Log in / Register -> the dialog's form fields and submit button usable
//     (target < 300 ms), the first dialog opened on a fresh visit;
//  5. first interaction of a page loaded cold (navigation start -> its first control usable): the
//     first card's Play button of /hot, Spin of a slot and the first chip of a roulette table, as a
//     logged-in demo member (target < 800 ms).
// Each figure also prints the spread of its runs; a run that times out counts as a failure.
import { spawn, type ChildProcess } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PORT = Number(process.env.BENCH_PORT ?? 3178);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.RUNS ?? 7);
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? RUNS);
const LIGHTHOUSE_PATHS = (process.env.LIGHTHOUSE_PATHS ?? '/,/rng,/sports,/lottery')
  .split(',')
  .filter(Boolean);
const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'apps/web/dist');

// ---------------------------------------------------------------------------------------------
// the server

type TServer = { stop: () => void };

async function startServer(): Promise<TServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pavilion-frontend-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      PORT: String(PORT),
      PGLITE_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'bench-admin-password',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 360; i += 1) {
    if (child.exitCode !== null) {
      break;
    }
    try {
      if ((await fetch(`${BASE}/api/site/status`)).ok) {
        return { stop };
      }
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  throw new Error(`the server did not start on port ${PORT}`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Rejects after `ms`: one stuck run must not hang the bench. */
function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function api<T>(pathname: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${BASE}/api${pathname}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init?.headers },
  });
  if (!res.ok) {
    throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
  }
  return (await res.json()) as T;
}

/** The seeded demo player's session token (README: player01 / Player123). */
async function memberToken(): Promise<string> {
  const { spki } = await api<{ spki: string }>('/site/public-key');
  const password = publicEncrypt(
    {
      key: Buffer.from(spki, 'base64'),
      format: 'der',
      type: 'spki',
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    Buffer.from('Player123'),
  ).toString('base64');
  const login = await api<{ token?: string; status?: string }>('/auth/login', {
    method: 'POST',
    body: JSON.stringify({ type: 'username', username: 'player01', password: `rsa:${password}` }),
  });
  if (!login.token) {
    throw new Error(`the demo player's login gave no token (${JSON.stringify(login)})`);
  }
  return login.token;
}

async function firstGameId(query: string): Promise<number> {
  const page = await api<{ content: { nodeId: number; maintenance: boolean }[] }>(
    `/games?clientType=3&pageNo=1&pageSize=20&${query}`,
  );
  const game = page.content.find((g) => !g.maintenance);
  if (!game) {
    throw new Error(`no game for ${query}`);
  }
  return game.nodeId;
}

// ---------------------------------------------------------------------------------------------
// statistics and the report

type TFigure = {
  label: string;
  unit: string;
  target: string;
  values: number[];
  pass: (m: number) => boolean;
  ok?: boolean;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) {
    return Number.NaN;
  }
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const figures: TFigure[] = [];

function report(figure: TFigure, failures = 0): void {
  const m = median(figure.values);
  const ok = failures === 0 && figure.pass(m);
  figures.push({ ...figure, ok });
  const spread =
    figure.values.length > 0
      ? `${Math.min(...figure.values).toFixed(figure.unit === 'KB' ? 1 : 0)}–${Math.max(...figure.values).toFixed(figure.unit === 'KB' ? 1 : 0)}`
      : 'none';
  console.log(
    `${ok ? 'PASS' : 'FAIL'}  ${figure.label}: median ${m.toFixed(figure.unit === 'KB' ? 1 : 0)} ${figure.unit} (target ${figure.target}; ${figure.values.length} runs, ${spread}${failures ? `, ${failures} failed` : ''})`,
  );
}

/** Runs `work` RUNS times (each with its own timeout), keeping the values of those that finished. */
async function repeat<T>(
  what: string,
  runs: number,
  ms: number,
  work: (i: number) => Promise<T>,
): Promise<{ values: T[]; failures: number }> {
  const values: T[] = [];
  let failures = 0;
  for (let i = 0; i < runs; i += 1) {
    try {
      values.push(await withTimeout(work(i), ms, `${what} run ${i + 1}`));
    } catch (error) {
      failures += 1;
      console.log(`  ${what} run ${i + 1} failed: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  return { values, failures };
}

// ---------------------------------------------------------------------------------------------
// browser helpers

async function newContext(
  browser: Browser,
  options: { token?: string; mobile?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: options.mobile ? { width: 412, height: 823 } : { width: 1280, height: 900 },
  });
  // tsx keeps function names with a __name helper the page does not have
  await context.addInitScript('globalThis.__name = (f) => f;');
  // the start-up popups (notice, promotion) would cover the page once a session
  await context.addInitScript((token) => {
    sessionStorage.setItem('USER_POPUP', '1');
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    if (token) {
      sessionStorage.setItem('token', token);
    }
  }, options.token ?? null);
  return context;
}

// ---------------------------------------------------------------------------------------------
// 1. initial JavaScript of the home page

const gzippedCache = new Map<string, number>();
function gzipped(pathname: string): number {
  let size = gzippedCache.get(pathname);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, pathname))).length;
    gzippedCache.set(pathname, size);
  }
  return size;
}

async function homeJavaScript(browser: Browser): Promise<{ kb: number; files: string[] }> {
  const context = await newContext(browser, { mobile: true });
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.origin === BASE && res.request().resourceType() === 'script') {
        scripts.add(url.pathname);
      }
    });
    await page.goto(`${BASE}/`, { waitUntil: 'networkidle' });
    const files = [...scripts].sort();
    return { kb: files.reduce((sum, p) => sum + gzipped(p), 0) / 1024, files };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// 2. Lighthouse

async function lighthouseRun(pathname: string): Promise<{ score: number; detail: string }> {
  const chrome = await launchChrome({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(`${BASE}${pathname}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) {
      throw new Error(`lighthouse: ${lhr?.runtimeError?.message ?? 'no result'}`);
    }
    const audit = (id: string) => lhr.audits[id]?.displayValue ?? '?';
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      detail: `FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, SI ${audit('speed-index')}, CLS ${audit('cumulative-layout-shift')}`,
    };
  } finally {
    chrome.kill();
  }
}

// ---------------------------------------------------------------------------------------------
// 3. and 4. a click on the loaded home page until something is usable

type TClick = { totalMs: number; apiEndMs: number | null };

/**
 * Clicks `clickSelector` (its element whose text is `clickText`, when given) and resolves in the
 * frame after `readySelector` matches a visible element that is not disabled. `readyAll` must
 * all match. The time is measured in the page, from just before the click.
 */
function clickUntil(
  page: Page,
  args: { click: string; clickText?: string; ready: string[]; api?: string },
): Promise<TClick> {
  return page.evaluate(({ click, clickText, ready, api }) => {
    const target = [...document.querySelectorAll<HTMLElement>(click)].find(
      (el) => clickText === undefined || el.textContent?.trim() === clickText,
    );
    if (!target) {
      throw new Error(`nothing to click: ${click} ${clickText ?? ''}`);
    }
    const usable = (selector: string) =>
      [...document.querySelectorAll<HTMLElement>(selector)].some(
        (el) =>
          !(el as HTMLButtonElement).disabled &&
          el.getClientRects().length > 0 &&
          getComputedStyle(el).visibility !== 'hidden',
      );
    const start = performance.now();
    target.click();
    return new Promise<TClick>((resolve) => {
      const check = () => {
        if (ready.every(usable)) {
          // the frame that shows it
          requestAnimationFrame(() =>
            setTimeout(() => {
              const entry = api
                ? performance
                    .getEntriesByType('resource')
                    .find((e) => e.startTime >= start - 50 && e.name.includes(api))
                : undefined;
              resolve({
                totalMs: performance.now() - start,
                apiEndMs: entry ? (entry as PerformanceResourceTiming).responseEnd - start : null,
              });
            }, 0),
          );
        } else {
          requestAnimationFrame(check);
        }
      };
      check();
    });
  }, args);
}

async function onLoadedHome<T>(browser: Browser, work: (page: Page) => Promise<T>): Promise<T> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${BASE}/`, { waitUntil: 'networkidle' });
    return await work(page);
  } finally {
    await context.close();
  }
}

/** A dialog is interactive once its form's first text field and its submit button are usable. */
const dialogReady = (testId: string) => [
  `dialog[open][data-testid="${testId}"] form input:not([type="hidden"]):not([type="checkbox"])`,
  `dialog[open][data-testid="${testId}"] form button[type="submit"]`,
];

// ---------------------------------------------------------------------------------------------
// 5. first interaction of a page loaded cold

/** Navigation start (the page's time origin) -> the first frame in which `selector` is usable. */
async function firstInteraction(
  browser: Browser,
  url: string,
  selector: string,
  text: string | null,
  token: string,
): Promise<number> {
  const context = await newContext(browser, { token });
  try {
    await context.addInitScript(
      ({ selector, text }) => {
        const check = () => {
          const ok = [...document.querySelectorAll<HTMLElement>(selector)].some(
            (el) =>
              (text === null || el.textContent?.trim() === text) &&
              !(el as HTMLButtonElement).disabled &&
              el.getClientRects().length > 0,
          );
          if (ok) {
            requestAnimationFrame(() =>
              setTimeout(() => {
                (window as unknown as { __ready: number }).__ready = performance.now();
              }, 0),
            );
          } else {
            requestAnimationFrame(check);
          }
        };
        requestAnimationFrame(check);
      },
      { selector, text },
    );
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => typeof (window as unknown as { __ready?: number }).__ready === 'number',
      null,
      {
        timeout: 30_000,
        polling: 50,
      },
    );
    return page.evaluate(() => (window as unknown as { __ready: number }).__ready);
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------

export async function main(): Promise<void> {
  statSync(path.join(dist, 'index.html'));
  statSync(path.join(root, 'apps/server/dist/main.js'));
  const server = await startServer();
  let browser: Browser | null = null;
  const onSignal = () => {
    server.stop();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
    // a first visit warms the server's caches (catalogue, site configuration) before any timing
    await onLoadedHome(browser, async () => undefined);
    const b = browser;
    console.log(`Front end (issue 26), ${RUNS} runs each, ${BASE}`);

    const home = await repeat('home JavaScript', RUNS, 60_000, () => homeJavaScript(b));
    const last = home.values.at(-1);
    if (last) {
      console.log(
        `  home scripts (${last.files.length}): ${last.files.map((f) => `${path.basename(f)} ${(gzipped(f) / 1024).toFixed(1)}`).join(', ')}`,
      );
    }
    report(
      {
        label: 'home initial JavaScript (gzip)',
        unit: 'KB',
        target: '< 150 KB',
        values: home.values.map((v) => v.kb),
        pass: (m) => m < 150,
      },
      home.failures,
    );

    const card = await repeat('click to first card', RUNS, 60_000, () =>
      onLoadedHome(b, (page) =>
        clickUntil(page, {
          click: '[data-testid="top-nav"] a[data-code="RNG"]',
          ready: ['[data-testid="game-list-page"] [data-testid="game-card"]'],
          api: '/api/games?',
        }),
      ),
    );
    const apiEnds = card.values.flatMap((v) => (v.apiEndMs === null ? [] : [v.apiEndMs]));
    console.log(
      `  games request answered at median ${median(apiEnds).toFixed(0)} ms after the click (${apiEnds.length} runs saw it)`,
    );
    report(
      {
        label: 'home -> /rng click to first card',
        unit: 'ms',
        target: '< 300 ms',
        values: card.values.map((v) => v.totalMs),
        pass: (m) => m < 300,
      },
      card.failures,
    );

    for (const [button, dialog] of [
      ['Log in', 'login-modal'],
      ['Register', 'register-modal'],
    ] as const) {
      const runs = await repeat(`${button} dialog`, RUNS, 60_000, () =>
        onLoadedHome(b, (page) =>
          clickUntil(page, { click: 'header button', clickText: button, ready: dialogReady(dialog) }),
        ),
      );
      report(
        {
          label: `${button} dialog: click to interactive`,
          unit: 'ms',
          target: '< 300 ms',
          values: runs.values.map((v) => v.totalMs),
          pass: (m) => m < 300,
        },
        runs.failures,
      );
    }

    const token = await memberToken();
    const slot = await firstGameId('gameType=RNG&vendor=INHOUSE&subType=slot');
    const roulette = await firstGameId('gameType=BGS&subType=roulette');
    for (const [label, url, selector, text] of [
      ['Hot games (/hot): first Play button', '/hot', '[data-testid="game-card"] button', null],
      [`slot game page (/seamless?nodeId=${slot}): Spin`, `/seamless?nodeId=${slot}`, 'button', 'Spin'],
      [
        `table game page, roulette (/seamless?nodeId=${roulette}): first chip`,
        `/seamless?nodeId=${roulette}`,
        '[role="radiogroup"] [role="radio"]',
        null,
      ],
    ] as const) {
      const runs = await repeat(label, RUNS, 60_000, () =>
        firstInteraction(b, `${BASE}${url}`, selector, text, token),
      );
      report(
        {
          label: `${label}, navigation to first interaction`,
          unit: 'ms',
          target: '< 800 ms',
          values: runs.values,
          pass: (m) => m < 800,
        },
        runs.failures,
      );
    }
    await browser.close();
    browser = null;

    for (const pathname of LIGHTHOUSE_PATHS) {
      const runs = await repeat(`Lighthouse ${pathname}`, LIGHTHOUSE_RUNS, 180_000, async (i) => {
        const run = await lighthouseRun(pathname);
        console.log(`  Lighthouse ${pathname} run ${i + 1}: ${run.score} (${run.detail})`);
        return run.score;
      });
      report(
        {
          label: `Lighthouse mobile performance ${pathname}`,
          unit: 'points',
          target: '>= 95',
          values: runs.values,
          pass: (m) => m >= 95,
        },
        runs.failures,
      );
    }
    const passed = figures.filter((f) => f.ok).length;
    console.log(`Front end: ${passed} of ${figures.length} figures at their target`);
  } finally {
    await browser?.close().catch(() => undefined);
    server.stop();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

await main();
