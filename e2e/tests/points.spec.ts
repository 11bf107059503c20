// Missions and the points mall of issue 13 in Chromium against the real server: a fresh member
// plays one in-house round and claims the "play one round" mission in the member centre; redeems
// goods in the points mall with the fund password, sees the record in process and then approved
// by the operator; converts points to balance through the shared fund-password field (six hidden
// digits, numeric keypad, show/hide toggle). Each page once in zh and km, axe clean, and at 390 px
// without sideways scrolling.
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, encrypt } from '../support/api';
import { seriousAxeViolations } from '../support/axe';
import {
  bearer,
  createFundedMember,
  inhouseGameNode,
  playOneShotRound,
  walletOf,
} from '../support/funded-member';

// pages load behind the start-up jobs on a shared, loaded machine: assertions wait longer
const expect = baseExpect.configure({ timeout: 45_000 });

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000_000);
const USERNAME = `pts${String(SEED % 1_000_000).padStart(6, '0')}`;
const FUND_PASSWORD = '135790';

let token: string | undefined;

test.beforeEach(async ({ page }, testInfo) => {
  testInfo.annotations.push({ type: 'seed', description: `E2E_SEED=${SEED}` });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  });
});

/** The member (funded, with a fund password), once per worker. */
async function member(request: APIRequestContext): Promise<string> {
  if (!token) {
    const m = await createFundedMember(request, USERNAME, 100_000);
    const password = await encrypt(request, FUND_PASSWORD);
    const res = await request.post('/api/cashier/fund-password', {
      headers: bearer(m.token),
      data: { newPassword: password, confirmNewPassword: password },
    });
    expect(res.ok(), await res.text()).toBe(true);
    token = m.token;
  }
  return token;
}

