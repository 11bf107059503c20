// [CATALOGUE] The tile rule for the shared-round verticals (decision 056) in Chromium against the real
// server and its seeded catalogue: a member clicks a FISH, a PVP (Hold'em and niuniu) and a BINGO
// title on the home page and lands in the engine of its kind, a sea, a card table or a bingo room,
// never a "Coming soon" screen or a single-player game; the categories' pages are the lobbies, whose
// cards show the tables' and rooms' live state. Axe clean; a 390 px phone does not scroll sideways.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { createFundedMember, type TFundedMember } from '../support/funded-member';

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000);

test.beforeEach(async ({ page }, testInfo) => {
  testInfo.annotations.push({ type: 'seed', description: `E2E_SEED=${SEED}` });
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

async function signIn(page: Page, member: TFundedMember) {
  await page.addInitScript((t) => {
    sessionStorage.setItem('USER_POPUP', '1');
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('token', t);
  }, member.token);
}

/** Home sections mount as they scroll in: scroll until the section (not its placeholder) stays. */
async function homeSection(page: Page, code: string): Promise<Locator> {
  const section = page.getByTestId(`section-${code}`);
  await expect(async () => {
    await page.getByTestId(`section-${code}-pending`).or(section).scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(section).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return section;
}

/** Clicks the Play now button of the section's first tile named `name` (any name when omitted). */
async function playFromHome(page: Page, code: string, name?: string) {
  await page.goto('/');
  const section = await homeSection(page, code);
  const tile = (
    name ? section.getByTestId('game-tile').filter({ hasText: name }) : section.getByTestId('game-tile')
  ).first();
  const play = tile.getByRole('button', { name: /^Play / });
  await expect(play).toHaveText('Play now');
  await play.click();
}

async function expectNoSideways(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1),
    )
    .toBe(true);
}

test('[CATALOGUE] FISH, PVP and BINGO titles on the home page open a sea, a card table and a bingo room', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const member = await createFundedMember(request, `cat${SEED}`.slice(0, 14), 50_000);
  await signIn(page, member);

  await playFromHome(page, 'FISH');
  await expect(page).toHaveURL(/\/fish\/[a-z0-9-]+$/);
  await expect(page.getByTestId('fishing-sea')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('coming-soon')).toHaveCount(0);
  expect(await seriousAxeViolations(page, 'sea from a FISH title')).toEqual([]);

  await playFromHome(page, 'PVP', "Texas Hold'em");
  await expect(page).toHaveURL(/\/pvp\/holdem-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hold'em /);
  await expect(page.getByTestId('holdem-table')).toBeVisible({ timeout: 30_000 });
  expect(await seriousAxeViolations(page, "Hold'em table from a PVP title")).toEqual([]);

  await playFromHome(page, 'PVP', 'Bull Bull');
  await expect(page).toHaveURL(/\/pvp\/niuniu-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Niuniu/);
  expect(await seriousAxeViolations(page, 'niuniu table from a PVP title')).toEqual([]);

  await playFromHome(page, 'BINGO');
  await expect(page).toHaveURL(/\/bingo\/[a-z0-9-]+$/);
  await expect(page.getByTestId('bingo-room')).toBeVisible({ timeout: 30_000 });
  expect(await seriousAxeViolations(page, 'bingo room from a BINGO title')).toEqual([]);
});

test('[CATALOGUE] on a phone, the PVP, BINGO and FISH pages list tables, rooms and seas with their live state; a title opens its table', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await createFundedMember(request, `cap${SEED}`.slice(0, 14), 50_000);
  await signIn(page, member);
  await page.setViewportSize({ width: 390, height: 844 });

  // the category's own page is its lobby: every table with its seats and its hand or round
  await page.goto('/pvp');
  const cards = page.getByTestId('pvp-table-card');
  await expect(cards).toHaveCount(3, { timeout: 30_000 });
  await expect(cards.first().getByTestId('pvp-table-state')).toHaveText(
    /seats taken · (Waiting for players|Hand \d+|Round \d+)$/,
  );
  expect(await seriousAxeViolations(page, 'PVP lobby on a phone')).toEqual([]);
  await expectNoSideways(page);
  await page.goto('/bingo');
  await expect(page.getByTestId('bingo-room-card').first()).toContainText(/players?/, { timeout: 30_000 });
  await expectNoSideways(page);
  await page.goto('/fish');
  await expect(page.getByTestId('fishing-sea-card').first()).toContainText(/players?/, { timeout: 30_000 });
  await expectNoSideways(page);

  await playFromHome(page, 'PVP', 'Bull Bull');
  await expect(page).toHaveURL(/\/pvp\/niuniu-\d+$/);
  await expectNoSideways(page);
  expect(await seriousAxeViolations(page, 'niuniu table on a phone')).toEqual([]);
});
