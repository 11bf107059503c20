// The sportsbook of issue 16 in Chromium against the real server and its simulated feed: the odds
// format switch, a cockfight bet from /cockfight, and an accumulator of two football matches from
// /sports that the test plays out fast through the feed's test clock (the admin API's
// /api/admin/sportsbook/test-clock and /feed/run, ALLOW_TEST_CLOCK): the ticket settles and the
// header balance moves by exactly the payout minus the stake. Axe clean; a 390 px phone does not
// scroll sideways. The clock test runs last: it moves the feed's day forward for this server.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken } from '../support/api';
import { seriousAxeViolations } from '../support/axe';
import { bearer, createFundedMember } from '../support/funded-member';

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000);

test.describe.configure({ mode: 'serial' });

// a fresh server's feed writes the day's fixtures first (one job run, database busy meanwhile)
test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/sportsbook/events?vertical=COCKFIGHT', { timeout: 120_000 });
        return res.ok() ? ((await res.json()) as { events: unknown[] }).events.length : 0;
      },
      { timeout: 280_000, intervals: [3000] },
    )
    .toBeGreaterThan(0);
});

test.beforeEach(async ({ page }, testInfo) => {
  testInfo.annotations.push({ type: 'seed', description: `E2E_SEED=${SEED}` });
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

type TEvent = {
  id: string;
  sport: string;
  away: string;
  startsAt: string;
  status: string;
  closesAt: string | null;
};
type TTicket = { id: string; status: string; stakeTotal: number; payout: number | null };

async function useSession(page: Page, token: string | null) {
  await page.addInitScript((t) => {
    sessionStorage.setItem('USER_POPUP', '1');
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    if (t) {
      sessionStorage.setItem('token', t);
    }
  }, token);
}

/** Minor units of a shown amount such as "$1,234.56". */
function minor(text: string): number {
  const negative = text.trim().startsWith('-');
  const value = Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  return negative ? -value : value;
}

const headerBalance = async (page: Page) => minor(await page.getByTestId('header-balance').innerText());

/** Football matches (not outrights) that start at least `leadMinutes` from now, in start order. */
async function upcomingMatches(request: APIRequestContext, leadMinutes: number): Promise<TEvent[]> {
  const res = await request.get('/api/sportsbook/events?vertical=SPORTS&sport=football&status=upcoming');
  expect(res.ok(), await res.text()).toBe(true);
  const { events } = (await res.json()) as { events: TEvent[] };
  return events
    .filter((e) => e.away !== '' && e.status === 'scheduled')
    .filter((e) => Date.parse(e.startsAt) > Date.now() + leadMinutes * 60_000)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

/** `places` decimals, rounded half up, of an exact fraction (what formatOdds does). */
const fixed = (num: number, den: number, places: number) =>
  (Math.floor((2 * num * 10 ** places + den) / (2 * den)) / 10 ** places).toFixed(places);
/** Odds read at the places they are priced at (issue 25): three when the feed gives a third. */
const placesOf = (odds: number) => (odds % 10 === 0 ? 2 : 3);

test('[SPORTS] the odds format switch changes the shown odds and is kept; axe clean in both themes', async ({
  page,
  request,
}) => {
  // four axe runs, two of them on a list of priced rows, on a shared machine
  test.setTimeout(180_000);
  await useSession(page, null);
  const [event] = await upcomingMatches(request, 10);
  expect(event, 'an upcoming football match').toBeTruthy();
  await page.goto(`/sports?event=${event!.id}`);
  const home = page.locator('[data-kind="1x2"] [data-testid="odds-button"]').first();
  await expect(home).toBeVisible();
  const odds = Number(await home.getAttribute('data-odds'));
  await expect(home).toContainText(fixed(odds, 1000, placesOf(odds)));

  await page.getByTestId('odds-format').selectOption('hk');
  await expect(home).toContainText(fixed(odds - 1000, 1000, placesOf(odds)));
  await page.getByTestId('odds-format').selectOption('indo');
  // below evens Indonesian is a rounded −1 / HK, at two places
  const indo =
    odds >= 2000 ? `+${fixed(odds - 1000, 1000, placesOf(odds))}` : `-${fixed(1000, odds - 1000, 2)}`;
  await expect(home).toContainText(indo);
  // kept across a reload (localStorage)
  await page.reload();
  await expect(page.getByTestId('odds-format')).toHaveValue('indo');
  await expect(page.locator('[data-kind="1x2"] [data-testid="odds-button"]').first()).toContainText(indo);
  await page.getByTestId('odds-format').selectOption('decimal');

  for (const theme of ['light', 'dark']) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.goto(`/sports?event=${event!.id}`);
    await page.locator('[data-kind="1x2"] [data-testid="odds-button"]').first().click();
    await expect(page.getByTestId('slip-leg')).toHaveCount(1);
    expect(await seriousAxeViolations(page, `${theme} event`, ['main'])).toEqual([]);
    await page.goto('/sports');
    await expect(page.getByTestId('event-row').first()).toBeVisible();
    expect(await seriousAxeViolations(page, `${theme} list`, ['main'])).toEqual([]);
    await page.getByRole('button', { name: 'Clear' }).click();
  }
});

test('[SPORTS] a member bets on a cockfight from /cockfight', async ({ page, request }) => {
  const member = await createFundedMember(
    request,
    `sbc${SEED}${Math.floor(Math.random() * 100)}`.slice(0, 16),
    50_000,
  );
  await useSession(page, member.token);
  await page.goto('/');
  await page.getByTestId('top-nav').locator('a[data-code="COCKFIGHT"]').click();
  await expect(page).toHaveURL(/\/cockfight/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cockfight');
  await expect.poll(() => headerBalance(page)).toBe(50_000);
  const before = 50_000;

  // a fight whose betting window has a minute left
  const res = await request.get('/api/sportsbook/events?vertical=COCKFIGHT&status=upcoming');
  const { events } = (await res.json()) as { events: TEvent[] };
  const fight = events.find((e) => e.closesAt !== null && Date.parse(e.closesAt) > Date.now() + 60_000);
  expect(fight, 'an open cockfight').toBeTruthy();
  await page.locator(`[data-testid="event-row"][data-event-id="${fight!.id}"] a`).click();
  await expect(page.getByTestId('betting-window')).toHaveText(/Betting closes in \d\d:\d\d/);
  await expect(page.getByTestId('event-page')).toContainText(/Fight \d+/);
  await page.getByRole('button', { name: /^Meron at / }).click();
  await expect(page.getByTestId('slip-leg')).toHaveCount(1);
  await page.getByTestId('single-stake').fill('5');
  await expect(page.getByTestId('slip-total')).toHaveText('$5.00');
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('slip-placed')).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBe(before - 500);

  await page.getByRole('link', { name: 'See my bets' }).click();
  const ticket = page.getByTestId('ticket').first();
  await expect(ticket).toHaveAttribute('data-status', 'open');
  await expect(ticket).toContainText('Meron');
  await expect(ticket).toContainText('Fight result');
  expect(await seriousAxeViolations(page, 'my bets', ['main'])).toEqual([]);
});

test('[SPORTS] an accumulator from /sports is played out fast, settles, and moves the balance by exactly payout minus stake', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const member = await createFundedMember(
    request,
    `sba${SEED}${Math.floor(Math.random() * 100)}`.slice(0, 16),
    100_000,
  );
  await useSession(page, member.token);
  // two prematch football matches (no in-play delay), taken in the list's order
  const [first, second] = await upcomingMatches(request, 10);
  expect(second, 'two upcoming football matches').toBeTruthy();

  await page.goto('/sports');
  await expect.poll(() => headerBalance(page)).toBe(100_000);
  const before = 100_000;
  for (const event of [first!, second!]) {
    await page.locator(`[data-testid="event-row"][data-event-id="${event.id}"] a`).click();
    await expect(page.getByTestId('event-page')).toHaveAttribute('data-event-id', event.id);
    await page.locator('[data-kind="1x2"] [data-testid="odds-button"]').first().click();
    await page.getByRole('link', { name: '← All events' }).click();
  }
  await expect(page.getByTestId('slip-leg')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Accumulator' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('combo-stake').fill('10');
  await page.getByLabel('Odds changes').selectOption('any');
  await expect(page.getByTestId('slip-total')).toHaveText('$10.00');
  await page.getByTestId('place-bet').click();
  await expect(page.getByTestId('slip-placed')).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBe(before - 1000);

  // the feed's clock past both matches' ends, then the feed runs until the ticket settles
  const admin = bearer(await adminToken(request));
  const offsetMinutes = Math.ceil((Date.parse(second!.startsAt) - Date.now()) / 60_000) + 240;
  const clock = await request.post('/api/admin/sportsbook/test-clock', {
    headers: admin,
    data: { offsetMinutes },
  });
  expect(clock.ok(), await clock.text()).toBe(true);
  let settled: TTicket | undefined;
  await expect
    .poll(
      async () => {
        const run = await request.post('/api/admin/sportsbook/feed/run', { headers: admin });
        expect(run.ok(), await run.text()).toBe(true);
        const list = await request.get('/api/sportsbook/tickets?state=settled', {
          headers: bearer(member.token),
        });
        settled = ((await list.json()) as { tickets: TTicket[] }).tickets[0];
        return settled?.status ?? 'open';
      },
      { timeout: 180_000, intervals: [2000] },
    )
    .not.toBe('open');

  await page.getByRole('button', { name: 'My bets' }).click();
  await page.getByRole('button', { name: 'Settled' }).click();
  const ticket = page.locator(`[data-testid="ticket"][data-ticket-id="${settled!.id}"]`);
  await expect(ticket).toHaveAttribute('data-status', settled!.status);
  await expect(ticket.getByTestId('ticket-return')).toHaveText(
    `$${((settled!.payout ?? 0) / 100).toFixed(2)}`,
  );
  await page.reload();
  await expect.poll(() => headerBalance(page)).toBe(before - settled!.stakeTotal + (settled!.payout ?? 0));
});

test('[SPORTS] the sportsbook fits a 390 px phone, the slip as a bottom sheet', async ({ page, request }) => {
  await useSession(page, null);
  await page.setViewportSize({ width: 390, height: 844 });
  const events = await upcomingMatches(request, 0);
  for (const path of [
    '/sports',
    '/esports',
    '/cockfight',
    `/sports?event=${events[0]!.id}`,
    '/sports?view=results',
  ]) {
    await page.goto(path);
    await expect(page.getByTestId('sportsbook')).toBeVisible();
    await expect(
      page.locator('[data-testid="event-row"], [data-testid="event-page"], [data-testid="results"]').first(),
    ).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await page.goto(`/sports?event=${events[0]!.id}`);
  await page.locator('[data-kind="1x2"] [data-testid="odds-button"]').first().click();
  await page.getByRole('button', { name: 'Bet slip (1)' }).click();
  await expect(page.getByTestId('slip-leg')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'open slip').toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page, 'phone slip', ['main'])).toEqual([]);
});
