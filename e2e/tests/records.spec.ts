// The member-centre records of issue 4 in Chromium against the real server: a fresh member is
// funded by an operator adjustment and plays in-house rounds through the API; the betting record
// lists them (paging, totals, filters), the account record shows the ledger movements, profit and
// loss totals equal the stake and payout sums, a round's detail verifies in the browser after the
// seed pair is rotated, and the header balance shows 2 decimals and refreshes.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, encrypt, setFlag } from '../support/api';
import { seriousAxeViolations } from '../support/axe';

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000_000);
const USERNAME = `rec${String(SEED % 1_000_000).padStart(6, '0')}`;
const PASSWORD = 'Records123';
const FUNDING = 100_000; // 1,000.00
const ROUNDS = 23; // more than one page of 20
const PREFERRED_ENGINES = ['sic-bo', 'roulette', 'slot', 'dragon-tiger', 'baccarat', 'scratch'] as const;

type TPlayGame = { nodeId: number; engine: string; minBet: number; displayName: string };
type TPlayed = { roundId: string; stake: number; payout: number };
type TShared = { token: string; symbol: string; game: TPlayGame; rounds: TPlayed[] };
let shared: TShared | undefined;

// Rounds are played "now" and shown in the browser's time zone: UTC+7 makes tzOffset matter.
test.use({ timezoneId: 'Asia/Phnom_Penh' });

test.beforeEach(async ({ page }, testInfo) => {
  testInfo.annotations.push({ type: 'seed', description: `E2E_SEED=${SEED}` });
  await page.addInitScript(() => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  });
});

/** Registers the member (SMS check off) and logs in (captcha off, other files may have failed logins). */
async function freshMemberToken(request: APIRequestContext): Promise<string> {
  await setFlag(request, 'REGMOBVERF3', false);
  await setFlag(request, 'CAPTCHA3', false);
  try {
    const password = await encrypt(request, PASSWORD);
    const reg = await request.put('/api/auth/register', {
      data: { username: USERNAME, password, confirmPassword: password, acceptTerms: true },
    });
    expect(reg.ok(), await reg.text()).toBe(true);
    const login = await request.post('/api/auth/login', {
      data: { type: 'username', username: USERNAME, password: await encrypt(request, PASSWORD) },
    });
    expect(login.ok(), await login.text()).toBe(true);
    return ((await login.json()) as { token: string }).token;
  } finally {
    await setFlag(request, 'REGMOBVERF3', true);
    await setFlag(request, 'CAPTCHA3', true);
  }
}

