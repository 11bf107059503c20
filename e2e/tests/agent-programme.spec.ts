// The agent programme end to end (issue 12): agent01 registers a downline agent in "Register
// account" and offers it a daily-salary contract on the "Daily wage" page (rates within agent01's
// own contract); the downline logs in at /agent, accepts, and registers two players in its own
// "Register account"; both are funded by an operator adjustment (the e2e funding of
// support/funded-member.ts) and play in-house scratch cards, the first in the player site, both
// through the game API for the stakes the tier needs (two active members, a daily bet of at least
// 500.00). The operator moves the settlement's test clock a day ahead (decision 026) and triggers the
// daily settlement of today; both agents then see the payment, exactly the downline's rate on the
// stakes played, in "My income" and in "Account details". Axe clean on every page visited; the
// downline's income page at 390 px without sideways scrolling.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, encrypt, setFlag } from '../support/api';
import { seriousAxeViolations } from '../support/axe';
import { bearer, inhouseGameNode, playOneShotRound } from '../support/funded-member';

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000);
const PASSWORD = 'Flow1234x';
/** the downline's rate: 0.3 % at agent01's first tier (50,000 daily bet, 2 active members) */
const RATE_BP = 30;
const MIN_DAILY_BET = 50_000;

type TRound = { stake: number; status: string };

async function uiLogin(page: Page, username: string, password: string) {
  await page.goto('/agent');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/agentHome/);
}

async function openAgentPage(page: Page, key: string, title: string) {
  await page.goto(`/agentHome?page=${key}`);
  await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
}

async function noSeriousAxe(page: Page, label: string) {
  expect(await seriousAxeViolations(page, label)).toEqual([]);
}

/** Registers a downline account of `typeLabel` on the open "Register account" page. */
async function registerDownline(page: Page, typeLabel: string, username: string) {
  const form = page.getByTestId('register-form');
  await form.getByLabel('Account type').selectOption({ label: typeLabel });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  // whatever else the site's registration config asks for (a fund password, a payee name, …)
  for (const field of await form.locator('input[required]').all()) {
    if ((await field.inputValue()) === '') {
      const type = await field.getAttribute('type');
      await field.fill(
        type === 'password' ? '654321' : type === 'email' ? `${username}@example.com` : 'Flow Test',
      );
    }
  }
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByTestId('register-done')).toHaveText(`${username} is registered in your team.`);
}

