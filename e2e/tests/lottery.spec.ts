// The lottery pages of issue 14 in Chromium against the real server and its scheduler: a funded
// member opens a fast game from the top navigation, places a slip, waits for the draw, sees the
// ticket settle and the header balance move by exactly the payout minus the stake, and verifies the
// draw in the browser with the engine's own code; the VN and 4D pages each play one round on their
// 1-minute games in the same minute. Axe clean; a 390 px phone does not scroll sideways.
import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { createFundedMember } from '../support/funded-member';

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000);
// a 1-minute game closes 10 s before its draw; a slip needs a few seconds of the issue left
const MIN_SECONDS_LEFT = 12;

test.beforeEach(async ({ page }, testInfo) => {
  testInfo.annotations.push({ type: 'seed', description: `E2E_SEED=${SEED}` });
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

async function useSession(page: Page, token: string) {
  await page.addInitScript((t) => {
    sessionStorage.setItem('USER_POPUP', '1');
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('token', t);
  }, token);
}

/** Minor units of a shown amount such as "$1,234.56". */
function minor(text: string): number {
  const negative = text.trim().startsWith('-');
  const value = Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  return negative ? -value : value;
}

const headerBalance = async (page: Page) => minor(await page.getByTestId('header-balance').innerText());

/** Waits until the issue taking bets has enough time left for a slip. */
async function waitForOpenIssue(page: Page) {
  await expect
    .poll(async () => Number(await page.getByTestId('close-countdown').getAttribute('data-seconds')), {
      timeout: 30_000,
      intervals: [1000],
    })
    .toBeGreaterThan(MIN_SECONDS_LEFT);
}

async function addAndPlace(page: Page) {
  await page.getByRole('button', { name: 'Add to slip' }).click();
  await page.getByRole('button', { name: 'Place bets' }).click();
  await expect(page.getByTestId('slip-confirm')).toContainText('Draw ');
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(page.getByTestId('slip-placed')).toBeVisible();
  await page.getByRole('button', { name: 'View my tickets' }).click();
}

/** The member's newest ticket on the page once settled: its state, issue and money. */
async function settledTicket(page: Page) {
  const ticket = page.getByTestId('ticket').first();
  await expect(ticket).toHaveAttribute('data-state', /^(won|lost)$/, { timeout: 100_000 });
  return {
    state: (await ticket.getAttribute('data-state')) ?? '',
    issueNo: (await ticket.getAttribute('data-issue-no')) ?? '',
    stake: Number(await ticket.getByTestId('ticket-stake').getAttribute('data-minor')),
    payout: Number(await ticket.getByTestId('ticket-payout').getAttribute('data-minor')),
  };
}

test('[LOTTERY] a member plays a fast SSC draw from the navigation, the VN and 4D pages one round each, and verifies the draw', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const member = await createFundedMember(
    request,
    `lot${SEED}${Math.floor(Math.random() * 100)}`.slice(0, 16),
    100_000,
  );
  await useSession(page, member.token);

  // from the top navigation: E-lottery, then the 1-minute SSC game
  await page.goto('/');
  await page.getByRole('link', { name: 'E-lottery' }).first().click();
  await page.getByText('Time Lottery 1 Min', { exact: true }).click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=SSC_1M/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SSC · 1-min draw');
  const before = await headerBalance(page);
  expect(before).toBe(100_000);

  await waitForOpenIssue(page);
  // big and small on the sum: exactly one of the two combinations wins whatever is drawn
  await page.getByLabel('Bet type').selectOption('sum_bsoe');
  await page.locator('[data-label="sum"] [data-token="big"]').click();
  await page.locator('[data-label="sum"] [data-token="small"]').click();
  await expect(page.getByTestId('combinations')).toHaveText('2');
  await expect(page.getByTestId('bet-stake')).toHaveText('$2.00');
  await addAndPlace(page);
  await expect(page.getByTestId('ticket').first()).toHaveAttribute('data-state', 'pending');
  await expect.poll(() => headerBalance(page)).toBe(before - 200);

  // the VN and 4D pages bet on their 1-minute games while the SSC ticket waits for its draw
  await page.goto('/vnLottery?gameCode=VN_1M');
  await waitForOpenIssue(page);
  await page.getByLabel('Bet type').selectOption('de');
  await page.locator('[data-token="07"]').click();
  await page.locator('[data-token="42"]').click();
  await expect(page.getByTestId('combinations')).toHaveText('2');
  await addAndPlace(page);

  await page.goto('/seaLottery?gameCode=SEA_1M');
  await waitForOpenIssue(page);
  await page.getByLabel('Bet type').selectOption('big');
  await page.getByLabel(/Numbers of 4 digits/).fill('1234, 0420');
  await expect(page.getByTestId('combinations')).toHaveText('2');
  await addAndPlace(page);

  // the draws: every ticket settles; the SSC ticket wins one of its two combinations
  const seaTicket = await settledTicket(page);
  await page.goto('/vnLottery?gameCode=VN_1M&tab=tickets');
  const vnTicket = await settledTicket(page);
  await page.goto('/lottery?gameCode=SSC_1M&tab=tickets');
  const ssc = await settledTicket(page);
  expect(ssc.state).toBe('won');
  expect(ssc.stake).toBe(200);
  expect(ssc.payout).toBeGreaterThan(0);
  expect(vnTicket.stake).toBe(200);
  expect(seaTicket.stake).toBe(200);

  // the header balance moved by exactly the wins minus the stakes
  const net = ssc.payout - ssc.stake + vnTicket.payout - vnTicket.stake + seaTicket.payout - seaTicket.stake;
  await page.reload();
  await expect.poll(() => headerBalance(page)).toBe(before + net);

  // the result shown is the ticket's draw, and the browser verifies it
  await expect(page.getByTestId('last-draw')).toBeVisible({ timeout: 70_000 });
  const shown = await page.getByTestId('last-draw').getAttribute('data-issue-no');
  await page.getByRole('button', { name: 'Results and trends' }).click();
  const row = page.locator(`[data-testid="result-row"][data-issue-no="${ssc.issueNo}"]`);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Verify this draw' }).click();
  await expect(row.getByTestId('verify-verdict')).toHaveText('Verified: this draw is fair.');
  await expect(page.getByTestId('trend-chart')).toBeVisible();
  expect(shown).toBeTruthy();

  expect(await seriousAxeViolations(page, 'lottery results')).toEqual([]);
  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  expect(await seriousAxeViolations(page, 'lottery bet slip')).toEqual([]);
});

test('[LOTTERY] the lobby lists every game with its countdown and fits a 390 px phone', async ({
  page,
  request,
}) => {
  const member = await createFundedMember(
    request,
    `lotp${SEED}${Math.floor(Math.random() * 100)}`.slice(0, 16),
    10_000,
  );
  await useSession(page, member.token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/lottery');
  await expect(page.getByTestId('lottery-card')).toHaveCount(16);
  await expect(page.getByTestId('lottery-card').first().getByRole('timer')).toHaveText(/^\d\d:\d\d$/);
  for (const path of [
    '/lottery',
    '/lottery?gameCode=PK10_1M',
    '/lottery?gameCode=LHC&tab=results',
    '/vnLottery',
    '/seaLottery?gameCode=SEA_4D',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page
        .locator('[data-testid="lottery-card"], [data-testid="bet-slip"], [data-testid="results-view"]')
        .first(),
    ).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page, `phone ${path}`)).toEqual([]);
  }
});

test('[LOTTERY] guests are sent to the login dialog', async ({ page }) => {
  await page.goto('/lottery?gameCode=SSC_1M');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('dialog')).toBeVisible();
});