async function givePoints(request: APIRequestContext, points: number, id: string) {
  const res = await request.post('/api/admin/points/adjustments', {
    headers: bearer(await adminToken(request)),
    data: { account: USERNAME, points, reason: 'e2e points', requestId: `e2e-pts-${SEED}-${id}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function pointsOf(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/points/balance', { headers: bearer(token!) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { points: number }).points;
}

const fmtPoints = (n: number) => n.toLocaleString('en-US');

async function open(page: Page, path: string, lang?: 'zh' | 'km') {
  await page.addInitScript(
    ([t, l]) => {
      sessionStorage.setItem('token', t as string);
      if (l) {
        localStorage.setItem('lang', l);
      }
    },
    [token, lang],
  );
  await page.goto(path);
}

async function checkPage(page: Page, label: string) {
  expect(await seriousAxeViolations(page, label)).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

test.describe.serial('[POINTS] missions and points mall', () => {
  // the first calls wait behind the start-up jobs (settlement catch-up, report sums) on PGlite's one
  // connection, which takes minutes on a loaded machine
  test.describe.configure({ timeout: 240_000 });

  test('[POINTS] a member plays one round and claims the mission reward', async ({ page, request }) => {
    const t = await member(request);
    const scratch = await inhouseGameNode(request, 'scratch');
    await playOneShotRound(request, t, scratch, { engine: 'scratch', bet: 1_000 }, `e2e-pts-${SEED}-round`);
    // the crediting job (every minute) gives the round's 10.00 stake its slots point
    await expect
      .poll(
        async () => {
          const res = await request.get('/api/points/transactions', { headers: bearer(t) });
          const { records } = (await res.json()) as { records: { kind: string; pointType: string }[] };
          return records.some((r) => r.kind === 'earn' && r.pointType === 'slots');
        },
        { timeout: 150_000, intervals: [5_000] },
      )
      .toBe(true);
    const before = (await walletOf(request, t)).balance;

    await open(page, '/member?page=missionLeaderboard');
    const card = page.locator('[data-testid="mission-card"][data-code="daily-one-bet"]');
    await expect(card).toContainText('Play one round of any game');
    await expect(card).toContainText('1 / 1');
    await expect(page.getByTestId('leaderboard')).toBeVisible();
    await checkPage(page, 'missions');
    await card.getByRole('button', { name: 'Claim the reward of Play one round of any game' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'added to your balance' })).toBeVisible();
    await expect(card.getByTestId('mission-state')).toHaveText('Claimed');
    expect((await walletOf(request, t)).balance).toBe(before + 200);
    // a second claim through the API is refused and pays nothing
    const summary = (await (await request.get('/api/missions', { headers: bearer(t) })).json()) as {
      missions: { id: string; code: string }[];
    };
    const mission = summary.missions.find((m) => m.code === 'daily-one-bet')!;
    const again = await request.post(`/api/missions/${mission.id}/claim`, { headers: bearer(t) });
    expect(again.status()).toBe(409);
    expect((await walletOf(request, t)).balance).toBe(before + 200);
  });

  test('[POINTS] a member redeems goods with the fund password and sees the record', async ({
    page,
    request,
  }) => {
    await member(request);
    await givePoints(request, 1_000, 'redeem');
    const start = await pointsOf(request);
    await open(page, '/pointMall');
    await expect(page.getByTestId('points-balance')).toHaveText(fmtPoints(start));
    await checkPage(page, 'points mall');
    await page.getByRole('button', { name: 'Redeem Pavilion mug' }).click();
    const form = page.getByTestId('redeem-form');
    await form.getByLabel('Recipient').fill('Sok Dara');
    await form.getByLabel('Delivery address').fill('12 Street 240, Phnom Penh');
    await form.getByLabel('Phone').fill('+855 12 345 678');
    await expect(form.getByLabel('Fund password')).toHaveAttribute('type', 'password');
    await form.getByLabel('Fund password').fill('000000');
    await form.getByRole('button', { name: 'Confirm redemption' }).click();
    await expect(form.getByText('The fund password is wrong')).toBeVisible();
    await form.getByLabel('Fund password').fill(FUND_PASSWORD);
    await form.getByRole('button', { name: 'Confirm redemption' }).click();
    await expect(page.getByText('Pavilion mug redeemed')).toBeVisible();
    await expect(page.getByTestId('points-balance')).toHaveText(fmtPoints(start - 800));

    await page.getByRole('tab', { name: 'Redemption records' }).click();
    const row = page.getByTestId('redemptions-row').first();
    await expect(row).toContainText('Pavilion mug × 1');
    await expect(row.getByTestId('redemption-status')).toHaveText('In process');
    await checkPage(page, 'redemption records');

    const admin = bearer(await adminToken(request));
    const list = await request.get('/api/admin/points/redemptions?status=process&pageSize=100', {
      headers: admin,
    });
    const mine = ((await list.json()) as { records: { id: string; memberAccount: string }[] }).records.find(
      (r) => r.memberAccount === USERNAME,
    )!;
    const approve = await request.post(`/api/admin/points/redemptions/${mine.id}/approve`, {
      headers: admin,
      data: { remark: 'Shipped' },
    });
    expect(approve.ok(), await approve.text()).toBe(true);
    await page.reload();
    await page.getByRole('tab', { name: 'Redemption records' }).click();
    await expect(page.getByTestId('redemptions-row').first().getByTestId('redemption-status')).toHaveText(
      'Approved',
    );

    await page.getByRole('tab', { name: 'Points details' }).click();
    // points the member's earlier rounds earn may be credited after the redemption (a later row)
    await expect(page.getByTestId('points-details-row').filter({ hasText: '-800' })).toHaveCount(1);
    await page.getByRole('tab', { name: 'Points rules' }).click();
    await expect(page.getByTestId('points-rules').getByText('Points never expire.')).toBeVisible();
    await checkPage(page, 'points rules');
  });

  test('[POINTS] a member converts points to balance', async ({ page, request }) => {
    const t = await member(request);
    await givePoints(request, 300, 'convert');
    const before = (await walletOf(request, t)).balance;
    const start = await pointsOf(request);
    await open(page, '/pointMall');
    await expect(page.getByTestId('points-balance')).toHaveText(fmtPoints(start));
    await page.getByRole('tab', { name: 'Convert to balance' }).click();
    const form = page.getByTestId('convert-form');
    await form.getByLabel('Points to convert').fill('500');
    // the shared fund-password field: six hidden digits on a numeric keypad, with a show toggle
    const fund = form.getByLabel('Fund password');
    await expect(fund).toHaveAttribute('type', 'password');
    await expect(fund).toHaveAttribute('inputmode', 'numeric');
    await expect(fund).toHaveAttribute('maxlength', '6');
    await expect(form).toContainText('6 digits');
    await fund.fill(FUND_PASSWORD);
    await form.getByRole('button', { name: 'Show password' }).click();
    await expect(fund).toHaveAttribute('type', 'text');
    await expect(fund).toHaveValue(FUND_PASSWORD);
    await form.getByRole('button', { name: 'Hide password' }).click();
    await expect(fund).toHaveAttribute('type', 'password');
    await checkPage(page, 'convert');
    await form.getByRole('button', { name: 'Convert' }).click();
    await expect(form.getByRole('status')).toContainText('500 points converted');
    await expect(page.getByTestId('points-balance')).toHaveText(fmtPoints(start - 500));
    expect((await walletOf(request, t)).balance).toBe(before + 500);
  });

  for (const lang of ['zh', 'km'] as const) {
    test(`[POINTS] the points mall and missions in ${lang} at phone width`, async ({ page, request }) => {
      await member(request);
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, '/pointMall', lang);
      await expect(page.getByTestId('points-balance')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByTestId('goods-card').first()).toBeVisible();
      await checkPage(page, `points mall ${lang}`);
      await page.screenshot({ path: test.info().outputPath(`point-mall-${lang}.png`), fullPage: true });
      await page.goto('/member?page=missionLeaderboard');
      await expect(page.getByTestId('mission-card').first()).toBeVisible();
      await checkPage(page, `missions ${lang}`);
      await page.screenshot({ path: test.info().outputPath(`missions-${lang}.png`), fullPage: true });
    });
  }
});
