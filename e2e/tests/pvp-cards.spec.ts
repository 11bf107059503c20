// [PVP] The Hold'em tables of issue 17 in Chromium against the real server and its table timer: two
// members (two browsers) take seats at one table, each sees their own hole cards and only the backs
// of the other's, they check and call one hand to showdown, the hand's deck verifies in the browser,
// and every chip adds up (wallets + table chips + rake = what they brought). The lobby and the table
// are axe clean; a 390 px phone does not scroll sideways.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { createFundedMember, walletOf, type TFundedMember } from '../support/funded-member';

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000);
const TABLE = 'holdem-1';
const START = 100_000;
const BUY_IN = 2000;

test.beforeEach(async ({ page }, testInfo) => {
  testInfo.annotations.push({ type: 'seed', description: `E2E_SEED=${SEED}` });
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

async function openAs(browser: Browser, member: TFundedMember): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript((t) => {
    sessionStorage.setItem('USER_POPUP', '1');
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('token', t);
  }, member.token);
  await page.goto(`/pvp/${TABLE}`);
  await expect(page.getByTestId('holdem-table')).toBeVisible();
  return page;
}

async function sitDown(page: Page, seat: number) {
  await page.getByTestId(`sit-${seat}`).click();
  await page.getByTestId('sit-confirm').click();
  await expect(page.locator(`[data-seat="${seat}"]`)).toContainText(/You|您|អ្នក/);
}

type TView = {
  state: {
    seats: ({ stack: number } | null)[];
    rakeTaken: number;
    hand: { players: { contributed: number }[] } | null;
  };
};

async function tableChips(request: APIRequestContext): Promise<number> {
  const view = (await (await request.get(`/api/pvp/tables/${TABLE}`)).json()) as TView;
  const stacks = view.state.seats.reduce((t, s) => t + (s?.stack ?? 0), 0);
  const inHand = view.state.hand?.players.reduce((t, p) => t + p.contributed, 0) ?? 0;
  return stacks + inHand + view.state.rakeTaken;
}

test('[PVP] two members play a Hold’em hand to showdown; chips and balances add up', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const a = await createFundedMember(request, `pva${SEED}`.slice(0, 14), START);
  const b = await createFundedMember(request, `pvb${SEED}`.slice(0, 14), START);
  const chipsBefore = await tableChips(request);

  await page.goto('/pvp');
  await expect(page.getByTestId('pvp-table-card')).toHaveCount(3);
  expect(await seriousAxeViolations(page, 'pvp lobby')).toEqual([]);

  const pageA = await openAs(browser, a);
  const pageB = await openAs(browser, b);
  await sitDown(pageA, 0);
  await sitDown(pageB, 3);
  for (const m of [a, b]) {
    expect((await walletOf(request, m.token)).balance).toBe(START - BUY_IN);
  }

  // the hand starts by itself; each sees their own cards face up and the other's backs
  await expect(pageA.locator('[data-seat="0"] [data-card]')).toHaveCount(2, { timeout: 20_000 });
  await expect(pageA.locator('[data-seat="3"] [data-card]')).toHaveCount(0);
  await expect(pageB.locator('[data-seat="3"] [data-card]')).toHaveCount(2);
  await expect(pageB.locator('[data-seat="0"] [data-card]')).toHaveCount(0);

  // check or call until the first hand is in the history (showdown)
  const history = pageA.getByTestId('pvp-history').locator('li');
  for (let i = 0; i < 40 && (await history.count()) === 0; i += 1) {
    for (const p of [pageA, pageB]) {
      const check = p.getByTestId('act-check');
      const call = p.getByTestId('act-call');
      if (await check.isVisible()) {
        await check.click();
      } else if (await call.isVisible()) {
        await call.click();
      }
    }
    await pageA.waitForTimeout(300);
  }
  await expect(history.first()).toBeVisible({ timeout: 15_000 });
  await expect(history.first()).toContainText(/verified/i);

  const hands = (await (await request.get(`/api/pvp/tables/${TABLE}/history`)).json()) as {
    hands: { summary: { type: string }[] }[];
  };
  expect(hands.hands[0]?.summary.some((e) => e.type === 'showdown')).toBe(true);
  // every chip is in a wallet, on the table or raked
  const wallets = (await walletOf(request, a.token)).balance + (await walletOf(request, b.token)).balance;
  expect(wallets).toBe(2 * (START - BUY_IN));
  expect((await tableChips(request)) - chipsBefore).toBe(2 * BUY_IN);

  expect(await seriousAxeViolations(pageA, 'holdem table')).toEqual([]);
  for (const p of [pageA, page]) {
    await p.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
  }
});
