// Agent contracts in a real browser (decision 025): agent01 offers a daily-salary contract to a direct
// downline agent X (set up through the API) with a rate below what X gave its own downline agent Y;
// X logs in at /agent and accepts it on the daily wage page, and the contract X gave Y ends by the
// cascade of the rate rule. Then X asks to end its contract, agent01 confirms on its page, and X's
// contract ends. Axe clean; 390 px without sideways scrolling.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, encrypt } from '../support/api';
import { seriousAxeViolations } from '../support/axe';
import { bearer } from '../support/funded-member';

const NEW_PASSWORD = 'Agent456x';

// the parts of the API's shapes (packages/contracts/src/agent-contracts.ts) this test reads
type TContract = { id: number; status: string; downline: { account: string } };
type TContractProcess = {
  mine: TContract | null;
  given: TContract[];
  candidates: { account: string }[];
};
type TContractTerms = {
  kind: 'daily';
  tiers: { minDailyBet: number; minActiveMembers: number; rateBp: number }[];
};

async function login(request: APIRequestContext, username: string, password: string): Promise<string> {
  const res = await request.post('/api/auth/login', {
    data: { type: 'username', username, password: await encrypt(request, password) },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** A seeded downline agent whose password this test does not know: reset it, then set our own. */
async function takeOver(request: APIRequestContext, account: string): Promise<string> {
  const admin = await adminToken(request);
  const reset = await request.post(`/api/admin/members/${account}/reset-password`, {
    headers: bearer(admin),
  });
  expect(reset.ok(), await reset.text()).toBe(true);
  const temp = await login(request, account, '{key}');
  const changed = await request.post('/api/auth/change-password', {
    headers: bearer(temp),
    data: {
      oldPassword: await encrypt(request, '{key}'),
      newPassword: await encrypt(request, NEW_PASSWORD),
      confirmNewPassword: await encrypt(request, NEW_PASSWORD),
    },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  return login(request, account, NEW_PASSWORD);
}

async function dailyProcess(request: APIRequestContext, token: string): Promise<TContractProcess> {
  const res = await request.get('/api/agent/contracts/daily/process', { headers: bearer(token) });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as TContractProcess;
}

async function api<T>(request: APIRequestContext, token: string, url: string, data: unknown): Promise<T> {
  const res = await request.post(url, { headers: bearer(token), data });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

const daily = (rateBp: number): TContractTerms => ({
  kind: 'daily',
  tiers: [{ minDailyBet: 50_000, minActiveMembers: 2, rateBp }],
});

async function uiLogin(page: Page, username: string, password: string) {
  await page.goto('/agent');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/agentHome/);
}

test('[CONTRACTS] a downline accepts a lower daily-salary offer, the cascade ends its own, then a termination', async ({
  page,
  browser,
  request,
}) => {
  // --- set-up through the API: X (direct downline agent of agent01 with a downline agent Y)
  const top = await login(request, 'agent01', 'Agent123');
  let x: { account: string; token: string } | null = null;
  let yAccount = '';
  for (const c of (await dailyProcess(request, top)).candidates) {
    const token = await takeOver(request, c.account);
    const sub = (await dailyProcess(request, token)).candidates;
    if (sub.length > 0) {
      x = { account: c.account, token };
      yAccount = sub[0]!.account;
      break;
    }
  }
  expect(x, 'agent01 needs a downline agent with a downline agent of its own').not.toBeNull();
  const X = x!;
  let topView = await dailyProcess(request, top);
  // clear a pending offer to X, make sure X holds a daily contract (rate 0.3 %)
  for (const c of topView.given.filter((g) => g.downline.account === X.account && g.status === 'offered')) {
    await api(request, top, `/api/agent/contracts/${c.id}/actions`, { action: 'withdraw' });
  }
  if (!(await dailyProcess(request, X.token)).mine) {
    const o = await api<TContract>(request, top, '/api/agent/contracts/offers', {
      downline: X.account,
      terms: daily(30),
    });
    await api(request, X.token, `/api/agent/contracts/${o.id}/actions`, { action: 'accept' });
  }
  // X gives Y a daily contract at 0.2 % unless Y already holds one from X
  let xView = await dailyProcess(request, X.token);
  let xToY = xView.given.find(
    (g) => g.downline.account === yAccount && (g.status === 'active' || g.status === 'termination_requested'),
  );
  if (!xToY) {
    for (const c of xView.given.filter((g) => g.downline.account === yAccount && g.status === 'offered')) {
      await api(request, X.token, `/api/agent/contracts/${c.id}/actions`, { action: 'withdraw' });
    }
    const yToken = await takeOver(request, yAccount);
    const o = await api<TContract>(request, X.token, '/api/agent/contracts/offers', {
      downline: yAccount,
      terms: daily(20),
    });
    xToY = await api<TContract>(request, yToken, `/api/agent/contracts/${o.id}/actions`, {
      action: 'accept',
    });
  }
  // agent01 offers X 0.1 %: below what X gave Y
  const offer = await api<TContract>(request, top, '/api/agent/contracts/offers', {
    downline: X.account,
    terms: daily(10),
  });

  // --- X accepts in the browser
  await page.setViewportSize({ width: 390, height: 844 });
  await uiLogin(page, X.account, NEW_PASSWORD);
  await page.goto('/agentHome?page=agentDailyWages2');
  await expect(page.getByRole('heading', { name: 'Daily salary contracts' })).toBeVisible();
  const pending = page.getByTestId('contract-pending').filter({ has: page.locator(`[data-contract-id]`) });
  const offerCard = page.locator(`[data-contract-id="${offer.id}"]`);
  await expect(offerCard).toBeVisible();
  await expect(offerCard.getByTestId('contract-status')).toHaveText('Offered');
  await expect(offerCard.getByTestId('contract-terms')).toContainText('0.1 %');
  // the downline sees exactly the actions the table gives it
  await expect(offerCard.getByRole('button', { name: 'Accept' })).toBeVisible();
  await expect(offerCard.getByRole('button', { name: 'Reject' })).toBeVisible();
  await expect(offerCard.getByRole('button', { name: 'Withdraw offer' })).toHaveCount(0);
  expect(await seriousAxeViolations(page, 'daily wage (offer)')).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await offerCard.getByRole('button', { name: 'Accept' }).click();
  await expect(pending).toHaveCount(0);

  const mine = page.getByTestId('contract-mine');
  await expect(mine.getByTestId('contract-status')).toHaveText('Active');
  await expect(mine.getByTestId('contract-terms')).toContainText('0.1 %');
  // the cascade: what X gave Y above 0.1 % has ended
  const given = page.locator(`[data-contract-id="${xToY.id}"]`);
  await expect(given.getByTestId('contract-status')).toHaveText('Terminated');
  await expect(given).toContainText(/upline's rate fell/);
  await given.getByTestId('contract-history-toggle').click();
  await expect(given.getByTestId('contract-history')).toContainText('Ended by the rate rule');

  // --- X asks to end its contract; agent01 confirms on its own page
  await mine.getByRole('button', { name: 'Request termination' }).click();
  await expect(page.locator(`[data-contract-id="${offer.id}"]`).getByTestId('contract-status')).toHaveText(
    'Termination requested',
  );
  await expect(
    page.locator(`[data-contract-id="${offer.id}"]`).getByRole('button', { name: 'Cancel my request' }),
  ).toBeVisible();

  const topContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const topPage = await topContext.newPage();
  await uiLogin(topPage, 'agent01', 'Agent123');
  await topPage.getByRole('link', { name: 'Daily wage' }).click();
  await expect(topPage).toHaveURL(/page=agentDailyWages2/);
  const request2 = topPage.getByTestId('contracts-pending').locator(`[data-contract-id="${offer.id}"]`);
  await expect(request2.getByRole('button', { name: 'Decline termination' })).toBeVisible();
  expect(await seriousAxeViolations(topPage, 'daily wage (agent01)')).toEqual([]);
  await request2.getByRole('button', { name: 'Confirm termination' }).click();
  await expect(topPage.locator(`[data-contract-id="${offer.id}"]`).getByTestId('contract-status')).toHaveText(
    'Terminated',
  );
  // team management links here with ?member=<account>: the offer form starts with that agent
  await topPage.goto(`/agentHome?page=agentDailyWages2&member=${X.account}`);
  await expect(topPage.getByTestId('contract-offer-form').getByLabel(/Downline agent/)).toHaveValue(
    X.account,
  );
  await topContext.close();

  // X now holds, gives and must answer nothing of the kind: the consolidated info drops the menu entry
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Team overview' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Daily wage' })).toHaveCount(0);
  topView = await dailyProcess(request, top);
  expect(topView.given.find((g) => g.id === offer.id)?.status).toBe('terminated');
  xView = await dailyProcess(request, X.token);
  expect(xView.mine).toBeNull();
});
