// Promotions in a real browser (issue 13, decision 034): a member deposits, claims the deposit bonus
// in the claim hall of /promotions and sees its turnover progress on bonusDetails move as they play
// in-house scratch cards (through the game API); applies for an activity with two images and sees
// the operator's answer (given through the admin API); the Zalo bonus, whose form sends a member
// without a Zalo id to the profile first and whose approval pays up to its maximum; grabs a red
// envelope. Each page once in zh
// and km, axe clean, and 390 px wide without sideways scrolling. Activities are created by the
// operator here, so the test does not depend on the demo seed's clock.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken } from '../support/api';
import { seriousAxeViolations } from '../support/axe';
import { bearer, createFundedMember, inhouseGameNode, playOneShotRound } from '../support/funded-member';

// the shared machine runs several suites at once: pages and queries get more time than the default
const ui = expect.configure({ timeout: 45_000 });

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000);
const DAY = 86_400_000;
// a real 1×1 PNG: uploads are decoded and re-encoded, magic bytes alone are refused
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function createActivity(request: APIRequestContext, title: string, rules: Record<string, unknown>) {
  const res = await request.post('/api/admin/promotions', {
    headers: bearer(await adminToken(request)),
    data: {
      title,
      description: `${title} (e2e)`,
      startsAt: new Date(Date.now() - DAY).toISOString(),
      endsAt: new Date(Date.now() + 10 * DAY).toISOString(),
      rules,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

async function openAs(page: Page, token: string, url: string) {
  await page.addInitScript((t) => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
    sessionStorage.setItem('token', t);
  }, token);
  await page.goto(url);
  // the lazy page chunk can take a while on a busy machine
  await ui(page.locator('main h1').first()).toBeVisible({ timeout: 60_000 });
}

const card = (page: Page, title: string) => page.locator('article').filter({ hasText: title });

async function noSeriousAxe(page: Page, label: string) {
  expect(await seriousAxeViolations(page, label)).toEqual([]);
}

test.describe.serial('[PROMO] promotions and claim hall', () => {
  // the shared machine runs several suites at once: room for a slow first login and build
  test.describe.configure({ timeout: 240_000 });

  test('[PROMO] a member claims a deposit bonus and sees the turnover progress move as they play', async ({
    page,
    request,
  }) => {
    const title = `Deposit bonus ${SEED}`;
    await createActivity(request, title, {
      kind: 'deposit_bonus',
      percentBp: 5_000,
      cap: 50_000,
      minDeposit: 10_000,
      turnoverMultiplier: 3,
    });
    const member = await createFundedMember(request, `pr${SEED}a`, 100_000);
    const deposit = await request.post('/api/cashier/deposits', {
      headers: bearer(member.token),
      data: { channelId: 'bank', amount: 20_000, reference: 'E2E PROMO', requestId: `e2e-promo-dep-${SEED}` },
    });
    expect(deposit.ok(), await deposit.text()).toBe(true);
    const { id } = (await deposit.json()) as { id: string };
    const confirm = await request.post(`/api/admin/cashier/deposits/${id}/confirm`, {
      headers: bearer(await adminToken(request)),
    });
    expect(confirm.ok(), await confirm.text()).toBe(true);

    await openAs(page, member.token, '/promotions');
    const bonus = card(page, title);
    await ui(bonus.getByTestId('promotion-state')).toHaveText('Claim prize');
    await ui(page.getByTestId('claim-hall-count')).toContainText('waiting for you');
    await noSeriousAxe(page, '/promotions');
    await bonus.getByRole('button', { name: 'Claim prize' }).click();
    await ui(bonus.getByRole('status')).toContainText('100.00 was added to your balance');
    await ui(bonus.getByTestId('promotion-state')).toHaveText('Claimed');

    await page.goto('/member?page=bonusDetails');
    const row = page.getByTestId('bonus-row').filter({ hasText: title });
    await ui(row.getByTestId('turnover-text')).toHaveText(/Turnover \D*0\.00 of \D*900\.00/);
    await ui(row).toContainText('In progress');
    await noSeriousAxe(page, 'bonusDetails');

    const scratch = await inhouseGameNode(request, 'scratch');
    for (const round of [1, 2]) {
      await playOneShotRound(
        request,
        member.token,
        scratch,
        { engine: 'scratch', bet: 500 },
        `e2e-promo-${SEED}-${round}`,
      );
    }
    await page.reload();
    await ui(row.getByTestId('turnover-text')).toHaveText(/Turnover \D*10\.00 of \D*900\.00/);
  });

  test('[PROMO] applies for an activity with images and gets the operator answer', async ({
    page,
    request,
  }) => {
    const title = `Share your win ${SEED}`;
    await createActivity(request, title, { kind: 'application', reward: 3_000, turnoverMultiplier: 1 });
    const member = await createFundedMember(request, `pr${SEED}b`, 10_000);
    await openAs(page, member.token, '/promotions');
    const activity = card(page, title);
    await activity.getByRole('button', { name: 'Apply' }).click();
    const dialog = page.getByTestId('apply-dialog');
    await dialog.getByLabel('Remark (up to 140 characters)').fill('My big win');
    await ui(dialog).toContainText('10/140');
    await dialog.getByLabel('Images').setInputFiles([
      { name: 'win-1.png', mimeType: 'image/png', buffer: PNG },
      { name: 'win-2.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await noSeriousAxe(page, 'apply dialog');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await ui(dialog.getByRole('status')).toContainText('Your application was sent');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await ui(activity.getByTestId('promotion-state')).toHaveText('Applying');

    const headers = bearer(await adminToken(request));
    const list = await request.get('/api/admin/promotions/applications?status=applying', { headers });
    const { applications } = (await list.json()) as {
      applications: { id: number; memberAccount: string; images: number }[];
    };
    const mine = applications.find((a) => a.memberAccount === member.username);
    expect(mine?.images).toBe(2);
    const image = await request.get(`/api/admin/promotions/applications/${mine!.id}/images/1`, { headers });
    expect(image.headers()['content-type']).toBe('image/png');
    const approve = await request.post(`/api/admin/promotions/applications/${mine!.id}/review`, {
      headers,
      data: { action: 'approve' },
    });
    expect(approve.ok(), await approve.text()).toBe(true);

    await page.goto('/member?page=bonusDetails');
    await ui(page.getByTestId('application-row').filter({ hasText: title })).toContainText('Issued');
    await ui(page.getByTestId('bonus-row').filter({ hasText: title })).toContainText('30.00');
  });

  test('[PROMO] Zalo bonus: the apply form asks for the Zalo id of the profile, the operator pays up to 131K', async ({
    page,
    request,
  }) => {
    const title = `Zalo bonus ${SEED}`;
    await createActivity(request, title, {
      kind: 'application',
      reward: 3_100_000,
      maxReward: 13_100_000,
      contact: 'zalo',
      turnoverMultiplier: 1,
    });
    const member = await createFundedMember(request, `pr${SEED}z`, 10_000);
    await openAs(page, member.token, '/promotions');
    const activity = card(page, title);
    // the maximum, through the money formatter
    await ui(activity).toContainText('Reward up to');
    await ui(activity).toContainText('131,000.00');
    await activity.getByRole('button', { name: 'Apply' }).click();
    const dialog = page.getByTestId('apply-dialog');
    await ui(dialog.getByTestId('apply-contact-missing')).toContainText('needs your Zalo ID');
    await ui(dialog.getByLabel('Images')).toHaveCount(0);
    await noSeriousAxe(page, 'apply dialog without Zalo id');
    await dialog.getByRole('link', { name: 'Add it in my profile' }).click();
    await ui(page).toHaveURL(/page=securityCenter/);
    const zalo = page.getByLabel('Zalo', { exact: true });
    await zalo.fill(`zalo${SEED}`);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await ui(page.getByText('Your profile has been saved.')).toBeVisible();

    await page.goto('/promotions');
    await activity.getByRole('button', { name: 'Apply' }).click();
    await ui(dialog).toContainText('The Zalo ID of your profile is sent with your application.');
    await dialog.getByLabel('Remark (up to 140 characters)').fill('Added you on Zalo');
    await dialog
      .getByLabel('Images')
      .setInputFiles([{ name: 'chat.png', mimeType: 'image/png', buffer: PNG }]);
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await ui(dialog.getByRole('status')).toContainText('Your application was sent');
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    const headers = bearer(await adminToken(request));
    const list = await request.get('/api/admin/promotions/applications?status=applying', { headers });
    const mine = (
      (await list.json()) as { applications: { id: number; memberAccount: string; contact: string | null }[] }
    ).applications.find((a) => a.memberAccount === member.username);
    expect(mine?.contact).toBe(`zalo${SEED}`);
    const review = (amount: number) =>
      request.post(`/api/admin/promotions/applications/${mine!.id}/review`, {
        headers,
        data: { action: 'approve', amount },
      });
    const over = await review(13_100_001);
    expect(over.status()).toBe(400);
    expect(((await over.json()) as { error: { code: string } }).error.code).toBe('ACTIVITY_REWARD_OVER_CAP');
    const approve = await review(5_000_000);
    expect(approve.ok(), await approve.text()).toBe(true);

    await page.goto('/member?page=bonusDetails');
    const row = page.getByTestId('application-row').filter({ hasText: title });
    await ui(row).toContainText('Issued');
    await ui(row).toContainText('50,000.00');
    await ui(page.getByTestId('bonus-row').filter({ hasText: title })).toContainText('50,000.00');
  });

  test('[PROMO] grabs a red envelope', async ({ page, request }) => {
    const title = `Red envelope ${SEED}`;
    const id = await createActivity(request, title, {
      kind: 'red_envelope',
      pool: 10_000,
      shares: 10,
      dailyAt: null,
      durationMinutes: 60,
    });
    const event = await request.post(`/api/admin/promotions/${id}/red-envelopes`, {
      headers: bearer(await adminToken(request)),
      data: { startsAt: new Date(Date.now() - 60_000).toISOString(), durationMinutes: 60 },
    });
    expect(event.ok(), await event.text()).toBe(true);
    const member = await createFundedMember(request, `pr${SEED}c`, 10_000);
    await openAs(page, member.token, '/promotions');
    const envelope = card(page, title);
    await envelope.getByRole('button', { name: 'Grab a red envelope' }).click();
    await ui(envelope.getByRole('status')).toContainText('You grabbed');
    await ui(envelope.getByTestId('promotion-state')).toHaveText('Claimed');
    await ui(envelope.getByRole('button', { name: 'Grab a red envelope' })).toHaveCount(0);
  });

  test('[PROMO] the pages in zh and km, and at 390 px without sideways scrolling', async ({
    page,
    request,
  }) => {
    const member = await createFundedMember(request, `pr${SEED}d`, 10_000);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [lang, hall, bonuses] of [
      ['zh', '领取大厅', '您还没有红利。'],
      ['km', 'សាលទទួលរង្វាន់', 'អ្នកមិនទាន់មានប្រាក់រង្វាន់ទេ។'],
    ] as const) {
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      await openAs(page, member.token, '/promotions');
      await ui(page.getByRole('heading', { name: hall })).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await noSeriousAxe(page, `/promotions ${lang}`);
      await page.goto('/member?page=bonusDetails');
      await ui(page.getByTestId('bonus-details')).toContainText(bonuses);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await noSeriousAxe(page, `bonusDetails ${lang}`);
    }
  });
});
