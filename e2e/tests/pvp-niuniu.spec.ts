// [PVP] The niuniu table of issue 17 (rotating banker, decision 052) in Chromium against the real
// server and its table timer: two members (two browsers) sit down with a buy-in from the wallet,
// the player who is not the banker stakes in the betting window, the server deals at the window's
// end, and after both leave each wallet has moved by exactly that member's net of the round (after
// the rake; the nets and the rake add up to zero). The table is axe clean; a 390 px phone does not
// scroll sideways.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { createFundedMember, walletOf, type TFundedMember } from '../support/funded-member';

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000);
const TABLE = 'niuniu-1';
const START = 100_000;
// the table's sit button buys in with five times the minimum buy-in (10.00 × 5)
const BUY_IN = 5000;

test.beforeEach(async ({ page }, testInfo) => {
  testInfo.annotations.push({ type: 'seed', description: `E2E_SEED=${SEED}` });
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

type TNiuniuView = {
  mySeat: number | null;
  state: {
    seats: ({ playerId: string; stack: number } | null)[];
    banker: number | null;
    roundNo: number;
    rakeTaken: number;
    last: { roundNo: number; results: { seat: number; net: number; rake: number }[] } | null;
  };
};

async function tableView(request: APIRequestContext, token?: string): Promise<TNiuniuView> {
  const res = await request.get(`/api/pvp/tables/${TABLE}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as TNiuniuView;
}

async function openAs(browser: Browser, member: TFundedMember): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript((t) => {
    sessionStorage.setItem('USER_POPUP', '1');
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('token', t);
  }, member.token);
  await page.goto(`/pvp/${TABLE}`);
  // the first paint waits for the table's view and the stream (slow on a loaded machine)
  await expect(page.getByTestId('niuniu-table')).toBeVisible({ timeout: 30_000 });
  return page;
}

async function sitDown(page: Page, seat: number) {
  await page
    .locator(`[data-seat="${seat}"]`)
    .getByRole('button', { name: /Sit with/ })
    .click();
  await expect(page.locator(`[data-seat="${seat}"]`)).toContainText('You');
}

test('[PVP] two members play a niuniu round; each balance moves by its net of the round', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const a = await createFundedMember(request, `nna${SEED}`.slice(0, 14), START);
  const b = await createFundedMember(request, `nnb${SEED}`.slice(0, 14), START);
  const before = await tableView(request);
  const free = before.state.seats.flatMap((s, i) => (s ? [] : [i]));
  expect(free.length).toBeGreaterThanOrEqual(2);
  const [seatA, seatB] = free as [number, number];

  const pageA = await openAs(browser, a);
  const pageB = await openAs(browser, b);
  await sitDown(pageA, seatA);
  await expect(pageB.locator(`[data-seat="${seatA}"]`)).not.toContainText('Sit with');
  await sitDown(pageB, seatB);
  for (const m of [a, b]) {
    expect((await walletOf(request, m.token)).balance).toBe(START - BUY_IN);
  }

  // the betting window is open: the player who is not the banker stakes the minimum
  const banker = (await tableView(request)).state.banker;
  expect([seatA, seatB]).toContain(banker);
  const player = banker === seatA ? pageB : pageA;
  await expect(player.getByLabel('Your stake')).toBeVisible();
  await player.getByRole('button', { name: 'Place stake' }).click();
  await expect(player.getByRole('button', { name: 'Place stake' })).toBeHidden();

  // at the window's end the server deals: the round's result shows at both seats
  let dealt: TNiuniuView | null = null;
  await expect
    .poll(
      async () => {
        dealt = await tableView(request);
        return dealt.state.roundNo;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(before.state.roundNo);
  const round = (dealt as unknown as TNiuniuView).state.last!;
  const net = (seat: number) => round.results.find((r) => r.seat === seat)!.net;
  const rake = round.results.reduce((s, r) => s + r.rake, 0);
  expect(net(seatA) + net(seatB) + rake).toBe(0);
  for (const [p, seat] of [
    [pageA, seatA],
    [pageB, seatB],
  ] as const) {
    await expect(p.locator(`[data-seat="${seat}"]`)).toContainText((Math.abs(net(seat)) / 100).toFixed(2));
  }
  expect(await seriousAxeViolations(pageA, 'niuniu table')).toEqual([]);

  // both leave: each wallet moved by exactly its net of the round
  for (const p of [pageA, pageB]) {
    await p.getByRole('button', { name: 'Leave the table' }).click();
    await expect(p.getByRole('button', { name: 'Leave the table' })).toBeHidden();
  }
  expect((await walletOf(request, a.token)).balance).toBe(START + net(seatA));
  expect((await walletOf(request, b.token)).balance).toBe(START + net(seatB));

  for (const p of [pageA, page]) {
    if (p === page) {
      await page.goto(`/pvp/${TABLE}`);
      await expect(page.getByTestId('niuniu-table')).toBeVisible();
    }
    await p.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
  }
});
