// Games in the console (issue 15, decision 046) seen from the player site: the owner flags a game
// hot and it leads the player's hot list; unflagged, it leaves it.
import { expect, test, type Page } from '@playwright/test';
import type { TGamePage } from '@pavilion/contracts/games';
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

test.beforeEach(({ page: _page }, testInfo) => {
  testInfo.annotations.push({ type: 'seed', description: `E2E_SEED=${SEED}` });
});

test('[CONSOLE] a game the owner flags hot shows in the player’s hot list', async ({ page, request }) => {
  const list = (await (await request.get('/api/games?gameType=RNG&pageSize=50')).json()) as TGamePage;
  const candidates = list.content.filter((g) => !g.maintenance && g.isHot !== 1);
  const game = candidates[SEED % candidates.length]!;
  expect(game).toBeTruthy();

  await signedIn(page, await adminToken(request));
  await page.goto('/console/games');
  await page.getByRole('searchbox', { name: 'Name' }).fill(game.displayName);
  await page.getByRole('combobox', { name: 'Vendor' }).selectOption(game.vassalage);
  await page.getByRole('combobox', { name: 'Category' }).selectOption('RNG');
  await page.getByRole('button', { name: 'Find' }).click();
  const row = page
    .getByTestId('table-row')
    .filter({ has: page.getByRole('cell', { name: String(game.nodeId), exact: true }) });
  await expect(row).toHaveCount(1);
  const hot = row.getByRole('switch', { name: `Hot: ${game.displayName}` });
  await expect(hot).toHaveAttribute('aria-checked', 'false');
  await hot.click();
  await expect(hot).toHaveAttribute('aria-checked', 'true');
  expect(await seriousAxeViolations(page, 'games')).toEqual([]);

  try {
    await page.goto('/hot');
    const card = page.getByTestId('account-games-hot').locator(`[data-node-id="${game.nodeId}"]`);
    await expect(card).toBeVisible();
    await expect(card).toContainText(game.displayName);
  } finally {
    await page.goto('/console/games');
    await page.getByRole('searchbox', { name: 'Name' }).fill(game.displayName);
    await page.getByRole('combobox', { name: 'Vendor' }).selectOption(game.vassalage);
    await page.getByRole('button', { name: 'Find' }).click();
    await row.getByRole('switch', { name: `Hot: ${game.displayName}` }).click();
    await expect(row.getByRole('switch', { name: `Hot: ${game.displayName}` })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  }
});
