// [LIVE] The live tables of issue 17 in Chromium against the real server and its job runner: two
// members at one baccarat table (two browsers) see the same round, both bet in its window, both are
// paid by the settlement job, and each wallet moves by exactly what the round says (payout − stake,
// by the API and by the header); a bet sent after the window shows the server's "no more bets".
// The lobby and the table are axe clean; a 390 px phone does not scroll sideways.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { createFundedMember, walletOf, type TFundedMember } from '../support/funded-member';

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000);
const TABLE = 'baccarat-1';

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
  await page.goto(`/live/${TABLE}`);
  await expect(page.getByTestId('live-table')).toBeVisible();
  return page;
}

const roundId = (page: Page) => page.getByTestId('live-table').getAttribute('data-round-id');

/** Waits for a betting window with at least `seconds` left, on this page's clock. */
async function waitForWindow(page: Page, seconds: number) {
  await expect
    .poll(
      async () =>
        Number(
          (await page
            .getByTestId('live-countdown')
            .getAttribute('data-seconds')
            .catch(() => '0')) ?? 0,
        ),
      {
        timeout: 60_000,
        intervals: [500],
      },
    )
    .toBeGreaterThanOrEqual(seconds);
}

async function bet(page: Page, spot: string) {
  await page.getByTestId(`live-spot-${spot}`).click();
  await page.getByTestId('live-confirm').click();
}

test('[LIVE] two browsers at one baccarat table see the same round and both are paid; a late bet is refused', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // one after the other: registration turns the SMS and captcha checks off and on again
  const a = await createFundedMember(request, `lva${SEED}`.slice(0, 14), 100_000);
  const b = await createFundedMember(request, `lvb${SEED}`.slice(0, 14), 100_000);

  // the lobby lists the tables with their state
  await page.goto('/live');
  await expect(page.getByTestId('live-table-card')).toHaveCount(5);
  expect(await seriousAxeViolations(page, 'live lobby')).toEqual([]);

  const pageA = await openAs(browser, a);
  const pageB = await openAs(browser, b);
  await waitForWindow(pageA, 6);
  const round = await roundId(pageA);
  await expect.poll(() => roundId(pageB)).toBe(round);

  await bet(pageA, 'banker');
  await bet(pageB, 'player');
  await expect(pageA.getByTestId('live-bet-ok')).toBeVisible();
  await expect(pageB.getByTestId('live-bet-ok')).toBeVisible();

  // both watch the same reveal, card by card, then both are paid
  for (const p of [pageA, pageB]) {
    await expect(p.getByTestId('live-phase')).toHaveAttribute('data-phase', 'revealing', { timeout: 30_000 });
  }
  await expect(pageA.getByTestId('live-card').first()).toBeVisible({ timeout: 15_000 });
  for (const [p, m] of [
    [pageA, a],
    [pageB, b],
  ] as const) {
    const mine = p.getByTestId('live-my-bets').locator(`li[data-round-id="${round}"]`);
    await expect(mine).toHaveAttribute('data-status', 'settled', { timeout: 60_000 });
    const payout = Number(await mine.getByTestId('live-bet-payout').getAttribute('data-payout'));
    const stake = Number(await mine.getByTestId('live-bet-payout').getAttribute('data-stake'));
    expect(stake).toBe(100);
    await expect
      .poll(async () => (await walletOf(request, m.token)).balance, { timeout: 15_000 })
      .toBe(100_000 - stake + payout);
  }
  // a bet sent once the window has shut is refused with the server's message
  await expect.poll(() => roundId(pageA), { timeout: 60_000 }).not.toBe(round);
  await expect(pageA.getByTestId('live-phase')).toHaveAttribute('data-phase', 'revealing', {
    timeout: 60_000,
  });
  await bet(pageA, 'tie');
  await expect(pageA.getByTestId('live-bet-error')).toContainText('No more bets', { timeout: 10_000 });

  expect(await seriousAxeViolations(pageA, 'live table')).toEqual([]);
  await pageA.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => pageA.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
});