async function adjust(request: APIRequestContext, amount: number, reason: string) {
  const res = await request.post('/api/admin/wallet/adjustments', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { account: USERNAME, amount, reason, requestId: `rec-${SEED}-${amount}-${Date.now()}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** An in-house one-shot game, the first of the preferred engines the catalogue has. */
async function inhouseGame(request: APIRequestContext, token: string): Promise<TPlayGame> {
  const list = (await (await request.get('/api/games?vendor=INHOUSE&gameType=RNG&pageSize=100')).json()) as {
    content: { nodeId: number; isGame: string }[];
  };
  const games: TPlayGame[] = [];
  for (const item of list.content.filter((g) => g.isGame === 'GAME')) {
    const res = await request.get(`/api/play/game?nodeId=${item.nodeId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.ok()) {
      games.push((await res.json()) as TPlayGame);
    }
  }
  for (const engine of PREFERRED_ENGINES) {
    const game = games.find((g) => g.engine === engine);
    if (game) {
      return game;
    }
  }
  throw new Error(`no one-shot in-house game among ${games.map((g) => g.engine).join(', ')}`);
}

function roundInput(game: TPlayGame, i: number): Record<string, unknown> {
  const amount = game.minBet * (1 + (i % 3));
  const engine = game.engine;
  switch (engine) {
    case 'sic-bo':
      return { engine, bets: [{ type: i % 2 ? 'big' : 'small', amount }] };
    case 'roulette':
      return { engine, bets: [{ type: i % 2 ? 'red' : 'black', amount }] };
    case 'slot':
      return { engine, lineBet: game.minBet * (1 + (i % 3)), lines: 25 };
    case 'dragon-tiger':
      return { engine, bets: [{ type: i % 2 ? 'dragon' : 'tiger', amount }] };
    case 'baccarat':
      return { engine, bets: [{ type: i % 2 ? 'player' : 'banker', amount }] };
    default:
      return { engine, bet: amount };
  }
}

async function setUp(request: APIRequestContext): Promise<TShared> {
  if (shared) {
    return shared;
  }
  const token = await freshMemberToken(request);
  await adjust(request, FUNDING, 'Records test funding');
  const game = await inhouseGame(request, token);
  const rounds: TPlayed[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const res = await request.post('/api/play/rounds', {
      headers: { authorization: `Bearer ${token}` },
      data: { nodeId: game.nodeId, requestId: `rec-${SEED}-${i}`, input: roundInput(game, i) },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const { round } = (await res.json()) as { round: TPlayed & { status: string } };
    expect(round.status).toBe('settled');
    rounds.push({ roundId: round.roundId, stake: round.stake, payout: round.payout });
  }
  const balance = (await (
    await request.get('/api/wallet/balance', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { currencySymbol: string };
  shared = { token, symbol: balance.currencySymbol, game, rounds };
  return shared;
}

const sum = (rounds: TPlayed[], key: 'stake' | 'payout') => rounds.reduce((s, r) => s + r[key], 0);
const fmt = (minor: number, symbol: string) =>
  `${minor < 0 ? '-' : ''}${symbol}${(Math.abs(minor) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function openPane(page: Page, token: string, key: string) {
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token);
  await page.goto(`/member?page=${key}`);
}

test.describe.serial('[RECORDS] member-centre records', () => {
  test('[RECORDS] the betting record lists the rounds 20 a page with the server totals', async ({
    page,
    request,
  }) => {
    const { token, symbol, rounds } = await setUp(request);
    await openPane(page, token, 'personalHistoryCopy');
    const table = page.getByRole('table', { name: 'Your bets in the chosen period' });
    await expect(table.getByTestId('bets-table-row')).toHaveCount(20);
    await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    const totals = table.getByTestId('bets-table-totals');
    await expect(totals).toContainText(`Bets: ${ROUNDS}`);
    await expect(totals.locator('[data-column="stake"]')).toHaveText(fmt(sum(rounds, 'stake'), symbol));
    await expect(totals.locator('[data-column="payout"]')).toHaveText(fmt(sum(rounds, 'payout'), symbol));
    await expect(page.getByTestId('records-page')).toHaveText('Page 1 of 2');
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('records-page')).toHaveText('Page 2 of 2');
    await expect(table.getByTestId('bets-table-row')).toHaveCount(ROUNDS - 20);
    // every stake cell has two decimals and thousands separators
    for (const text of await table.locator('tbody [data-column="stake"]').allTextContents()) {
      expect(text).toMatch(/^\D*\d{1,3}(,\d{3})*\.\d{2}$/);
    }
  });

  test('[RECORDS] filters: an old custom range and another game type are empty, last 30 days finds the bets', async ({
    page,
    request,
  }) => {
    const { token } = await setUp(request);
    await openPane(page, token, 'personalHistoryCopy');
    await expect(page.getByTestId('bets-table-row')).toHaveCount(20);
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-31');
    await expect(page.getByTestId('records-empty')).toHaveText('No records in this period');
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-12-31');
    await expect(page.getByText('Choose a period of at most 92 days.')).toBeVisible();
    await page.getByRole('button', { name: 'Last 30 days' }).click();
    await expect(page.getByTestId('bets-table-totals')).toContainText(`Bets: ${ROUNDS}`);
    await page.getByLabel('Game type', { exact: true }).selectOption('FISH');
    await expect(page.getByTestId('records-empty')).toBeVisible();
    await page.getByLabel('Game type', { exact: true }).selectOption('RNG');
    await page.getByLabel('Vendor', { exact: true }).selectOption('INHOUSE');
    await expect(page.getByTestId('bets-table-totals')).toContainText(`Bets: ${ROUNDS}`);
  });

  test('[RECORDS] the account record shows the funding and every bet in the ledger', async ({
    page,
    request,
  }) => {
    const { token, symbol, rounds } = await setUp(request);
    await openPane(page, token, 'transactionHistory');
    const table = page.getByRole('table', { name: 'Movements of your wallet in the chosen period' });
    await expect(table.getByTestId('transactions-table-row').first()).toBeVisible();
    await expect(page.getByTestId('totals-credits')).toHaveText(
      `In: +${fmt(FUNDING + sum(rounds, 'payout'), symbol)}`,
    );
    await expect(page.getByTestId('totals-debits')).toHaveText(`Out: ${fmt(-sum(rounds, 'stake'), symbol)}`);
    await page.getByLabel('Type', { exact: true }).selectOption('adjustment');
    const funding = table.getByTestId('transactions-table-row');
    await expect(funding).toHaveCount(1);
    await expect(funding).toContainText('Records test funding');
    await expect(funding.locator('[data-column="amount"]')).toHaveText(`Money in +${fmt(FUNDING, symbol)}`);
    await page.getByLabel('Type', { exact: true }).selectOption('bet');
    await expect(table.getByTestId('transactions-table-totals')).toContainText(`Movements: ${ROUNDS}`);
    await expect(table.getByTestId('transactions-table-row')).toHaveCount(20);
  });

  test('[RECORDS] profit and loss totals equal the stake and payout sums', async ({ page, request }) => {
    const { token, symbol, rounds } = await setUp(request);
    await openPane(page, token, 'personalProfit');
    const totals = page.getByTestId('profit-table-totals');
    await expect(totals.locator('[data-column="bets"]')).toHaveText(String(ROUNDS));
    await expect(totals.locator('[data-column="stake"]')).toHaveText(fmt(sum(rounds, 'stake'), symbol));
    await expect(totals.locator('[data-column="payout"]')).toHaveText(fmt(sum(rounds, 'payout'), symbol));
    const net = sum(rounds, 'payout') - sum(rounds, 'stake');
    const words = net > 0 ? 'Win +' : net < 0 ? 'Loss ' : 'Even ';
    await expect(totals.locator('[data-column="net"]')).toHaveText(`${words}${fmt(net, symbol)}`);
    await expect(page.getByTestId('profit-table-row').first()).toContainText('Slots');
  });

  test('[RECORDS] a round opens its detail and verifies once the seed pair is rotated', async ({
    page,
    request,
  }) => {
    const { token, game } = await setUp(request);
    await openPane(page, token, 'personalHistoryCopy');
    const open = page.getByRole('button', { name: `Show round details of ${game.displayName}` }).first();
    await open.click();
    const dialog = page.getByTestId('round-detail');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('round-outcome')).toBeVisible();
    await expect(dialog.getByTestId('round-server-seed')).toHaveText('Not revealed yet');
    await expect(dialog.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const rotate = await request.post('/api/play/fairness/rotate', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(rotate.ok(), await rotate.text()).toBe(true);
    const { revealed } = (await rotate.json()) as { revealed: { serverSeed: string } };

    await open.click();
    await expect(dialog.getByTestId('round-server-seed')).toHaveText(revealed.serverSeed);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByTestId('round-verdict')).toHaveText(
      '✓ Verified: the seeds give exactly this outcome.',
    );
  });

  test('[RECORDS] the header balance shows 2 decimals and refreshes after a credit', async ({
    page,
    request,
  }) => {
    const { token, symbol, rounds } = await setUp(request);
    await openPane(page, token, 'transactionHistory');
    const expected = FUNDING - sum(rounds, 'stake') + sum(rounds, 'payout');
    const balance = page.getByTestId('header-balance');
    await expect(balance).toHaveText(fmt(expected, symbol));
    await adjust(request, 1_234_567, 'Records test top-up');
    await page.getByRole('button', { name: 'Refresh balance' }).click();
    await expect(balance).toHaveText(fmt(expected + 1_234_567, symbol));
    expect(await balance.textContent()).toMatch(/\d{1,3}(,\d{3})+\.\d{2}$/);
    await page.getByRole('button', { name: 'Hide balance' }).click();
    await expect(balance).toHaveText(/Balance hidden/);
    await page.getByRole('button', { name: 'Show balance' }).click();
    await expect(balance).toHaveText(fmt(expected + 1_234_567, symbol));
  });

  test('[RECORDS] at phone width the tables become cards without sideways scrolling, and axe finds nothing serious', async ({
    page,
    request,
  }) => {
    // six pages, each with a full axe pass
    test.setTimeout(150_000);
    const { token } = await setUp(request);
    await page.setViewportSize({ width: 390, height: 844 });
    const panes = ['personalHistoryCopy', 'transactionHistory', 'personalProfit'];
    for (const [key, theme] of panes.flatMap(
      (p) =>
        [
          [p, 'dark'],
          [p, 'light'],
        ] as const,
    )) {
      await page.addInitScript((th) => localStorage.setItem('theme', th), theme);
      await openPane(page, token, key);
      await expect(page.getByRole('table')).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${key} scrolls sideways`).toBeLessThanOrEqual(0);
      // the table's own scrolling frame is its parent
      const tableOverflow = await page
        .getByRole('table')
        .locator('xpath=..')
        .evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(tableOverflow, `${key} cards are wider than the screen`).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page, 'records', ['main'])).toEqual([]);
    }
  });
});
