// The lobby of issue 3 in Chromium against the real server and its seeded catalogue: home page,
// top navigation, game list centre (virtual grid, filters, search, in-house), favourites, recent
// games, launch routing, the jackpot ticker, the notice modal and the startup popups.
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

type TGame = { nodeId: number; displayName: string; vassalage: string; isGame: string };
type TPage = { content: TGame[]; total: number; totalPages: number };

const DEMO_MEMBERS: [string, string][] = [
  ['player01', 'Player123'],
  ['player02', 'Player123'],
];

/** Logs a demo member in through the API (password RSA-OAEP encrypted as the browser does). */
async function memberToken(request: APIRequestContext): Promise<string> {
  const { spki } = (await (await request.get('/api/site/public-key')).json()) as { spki: string };
  const key = createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' });
  for (const [username, password] of DEMO_MEMBERS) {
    const encrypted = publicEncrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(password),
    );
    const res = await request.post('/api/auth/login', {
      data: { type: 'username', username, password: `rsa:${encrypted.toString('base64')}` },
    });
    const body = (await res.json()) as { status?: string; token?: string };
    if (res.ok() && body.status === 'ok' && body.token) {
      return body.token;
    }
  }
  throw new Error('no demo member could log in');
}

/** Every page load of this test starts with that session token (or none) and popups already seen. */
async function useSession(page: Page, token: string | null, popupsSeen = true) {
  await page.addInitScript(
    ([t, seen]) => {
      if (seen) {
        sessionStorage.setItem('USER_POPUP', '1');
        sessionStorage.setItem('ANONYMOUS_POPUP', '1');
      }
      if (t) {
        sessionStorage.setItem('token', t);
      }
    },
    [token, popupsSeen] as const,
  );
}

async function gamePage(request: APIRequestContext, query: string): Promise<TPage> {
  return (await (await request.get(`/api/games?${query}`)).json()) as TPage;
}