async function apiLogin(request: APIRequestContext, username: string, password: string): Promise<string> {
  const res = await request.post('/api/auth/login', {
    data: { type: 'username', username, password: await encrypt(request, password) },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

async function fund(request: APIRequestContext, account: string, amount: number) {
  const res = await request.post('/api/admin/wallet/adjustments', {
    headers: bearer(await adminToken(request)),
    data: { account, amount, reason: 'e2e funding', requestId: `e2e-flow-fund-${account}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function stakesOf(request: APIRequestContext, token: string, nodeId: number): Promise<number> {
  const res = await request.get(`/api/play/rounds?nodeId=${nodeId}&limit=10`, { headers: bearer(token) });
  expect(res.ok(), await res.text()).toBe(true);
  const { rounds } = (await res.json()) as { rounds: TRound[] };
  return rounds.filter((r) => r.status === 'settled').reduce((sum, r) => sum + r.stake, 0);
}

const shown = (minor: number) => (minor / 100).toFixed(2);

test('[FLOW] register a downline agent, daily-salary contract, its players play, settlement, both agents see it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const started = Date.now();
  const tag = `${SEED}`.slice(-6);
  const downline = `fa${tag}`;
  const players = [`fp${tag}a`, `fp${tag}b`];

  // --- agent01 registers the downline agent and offers it a daily salary
  await setFlag(request, 'CAPTCHA3', false);
  try {
    await uiLogin(page, 'agent01', 'Agent123');
  } finally {
    await setFlag(request, 'CAPTCHA3', true);
  }
  await openAgentPage(page, 'registerCenter', 'Register account');
  await noSeriousAxe(page, 'register account (agent01)');
  await registerDownline(page, 'Agent', downline);

  await openAgentPage(page, 'agentDailyWages2', 'Daily salary contracts');
  const offerForm = page.getByTestId('contract-offer-form');
  await offerForm.getByLabel(/Downline agent/).selectOption(downline);
  // keep agent01's first tier (its own thresholds), at a lower rate
  while ((await offerForm.getByTestId('contract-tier-row').count()) > 1) {
    await offerForm.getByTestId('contract-tier-remove').last().click();
  }
  await offerForm.getByLabel('Daily bet amount (min.) (tier 1)').fill(shown(MIN_DAILY_BET));
  await offerForm.getByLabel('Active members (min.) (tier 1)').fill('2');
  await offerForm.getByLabel('Rate (%) (tier 1)').fill(String(RATE_BP / 100));
  await noSeriousAxe(page, 'daily wage offer (agent01)');
  await offerForm.getByTestId('contract-offer-submit').click();
  await expect(offerForm).toContainText(`The offer was sent to ${downline}.`);

  // --- the downline logs in at /agent, accepts and registers two players
  const dContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const dPage = await dContext.newPage();
  await setFlag(request, 'CAPTCHA3', false);
  try {
    await uiLogin(dPage, downline, PASSWORD);
  } finally {
    await setFlag(request, 'CAPTCHA3', true);
  }
  await openAgentPage(dPage, 'agentDailyWages2', 'Daily salary contracts');
  const offered = dPage.getByTestId('contract-pending').first();
  await expect(offered.getByTestId('contract-status')).toHaveText('Offered');
  await expect(offered.getByTestId('contract-terms')).toContainText('0.3 %');
  await noSeriousAxe(dPage, 'daily wage offer (downline)');
  await offered.getByRole('button', { name: 'Accept' }).click();
  await expect(dPage.getByTestId('contract-mine').getByTestId('contract-status')).toHaveText('Active');

  await openAgentPage(dPage, 'registerCenter', 'Register account');
  for (const p of players) {
    await registerDownline(dPage, 'Player', p);
  }

  // --- the players are funded and play in-house scratch cards
  const scratch = await inhouseGameNode(request, 'scratch');
  await setFlag(request, 'CAPTCHA3', false);
  const tokens: string[] = [];
  try {
    for (const p of players) {
      await fund(request, p, 100_000);
      tokens.push(await apiLogin(request, p, PASSWORD));
    }
  } finally {
    await setFlag(request, 'CAPTCHA3', true);
  }
  // the first player buys two tickets in the player site
  const pContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const pPage = await pContext.newPage();
  await pPage.emulateMedia({ reducedMotion: 'reduce' });
  await pPage.addInitScript((t) => {
    sessionStorage.setItem('USER_POPUP', '1');
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('token', t);
  }, tokens[0]!);
  await pPage.goto(`/seamless?nodeId=${scratch}`);
  for (let round = 1; round <= 2; round++) {
    await pPage.getByRole('button', { name: /^Buy ticket/ }).click();
    await pPage.getByRole('button', { name: 'Reveal all' }).click();
    await expect(pPage.getByTestId('scratch-result')).toBeVisible();
    await expect(pPage.getByTestId('recent-round')).toHaveCount(round, { timeout: 20_000 });
  }
  await noSeriousAxe(pPage, 'scratch (player)');
  await pContext.close();
  // then both play 300.00 of tickets through the game API with their own sessions
  for (const [i, token] of tokens.entries()) {
    for (let round = 1; round <= 3; round++) {
      await playOneShotRound(
        request,
        token,
        scratch,
        { engine: 'scratch', bet: 10_000 },
        `e2e-flow-${tag}-${i}-${round}`,
      );
    }
  }
  let validBet = 0;
  for (const token of tokens) {
    validBet += await stakesOf(request, token, scratch);
  }
  expect(validBet).toBeGreaterThanOrEqual(MIN_DAILY_BET);
  const amount = Math.floor((validBet * RATE_BP) / 10_000);

  // --- the operator settles today: the test clock a day ahead, trigger, clock back
  const admin = await adminToken(request);
  const clock = (offsetMinutes: number) =>
    request.post('/api/admin/agent-settlements/test-clock', {
      headers: bearer(admin),
      data: { offsetMinutes },
    });
  const trigger = (data: object) =>
    request.post('/api/admin/agent-settlements/trigger', { headers: bearer(admin), data });
  const settleToday = async (): Promise<string> => {
    expect((await clock(24 * 60)).ok()).toBe(true);
    try {
      const run = await trigger({ kind: 'daily' });
      expect(run.ok(), await run.text()).toBe(true);
      const body = (await run.json()) as { status: string; periodKey: string };
      expect(body.status).toBe('done');
      return body.periodKey;
    } finally {
      expect((await clock(0)).ok()).toBe(true);
    }
  };
  const periodKey = await settleToday();
  // the clock is back: today is an open period again
  const open = await trigger({ kind: 'daily', periodKey });
  expect(open.status()).toBe(409);

  // --- the downline: my income (received) and account details (its own salary)
  await openAgentPage(dPage, 'agentRevenueReport', 'My income');
  await expect(dPage.getByTestId('income-total-salary')).toHaveText(shown(amount));
  const dIncome = dPage.getByTestId('income-table-row');
  await expect(dIncome).toHaveCount(1);
  await expect(dIncome.first()).toContainText(periodKey);
  await expect(dIncome.first()).toContainText(shown(amount));
  const dRecord = dPage.getByTestId('settlement-records-daily-table-row');
  await expect(dRecord).toHaveCount(1);
  await expect(dRecord.first()).toContainText('agent01');
  await expect(dRecord.first()).toContainText(shown(validBet));
  await expect(dRecord.first()).toContainText(shown(amount));
  await noSeriousAxe(dPage, 'my income (downline)');
  await dPage.setViewportSize({ width: 390, height: 844 });
  await expect(dPage.getByTestId('income-total-salary')).toBeVisible();
  expect(
    await dPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await noSeriousAxe(dPage, 'my income 390 px (downline)');
  await dPage.setViewportSize({ width: 1280, height: 900 });

  await openAgentPage(dPage, 'agentDownlineTransactionDetailsCopy', 'Account details');
  await dPage.getByLabel('Type').selectOption('salary');
  const dSalary = dPage.getByTestId('team-transactions-table-row');
  await expect(dSalary).toHaveCount(1);
  await expect(dSalary.first()).toContainText(downline);
  await expect(dSalary.first()).toContainText(`+$${shown(amount)}`);
  await noSeriousAxe(dPage, 'account details (downline)');
  await dContext.close();

  // --- agent01: my income (paid to the downline) and account details (the downline's salary)
  await openAgentPage(page, 'agentRevenueReport', 'My income');
  const paid = page
    .getByTestId('settlement-records-daily-table-row')
    .filter({ hasText: downline })
    .filter({ hasText: periodKey });
  await expect(paid).toHaveCount(1);
  await expect(paid.locator('[data-state="paid"]')).toHaveText('Paid');
  await expect(paid).toContainText(`-${shown(amount)}`);
  await expect(page.getByTestId('income-table-row').filter({ hasText: periodKey }).first()).toBeVisible();
  await noSeriousAxe(page, 'my income (agent01)');

  await openAgentPage(page, 'agentDownlineTransactionDetailsCopy', 'Account details');
  await page.getByLabel('Type').selectOption('salary');
  const upSalary = page.getByTestId('team-transactions-table-row').filter({ hasText: downline });
  await expect(upSalary).toHaveCount(1);
  await expect(upSalary).toContainText(`+$${shown(amount)}`);
  await noSeriousAxe(page, 'account details (agent01)');

  console.log(
    `[FLOW] ${periodKey}: valid bet ${validBet}, rate ${RATE_BP} bp, paid ${amount}; ${Date.now() - started} ms`,
  );
});
