// Bonus money in a real browser (issue 25, decision 061): a member with 1,000.00 of cash deposits
// 200.00 and claims a 50 % deposit bonus (100.00, turnover 300.00); the wallet shows cash, the locked
// bonus and the turnover; a withdrawal or a transfer to the upline over the cash is refused with the
// bonus-money message, while the cash can go; after 300.00 of settled bets the lock opens and the
// whole balance can be withdrawn.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken } from '../support/api';
import {
  bearer,
  inhouseGameNode,
  playOneShotRound,
  registerMember,
  walletOf,
} from '../support/funded-member';

const ui = expect.configure({ timeout: 45_000 });
const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000_000);
const USERNAME = `bon${String(SEED % 1_000_000).padStart(6, '0')}`;
const FUND_PASSWORD = '246810';
const DAY = 86_400_000;

async function admin(request: APIRequestContext, url: string, data?: object) {
  const res = await request.post(url, {
    headers: bearer(await adminToken(request)),
    ...(data ? { data } : {}),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json() as Promise<{ id: number }>;
}

async function openPane(page: Page, token: string, key: string) {
  await page.addInitScript((t) => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
    sessionStorage.setItem('token', t);
  }, token);
  await page.goto(`/member?page=${key}`);
}

test.describe.configure({ timeout: 240_000 });

test('[MONEY] a deposit bonus stays in the wallet until its turnover is met, then everything can be withdrawn', async ({
  page,
  request,
}) => {
  const title = `Bonus money ${SEED}`;
  const promo = await admin(request, '/api/admin/promotions', {
    title,
    description: `${title} (e2e)`,
    startsAt: new Date(Date.now() - DAY).toISOString(),
    endsAt: new Date(Date.now() + 10 * DAY).toISOString(),
    rules: {
      kind: 'deposit_bonus',
      percentBp: 5_000,
      cap: 50_000,
      minDeposit: 10_000,
      turnoverMultiplier: 1,
    },
  });
  const token = await registerMember(request, USERNAME, 'Bonus1234', 'AGENT01');
  await admin(request, '/api/admin/wallet/adjustments', {
    account: USERNAME,
    amount: 100_000,
    reason: 'e2e cash',
    requestId: `e2e-bonus-cash-${SEED}`,
  });
  const deposit = await request.post('/api/cashier/deposits', {
    headers: bearer(token),
    data: { channelId: 'bank', amount: 20_000, reference: 'E2E BONUS', requestId: `e2e-bonus-dep-${SEED}` },
  });
  expect(deposit.ok(), await deposit.text()).toBe(true);
  await admin(
    request,
    `/api/admin/cashier/deposits/${((await deposit.json()) as { id: string }).id}/confirm`,
  );
  const claim = await request.post(`/api/promotions/${promo.id}/claim`, { headers: bearer(token) });
  expect(claim.ok(), await claim.text()).toBe(true);

  // fund password and card, as a member sets them
  await openPane(page, token, 'securityCenter');
  const fund = page.getByTestId('fund-password-block');
  await fund.getByLabel('New fund password', { exact: true }).fill(FUND_PASSWORD);
  await fund.getByLabel('Confirm fund password', { exact: true }).fill(FUND_PASSWORD);
  await fund.getByRole('button', { name: 'Set fund password' }).click();
  await ui(fund.getByText('Your fund password is set.')).toBeVisible();
  const cards = page.getByTestId('bank-card-block');
  await cards.getByLabel('Bank', { exact: true }).fill('ABA Bank');
  await cards
    .getByLabel('Account number', { exact: true })
    .fill(`6300${String(SEED % 100_000_000).padStart(8, '0')}`);
  await cards.getByLabel('Payee name', { exact: true }).fill('Sok Dara');
  await cards.getByRole('button', { name: 'Bind card' }).click();
  await ui(cards.getByText('Bank card bound.')).toBeVisible();

  // the wallet: 1,300.00 in all, 1,200.00 of it cash, 100.00 locked bonus, turnover 0 of 300.00
  await page.goto('/member?page=transferFund');
  await ui(page.getByTestId('wallet-balance')).toHaveText(/1,300\.00/);
  await ui(page.getByTestId('wallet-cash')).toHaveText(/1,200\.00/);
  await ui(page.getByTestId('wallet-bonusLocked')).toHaveText(/100\.00/);
  await ui(page.getByTestId('wallet-withdrawable')).toHaveText(/1,200\.00/);
  await ui(page.getByTestId('wallet-turnover')).toContainText(/0\.00 of \D*300\.00/);
  await page.screenshot({ path: test.info().outputPath('wallet-bonus-locked.png'), fullPage: true });

  // over the cash: the withdrawal form stops at the cash; the server refuses a transfer up with the bonus-money message
  const refusal = /Bonus money stays in your wallet until its turnover is met/;
  await page.goto('/member?page=withdraw');
  const form = page.getByTestId('withdraw-form');
  await form.getByLabel('Amount', { exact: true }).fill('1250.00');
  await form.getByLabel('Fund password', { exact: true }).fill(FUND_PASSWORD);
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  // the form knows what may be withdrawn: the cash, not the bonus
  await ui(form.getByText(/The maximum is \D*1,200\.00/)).toBeVisible();
  await page.goto('/member?page=transferUpline');
  const up = page.getByTestId('transfer-upline-form');
  await up.getByLabel('Amount', { exact: true }).fill('1250.00');
  await up.getByLabel('Fund password', { exact: true }).fill(FUND_PASSWORD);
  await up.getByRole('button', { name: 'Transfer' }).click();
  await ui(page.getByText(refusal)).toBeVisible();
  expect((await walletOf(request, token)).balance).toBe(130_000);

  // 300.00 of settled bets meet the turnover: the lock opens
  const scratch = await inhouseGameNode(request, 'scratch');
  for (let round = 0; round < 60; round += 1) {
    await playOneShotRound(
      request,
      token,
      scratch,
      { engine: 'scratch', bet: 500 },
      `e2e-bonus-${SEED}-${round}`,
    );
  }
  const balance = (await walletOf(request, token)).balance;
  await page.goto('/member?page=transferFund');
  await ui(page.getByTestId('wallet-turnover')).toHaveCount(0);
  await ui(page.getByTestId('wallet-bonusLocked')).toHaveCount(0);
  const whole = (balance / 100).toFixed(2);
  await ui(page.getByTestId('wallet-withdrawable')).toHaveText(
    new RegExp(Number(whole).toLocaleString('en-US', { minimumFractionDigits: 2 }).replace('.', '\\.')),
  );
  await page.goto('/member?page=withdraw');
  await form.getByLabel('Amount', { exact: true }).fill(whole);
  await form.getByLabel('Fund password', { exact: true }).fill(FUND_PASSWORD);
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await ui(page.getByTestId('withdrawal-row').first()).toContainText('Under review');
  await ui(page.getByTestId('withdrawal-row').first()).toContainText(
    Number(whole).toLocaleString('en-US', { minimumFractionDigits: 2 }),
  );
  expect((await walletOf(request, token)).balance).toBe(0);
});