/** Scrolls to a lazy section's placeholder or the section itself, whichever is attached at the time. */
async function scrollUntilAttached(target: Locator): Promise<void> {
  await expect(async () => {
    await target.scrollIntoViewIfNeeded({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

const countText = (n: number) => new RegExp(`^${n.toLocaleString('en-US')} games?$`);

test.describe('[LOBBY] lobby', () => {
  test('[LOBBY] home shows notices, banners, hot games, winners and category sections', async ({ page }) => {
    await useSession(page, null);
    await page.goto('/');
    await expect(page.getByTestId('notice-marquee')).toBeVisible();
    await expect(page.getByTestId('banner-carousel').getByRole('group')).toHaveCount(4);
    const hot = page.getByTestId('hot-games').getByTestId('game-tile');
    await expect(hot.first()).toBeVisible();
    expect(await hot.count()).toBeLessThanOrEqual(12);
    // nobody has won a pool: no jackpot game is open yet (decision 021)
    await expect(page.getByTestId('jackpot-winners')).toHaveCount(0);
    await expect(page.getByTestId('biggest-wins')).toBeVisible();
    expect(await page.getByTestId('biggest-wins').getByRole('listitem').count()).toBeLessThanOrEqual(9);
    await expect(page.getByTestId('section-SPORTS').getByTestId('vendor-tile')).toHaveCount(3);
    // game sections far below the fold are placeholders until scrolled near: no request, no tiles
    await expect(page.getByTestId('section-RNG-pending')).toHaveCount(1);
    const live = page.getByTestId('section-LIVE');
    // the placeholder is swapped for the section while it scrolls in: scroll again until one stays
    await scrollUntilAttached(page.getByTestId('section-LIVE-pending').or(live));
    await expect(live.getByTestId('game-tile').first()).toBeVisible();
    await expect(live.getByRole('button', { name: /Scroll Live casino forward/ })).toBeVisible();
    await expect(live.getByRole('link', { name: 'More Live casino' })).toHaveAttribute('href', '/live');
    // slot-type tiles have no Play now button; the others do
    await scrollUntilAttached(page.getByTestId('section-RNG-pending').or(page.getByTestId('section-RNG')));
    await expect(
      page
        .getByTestId('section-RNG')
        .getByTestId('game-tile')
        .first()
        .getByRole('button', { name: /^Play / }),
    ).toHaveCount(0);
    // a fishing title opens a shared sea (decision 056): Play now, not Coming soon
    const fish = page.getByTestId('section-FISH');
    await scrollUntilAttached(page.getByTestId('section-FISH-pending').or(fish));
    await expect(
      fish
        .getByTestId('game-tile')
        .first()
        .getByRole('button', { name: /^Play / }),
    ).toHaveText('Play now');
  });

  test('[LOBBY] top navigation keeps the spec order and shows vendors in a drop menu', async ({ page }) => {
    await useSession(page, null);
    await page.goto('/');
    const nav = page.getByTestId('top-nav');
    await expect(nav.locator('a[data-code]').first()).toBeVisible();
    const codes = await nav
      .locator('a[data-code]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('data-code')));
    expect(codes).toEqual([
      'HOME',
      'HOT',
      'ELOTT',
      'LOTT',
      'LIVE',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
      'ESPORTS',
      'COCKFIGHT',
      'BINGO',
      'BGS',
      'PROMOTIONS',
      'FAVORITE',
    ]);
    await nav.locator('a[data-code="RNG"]').hover();
    await expect(page.getByTestId('nav-drop-menu')).toHaveAttribute('data-layout', 'large');
    await nav.locator('a[data-code="LIVE"]').hover();
    const drop = page.getByTestId('nav-drop-menu');
    await expect(drop).toHaveAttribute('data-layout', 'normal');
    await expect(drop.getByRole('button', { name: 'Pavilion Live · DG' })).toBeVisible();
    await nav.locator('a[data-code="RNG"]').hover();
    await page.getByTestId('nav-drop-menu').getByRole('button', { name: 'Pavilion Originals' }).click();
    await expect(page).toHaveURL(/\/rng\?vassalage=INHOUSE$/);
  });

  test('[LOBBY] guests are asked to log in before favourites or a launch', async ({ page }) => {
    await useSession(page, null);
    await page.goto('/');
    await page.getByTestId('top-nav').locator('a[data-code="FAVORITE"]').click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await page.getByTestId('login-modal').getByRole('button', { name: 'Close' }).click();
    await page.goto('/bgs');
    await page
      .getByTestId('game-card')
      .first()
      .getByRole('button', { name: /^Play / })
      .click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
  });

  test('[LOBBY] /rng scrolls to the last game of the whole list with a bounded DOM', async ({
    page,
    request,
  }) => {
    const first = await gamePage(request, 'gameType=RNG&pageSize=20');
    const last = await gamePage(request, `gameType=RNG&pageSize=20&pageNo=${first.totalPages}`);
    const lastGame = last.content[last.content.length - 1]!;
    await useSession(page, null);
    await page.goto('/rng');
    await expect(page.getByTestId('game-count')).toHaveText(countText(first.total));
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    // each scroll to the bottom loads the next page: scroll until the last game is there
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.locator(`[data-node-id="${lastGame.nodeId}"]`)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.locator(`[data-node-id="${lastGame.nodeId}"]`)).toContainText(lastGame.displayName);
    const cards = await page.getByTestId('game-card').count();
    expect(cards).toBeLessThan(60);
    const elements = await page.evaluate(() => document.body.getElementsByTagName('*').length);
    expect(elements).toBeLessThan(800);
  });

  test('[LOBBY] type chips, toggles and search narrow the list', async ({ page, request }) => {
    await useSession(page, null);
    await page.goto('/rng');
    const all = await gamePage(request, 'gameType=RNG&pageSize=1');
    await expect(page.getByTestId('game-count')).toHaveText(countText(all.total));
    await page.getByRole('button', { name: 'Scratch', exact: true }).click();
    const scratch = await gamePage(request, 'gameType=RNG&subType=scratch&pageSize=1');
    expect(scratch.total).toBeLessThan(all.total);
    await expect(page.getByTestId('game-count')).toHaveText(countText(scratch.total));
    await page.getByLabel('1-unit minimum bet').check();
    const cheap = await gamePage(request, 'gameType=RNG&subType=scratch&minBet1=1&pageSize=1');
    await expect(page.getByTestId('game-count')).toHaveText(countText(cheap.total));
    await page.getByLabel('1-unit minimum bet').uncheck();
    await page.getByRole('button', { name: 'All types' }).click();
    await page.getByLabel('25+ lines').check();
    const lines = await gamePage(request, 'gameType=RNG&lines25=1&pageSize=1');
    expect(lines.total).toBeLessThan(all.total);
    await expect(page.getByTestId('game-count')).toHaveText(countText(lines.total));
    await page.getByLabel('25+ lines').uncheck();
    await page.getByRole('searchbox', { name: 'Search games' }).fill('dragon');
    const dragon = await gamePage(request, 'gameType=RNG&q=dragon&pageSize=20');
    expect(dragon.total).toBeGreaterThan(0);
    await expect(page.getByTestId('game-count')).toHaveText(countText(dragon.total));
    await expect(page.getByTestId('game-card').first()).toContainText(/dragon/i);
  });

  test('[LOBBY] /rng?vassalage=INHOUSE lists the in-house games with its tab selected', async ({
    page,
    request,
  }) => {
    const inhouse = await gamePage(request, 'gameType=RNG&vendor=INHOUSE&pageSize=20');
    await useSession(page, null);
    await page.goto('/rng?vassalage=INHOUSE');
    await expect(
      page.getByTestId('vendor-tabs').getByRole('button', { name: 'Pavilion Originals' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('game-count')).toHaveText(countText(inhouse.total));
    await expect(page.getByTestId('game-card').first()).toContainText(inhouse.content[0]!.displayName);
    await page.getByTestId('vendor-tabs').getByRole('button', { name: 'All' }).click();
    await expect(page).toHaveURL(/\/rng$/);
  });

  test('[LOBBY] the jackpot number shows only on games with a pool and ticks up by 165.11 every 3 seconds', async ({
    page,
  }) => {
    await useSession(page, null);
    await page.goto('/rng');
    // the first cards are playable slots and tables without a pool: no invented jackpot on them
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    await expect(page.getByTestId('game-card').first().getByTestId('jackpot')).toHaveCount(0);
    await page.getByRole('button', { name: 'Jackpot', exact: true }).click();
    const jackpot = page.getByTestId('game-card').first().getByTestId('jackpot');
    await expect(jackpot).toHaveText(/^\$[\d,]+\.\d{2}$/);
    const read = async () => Number((await jackpot.innerText()).replace(/[^\d.]/g, ''));
    const before = await read();
    await expect.poll(read, { timeout: 5000 }).toBeGreaterThan(before);
    const step = Math.round(((await read()) - before) * 100);
    expect(step % 16_511).toBe(0);
  });

  test('[LOBBY] a notice opens the notice modal at that notice', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await useSession(page, null);
    await page.goto('/');
    const items = page.getByTestId('notice-marquee').getByRole('button');
    const title = await items.nth(1).innerText();
    await items.nth(1).click();
    const modal = page.getByTestId('notice-modal');
    await expect(modal.getByRole('heading', { level: 3 })).toHaveText(title);
    await expect(modal.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  test('[LOBBY] startup popups show once per session', async ({ page }) => {
    await page.goto('/');
    const popup = page.getByTestId('startup-popup');
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('banner-carousel')).toBeVisible();
    await expect(popup).toHaveCount(0);
  });

  test('[LOBBY] a trial user is told a real account is needed to keep favourites', async ({
    page,
    request,
  }) => {
    const res = await request.post('/api/auth/free-play', { data: {} });
    const { token } = (await res.json()) as { token: string };
    await useSession(page, token);
    await page.goto('/rng');
    await page
      .getByTestId('game-card')
      .first()
      .getByRole('button', { name: /to favourites$/ })
      .click();
    await expect(page.getByTestId('real-account-modal')).toBeVisible();
  });

  test('[LOBBY] a member adds and removes a favourite, and launches from the lobby', async ({
    page,
    request,
  }) => {
    const token = await memberToken(request);
    await useSession(page, token);
    await page.goto('/rng');
    const card = page.getByTestId('game-card').nth(2);
    const name = (await card.locator('[title]').first().getAttribute('title'))!;
    await card.getByRole('button', { name: `Add ${name} to favourites` }).click();
    await expect(card.getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto('/favorite');
    const favourite = page.getByTestId('game-card').filter({ hasText: name });
    await expect(favourite).toBeVisible();
    // the server takes one favourite change a second per member: click until it accepts the removal
    await expect(async () => {
      const answer = page.waitForResponse(
        (r) => r.url().includes('/api/games/favourites/') && r.request().method() === 'DELETE',
        {
          timeout: 2_000,
        },
      );
      await favourite
        .getByRole('button', { name: `Remove ${name} from favourites` })
        .click({ timeout: 2_000 });
      expect((await answer).ok()).toBe(true);
    }).toPass({ timeout: 15_000 });
    await expect(favourite).toHaveCount(0);

    // a lottery vendor routes to its lottery page
    await page.goto('/lott');
    await page.getByRole('button', { name: 'Open 11 Choose 5' }).click();
    await expect(page).toHaveURL(/\/lottery\?gameCode=[\w-]+/);

    // a playable game launches and shows in /recent
    await page.goto('/bgs');
    const table = page.getByTestId('game-card').first();
    const tableName = (await table.locator('[title]').first().getAttribute('title'))!;
    await table.getByRole('button', { name: `Play ${tableName}` }).click();
    await expect(page).toHaveURL(/\/seamless\?nodeId=\d+/);

    // the single cockfight vendor opens the sportsbook on cockfight (issue 16) and is no recent game
    await page.goto('/');
    await page.getByTestId('top-nav').locator('a[data-code="COCKFIGHT"]').click();
    await expect(page).toHaveURL(/\/cockfight\?vendor=SV388$/);
    await expect(page.getByTestId('sportsbook')).toHaveAttribute('data-vertical', 'COCKFIGHT');
    await page.goto('/recent');
    await expect(page.getByTestId('game-card').filter({ hasText: tableName })).toHaveCount(1);
    await expect(page.getByTestId('game-card').filter({ hasText: 'SV388' })).toHaveCount(0);
  });

  test('[LOBBY] a sports vendor tile opens the sportsbook; a jackpot title the not-open screen, for guests too, in their language', async ({
    page,
  }) => {
    await useSession(page, null);
    await page.goto('/');
    const sports = page.getByTestId('section-SPORTS');
    await sports.scrollIntoViewIfNeeded();
    await sports.getByRole('button', { name: 'Play Pavilion Sportsbook · IBC' }).click();
    await expect(page).toHaveURL(/\/sports\?vendor=IBC$/);
    await expect(page.getByTestId('login-modal')).toHaveCount(0);
    await expect(page.getByTestId('sportsbook')).toHaveAttribute('data-vertical', 'SPORTS');
    // /live, /fish, /pvp and /bingo are the shared engines' lobbies now (decisions 050, 056); a
    // jackpot title still says not open (no pool is paid by any engine of ours)
    await page.goto('/rng');
    await page.getByRole('button', { name: 'Jackpot', exact: true }).click();
    const card = page.getByTestId('game-card').first();
    await expect(card.getByRole('button', { name: /: not open yet$/ })).toHaveText('Coming soon');
    await card.getByRole('button', { name: /: not open yet$/ }).click();
    await expect(page).toHaveURL(/\/coming-soon\?vertical=jackpot$/);
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
    await page.goto('/coming-soon?vertical=jackpot');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('奖池游戏尚未开放');
    await page.getByRole('link', { name: '玩老虎机' }).click();
    await expect(page).toHaveURL(/\/rng$/);
  });

  test('[LOBBY] a container opens the game popup listing its games', async ({ page, request }) => {
    const container = (await gamePage(request, 'gameType=RNG&vendor=INHOUSE&pageSize=100')).content.find(
      (g) => g.isGame === 'VASSALAGE',
    )!;
    const token = await memberToken(request);
    await useSession(page, token);
    await page.goto(`/rng?vassalage=${container.vassalage}`);
    await page.getByRole('searchbox', { name: 'Search games' }).fill(container.displayName);
    await expect(page.getByTestId('game-count')).toHaveText(/^1 game$/);
    await page.getByRole('button', { name: `Play ${container.displayName}` }).click();
    const popup = page.getByTestId('game-popup');
    await expect(popup.getByRole('heading', { name: container.displayName })).toBeVisible();
    expect(await popup.getByRole('listitem').count()).toBeGreaterThan(0);
  });

  test('[LOBBY] home and the game list pass axe in both themes', async ({ page }) => {
    test.slow(); // four axe scans of pages with ~1,500 elements
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await useSession(page, null);
    for (const theme of ['dark', 'light']) {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      for (const path of ['/', '/rng']) {
        await page.goto(path);
        await expect(
          page.locator('[data-testid="hot-games"], [data-testid="game-card"]').first(),
        ).toBeVisible();
        const result = await new AxeBuilder({ page })
          .include('main')
          .include('[data-testid="top-nav"]')
          .analyze();
        expect(result.violations.map((v) => `${theme} ${path} ${v.id}`)).toEqual([]);
      }
    }
  });

  test('[LOBBY] lobby pages fit a phone screen without sideways scrolling', async ({ page }) => {
    await useSession(page, null);
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of ['/', '/rng', '/sports', '/hot']) {
      await page.goto(path);
      await expect(page.getByTestId('top-nav')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
