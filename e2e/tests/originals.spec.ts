// The Pavilion Originals in Chromium against the real server (decision 077): a funded member rolls
// dice, runs a short auto-bet (each round its own request) and plays a mines round: start, reveal
// a tile, cash out (or lose it on a mine). The rounds list and the balance follow.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createFundedMember } from '../support/funded-member';

type TGame = { nodeId: number; gameCode: string; displayName: string };

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000);

async function useSession(page: Page, token: string) {
  await page.addInitScript((t) => {
    sessionStorage.setItem('USER_POPUP', '1');
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('token', t);
  }, token);
}

async function originals(request: APIRequestContext): Promise<Record<string, TGame>> {
  const res = await request.get('/api/games?gameType=RNG&subType=originals&pageSize=20');
  expect(res.ok(), await res.text()).toBe(true);
  const games = ((await res.json()) as { content: TGame[] }).content;
  return Object.fromEntries(games.map((g) => [g.gameCode.replace('originals-', ''), g]));
}

async function settledRounds(page: Page, count: number) {
  await expect(page.getByTestId('recent-round')).toHaveCount(count, { timeout: 15_000 });
  await expect(page.locator('[data-testid="recent-round"][data-kind="open"]')).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('[ORIGINALS] a member rolls dice, runs an auto-bet and plays a mines round', async ({
  page,
  request,
}) => {
  const username = `orig${SEED}${Math.floor(Math.random() * 1000)}`.slice(0, 16);
  const { token } = await createFundedMember(request, username, 100_000);
  const games = await originals(request);
  expect(Object.keys(games).sort()).toEqual(['dice', 'keno', 'limbo', 'mines', 'plinko']);
  await useSession(page, token);

  await page.goto(`/seamless?nodeId=${games.dice!.nodeId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dice' })).toBeVisible();
  await expect(page.getByTestId('dice-multiplier')).toHaveText('1.9800×');
  // a target out of range is a field message, and the roll is disabled
  await page.getByLabel('Target (0.01–99.99)').fill('99.5');
  await expect(page.getByRole('alert').filter({ hasText: 'from 0.01 to 99.99' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Roll', exact: true })).toBeDisabled();
  await page.getByLabel('Target (0.01–99.99)').fill('50');
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await settledRounds(page, 1);
  await expect(page.getByTestId('result-banner')).toBeVisible();

  await page.getByLabel('Number of bets').fill('3');
  await page.getByRole('button', { name: 'Start auto-bet' }).click();
  await expect(page.getByTestId('auto-status')).toContainText('3 of 3 bets', { timeout: 15_000 });
  await settledRounds(page, 4);

  await page.goto(`/seamless?nodeId=${games.mines!.nodeId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mines' })).toBeVisible();
  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  const tile = page.getByRole('button', { name: 'Tile 13', exact: true });
  await expect(tile).toBeEnabled();
  await tile.click();
  const cashOut = page.getByRole('button', { name: /^Cash out/ });
  await expect(cashOut.or(page.getByTestId('result-banner'))).toBeVisible();
  if (await cashOut.isVisible()) {
    await expect(page.getByRole('button', { name: 'Tile 13, safe' })).toBeVisible();
    await cashOut.click();
  }
  await expect(page.getByTestId('result-banner')).toBeVisible();
  await settledRounds(page, 1);
});
