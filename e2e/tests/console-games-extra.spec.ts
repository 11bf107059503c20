// Games in the console (issue 15, decision 046) seen from the player site: the owner takes a game's
// hot flag off and it leaves the player's hot list (/hot, the first 12 hot games in catalogue
// order); flagged hot again, it comes back (seen in a new tab: the player site keeps the list for a
// while in the tab's session storage).
import { expect, test, type Page } from '@playwright/test';
import type { TGameItem } from '@pavilion/contracts/games';
import { adminToken } from '../support/api';
import { seriousAxeViolations } from '../support/axe';

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000_000);

async function signedIn(page: Page, token: string) {
  await page.addInitScript((v) => {
    sessionStorage.setItem('console.token', v);
    localStorage.setItem('console.lang', 'en');
    localStorage.setItem('console.theme', 'light');
    sessionStorage.setItem('USER_POPUP', '1');
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
  }, token);
}

/** The console's catalogue search narrowed to one game; answers its hot switch. */
async function hotSwitch(page: Page, game: TGameItem) {
  await page.goto('/console/games');
  await page.getByRole('searchbox', { name: 'Name' }).fill(game.displayName);
  await page.getByRole('combobox', { name: 'Vendor' }).selectOption(game.vassalage);
  await page.getByRole('combobox', { name: 'Category' }).selectOption(game.gameType);
  await page.getByRole('button', { name: 'Find' }).click();
  const row = page
    .getByTestId('table-row')
    .filter({ has: page.getByRole('cell', { name: String(game.nodeId), exact: true }) });
  await expect(row).toHaveCount(1);
  return row.getByRole('switch', { name: `Hot: ${game.displayName}` });
}

test.beforeEach(({ page: _page }, testInfo) => {
  testInfo.annotations.push({ type: 'seed', description: `E2E_SEED=${SEED}` });
});

test('[CONSOLE] the hot flag the owner toggles shows in the player’s hot list', async ({ page, request }) => {
  const hotList = (await (await request.get('/api/games/hot')).json()) as TGameItem[];
  const game = hotList[SEED % Math.min(hotList.length, 3)]!;
  expect(game).toBeTruthy();
  await signedIn(page, await adminToken(request));
  /** The player's /hot in a new tab: the site keeps the hot list for a while in the tab's session storage. */
  const playerHot = async () => {
    const player = await page.context().newPage();
    await player.goto('/hot');
    const list = player.getByTestId('account-games-hot');
    await expect(list.getByTestId('game-card').first()).toBeVisible();
    return { player, card: list.locator(`[data-node-id="${game.nodeId}"]`) };
  };

  const off = await hotSwitch(page, game);
  await expect(off).toHaveAttribute('aria-checked', 'true');
  await off.click();
  await expect(off).toHaveAttribute('aria-checked', 'false');
  expect(await seriousAxeViolations(page, 'games')).toEqual([]);
  const without = await playerHot();
  await expect(without.card).toHaveCount(0);
  await without.player.close();

  const on = await hotSwitch(page, game);
  await on.click();
  await expect(on).toHaveAttribute('aria-checked', 'true');
  const back = await playerHot();
  await expect(back.card).toBeVisible();
  await expect(back.card).toContainText(game.displayName);
});
