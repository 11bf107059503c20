// The reality check of issue 5 in Chromium against the real server: a member who has won or lost
// on scratch cards this session picks a 15-minute reminder in the security centre (kept on the
// server across a reload) and opens a game; at 15 minutes of session the reminder shows the
// session's length and net result; "Continue playing" dismisses it, a ticket bought in the page
// counts, and at 30 minutes it is back with the new result; "Log out" ends the session. Then once
// in Chinese, dark theme, on a desktop and a phone.
//
// Time: the page runs on Playwright's clock. The reminder is scheduled from the session start the
// server reports, corrected by the skew between the browser's clock and the reply's `serverTime`
// (apps/web/src/features/engagement/components/reality-check.tsx). Jumping only the browser's
// clock would look like skew and move the session start forward by the jump, so the reality-check
// replies are passed through with `serverTime` moved on by the same jump, as if the server had
// lived through those minutes too. Nothing else of the reply is touched.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import {
  bearer,
  createFundedMember,
  inhouseGameNode,
  playOneShotRound,
  type TFundedMember,
} from '../support/funded-member';

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000);
const MINUTE = 60_000;
const INTERVAL_MINUTES = 15;
const SCRATCH_BET = 500;
/** About one scratch card in ten returns just its stake (net 0): a few more settle the session. */
const MAX_ROUNDS_FOR_A_RESULT = 12;

type TServerReality = {
  intervalMinutes: number;
  sessionStartedAt: string;
  netResult: number;
  serverTime: string;
};

let members = 0;
const nextUsername = () => `rc${String(SEED).padStart(6, '0')}${++members}`;

test.beforeEach(async ({ page }, testInfo) => {
  testInfo.annotations.push({ type: 'seed', description: `E2E_SEED=${SEED}` });
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

async function serverReality(request: APIRequestContext, token: string): Promise<TServerReality> {
  const res = await request.get('/api/protection/reality-check', { headers: bearer(token) });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as TServerReality;
}

/** Plays scratch cards through the API until the session is up or down; returns its net result. */
async function playUntilWonOrLost(request: APIRequestContext, member: TFundedMember): Promise<number> {
  const scratch = await inhouseGameNode(request, 'scratch');
  let net = 0;
  for (let round = 1; net === 0 && round <= MAX_ROUNDS_FOR_A_RESULT; round++) {
    const played = await playOneShotRound(
      request,
      member.token,
      scratch,
      { engine: 'scratch', bet: SCRATCH_BET },
      `e2e-rc-${member.username}-${round}`,
    );
    net += played.payout - played.stake;
  }
  expect(net, 'every scratch card returned its stake').not.toBe(0);
  expect((await serverReality(request, member.token)).netResult).toBe(net);
  return net;
}

/**
 * Logs the page in as the member, installs Playwright's clock and keeps the reality-check replies
 * in step with it (see the header). `jumpTo(ms)` moves both clocks on to that session length;
 * `reachReminder(n)` stops a minute short of the n-th reminder, sees none yet, then jumps to it.
 */
async function openWithFakeTime(page: Page, request: APIRequestContext, member: TFundedMember) {
  let jumped = 0;
  await page.addInitScript((token) => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
    sessionStorage.setItem('token', token);
  }, member.token);
  await page.clock.install();
  await page.route('**/api/protection/reality-check', async (route) => {
    if (route.request().method() !== 'GET') {
      await route.continue();
      return;
    }
    const response = await route.fetch();
    const reply = (await response.json()) as TServerReality;
    const serverTime = new Date(Date.parse(reply.serverTime) + jumped).toISOString();
    await route.fulfill({ response, json: { ...reply, serverTime } });
  });
  /** The session's length now, on the server's clock moved on by the jumps so far. */
  const sessionLength = async () => {
    const reality = await serverReality(request, member.token);
    return Date.parse(reality.serverTime) + jumped - Date.parse(reality.sessionStartedAt);
  };
  const jumpTo = async (length: number) => {
    const jump = length - (await sessionLength());
    expect(jump, 'the session is already longer').toBeGreaterThan(0);
    jumped += jump;
    await page.clock.fastForward(jump);
    return length;
  };
  return {
    sessionLength,
    jumpTo,
    /**
     * Runs a navigation and waits for the new page's reality-check reply: reminders are timed from
     * it, and one whose moment passed before the page knew of it is skipped, not shown late.
     */
    async navigate(go: () => Promise<unknown>) {
      const reply = page.waitForResponse(
        (r) => r.url().endsWith('/api/protection/reality-check') && r.request().method() === 'GET',
      );
      await go();
      await reply;
    },
    async reachReminder(n: number, reminder: Locator) {
      const due = n * INTERVAL_MINUTES * MINUTE;
      await jumpTo(due - MINUTE);
      // the page has run what the jump set off: a wrongly early reminder would show now
      await settle(page);
      await expect(reminder, `a reminder before ${n * INTERVAL_MINUTES} minutes of session`).toBeHidden();
      return jumpTo(due);
    },
  };
}

/**
 * Waits until the page has done the work a clock jump queued: the due timers ran in the jump, and
 * React renders and runs effects in tasks (MessageChannel, which the fake clock does not hold) and
 * frames. Three turns of both cover a timer -> state -> render -> effect -> re-armed timer chain.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let turn = 0; turn < 3; turn++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
      await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    }
  });
}

/** The reminder's session length (h:mm:ss) in seconds. */
async function shownSessionSeconds(dialog: Locator): Promise<number> {
  const match = /(\d+):(\d{2}):(\d{2})/.exec(await dialog.innerText());
  expect(match, 'the reminder shows no h:mm:ss session length').not.toBeNull();
  const [, hours, minutes, seconds] = (match as RegExpExecArray).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  return hours * 3600 + minutes * 60 + seconds;
}

/** The shown length lies between the reminder's due time and the session length after it showed. */
async function expectSessionLength(dialog: Locator, dueMs: number, sessionLength: () => Promise<number>) {
  const shown = await shownSessionSeconds(dialog);
  const latest = await sessionLength();
  expect(shown).toBeGreaterThanOrEqual(Math.floor(dueMs / 1000));
  expect(shown).toBeLessThanOrEqual(Math.floor(latest / 1000));
}

const money = (minor: number) =>
  `$${(Math.abs(minor) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The reminder's wording of a net result in English. */
const resultText = (net: number) =>
  net > 0 ? `a win of ${money(net)}` : net < 0 ? `a loss of ${money(net)}` : `even ${money(0)}`;

/** Winnings minus stake of the member's latest settled round of the game. */
async function lastRoundNet(request: APIRequestContext, token: string, nodeId: number): Promise<number> {
  const res = await request.get(`/api/play/rounds?nodeId=${nodeId}&limit=1`, { headers: bearer(token) });
  expect(res.ok(), await res.text()).toBe(true);
  const [round] = ((await res.json()) as { rounds: { status: string; stake: number; payout: number }[] })
    .rounds;
  expect(round?.status).toBe('settled');
  return (round?.payout ?? 0) - (round?.stake ?? 0);
}

test.describe.serial('[ENGAGEMENT] reality check', () => {
  test('[ENGAGEMENT] the reminder shows the session length and net result at each interval, then logs out', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const member = await createFundedMember(request, nextUsername(), 100_000);
    const firstNet = await playUntilWonOrLost(request, member);
    const time = await openWithFakeTime(page, request, member);

    // choose the interval; the server keeps it, so a reload shows it again
    await page.goto('/member?page=securityCenter');
    const section = page.getByTestId('responsible-gaming').getByRole('region', { name: 'Reality check' });
    const interval = section.getByRole('combobox', { name: 'Reminder' });
    await expect(interval).toHaveValue('0');
    await interval.selectOption({ label: 'Every 15 minutes' });
    await expect(section.getByText('Saved', { exact: true })).toBeVisible();
    expect((await serverReality(request, member.token)).intervalMinutes).toBe(INTERVAL_MINUTES);
    await page.reload();
    await expect(interval).toHaveValue(String(INTERVAL_MINUTES));

    // the reminder is app-wide: it comes over the game page too
    const scratch = await inhouseGameNode(request, 'scratch');
    await time.navigate(() => page.goto(`/seamless?nodeId=${scratch}`));
    await expect(page.getByRole('button', { name: /^Buy ticket/ })).toBeEnabled();
    const reminder = page.getByRole('dialog', { name: 'Reality check' });
    let due = await time.reachReminder(1, reminder);
    await expect(reminder).toBeVisible();
    await expectSessionLength(reminder, due, time.sessionLength);
    await expect(reminder).toContainText(/You have been logged in for 0:15:\d\d\./);
    await expect(reminder).toContainText(`Net result this session: ${resultText(firstNet)}`);

    // the member answers five minutes later: "Continue playing" closes it, and the next one is
    // due at 30 minutes of session, not 15 minutes after the answer; a ticket bought meanwhile counts
    await time.jumpTo(20 * MINUTE);
    await reminder.getByRole('button', { name: 'Continue playing' }).click();
    await expect(reminder).toBeHidden();
    await page.getByRole('button', { name: /^Buy ticket/ }).click();
    await page.getByRole('button', { name: 'Reveal all' }).click();
    await expect(page.getByTestId('scratch-result')).toBeVisible();
    const secondNet = firstNet + (await lastRoundNet(request, member.token, scratch));
    // the schedule follows the session, not the page: a reload neither restarts nor skips it
    await time.navigate(() => page.reload());
    await expect(page.getByRole('button', { name: /^Buy ticket/ })).toBeEnabled();
    due = await time.reachReminder(2, reminder);
    await expect(reminder).toBeVisible();
    await expectSessionLength(reminder, due, time.sessionLength);
    await expect(reminder).toContainText(/You have been logged in for 0:30:\d\d\./);
    await expect(reminder).toContainText(`Net result this session: ${resultText(secondNet)}`);

    // "Log out" ends the session on the server and in the page
    await reminder.getByRole('button', { name: 'Log out' }).click();
    await expect(reminder).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    const after = await request.get('/api/protection/reality-check', { headers: bearer(member.token) });
    expect(after.status()).toBe(401);
  });

  test('[ENGAGEMENT] the reminder is translated and fits a desktop and a phone in dark theme', async ({
    page,
    request,
  }, testInfo) => {
    const member = await createFundedMember(request, nextUsername(), 100_000);
    const net = await playUntilWonOrLost(request, member);
    await page.addInitScript(() => {
      localStorage.setItem('lang', 'zh');
      localStorage.setItem('theme', 'dark');
    });
    const time = await openWithFakeTime(page, request, member);
    await page.goto('/member?page=securityCenter');
    const section = page.getByRole('region', { name: '现实提醒' });
    const interval = section.getByRole('combobox', { name: '提醒' });
    await interval.selectOption({ label: '每 15 分钟' });
    await expect(section.getByText('已保存', { exact: true })).toBeVisible();
    await expect(interval).toHaveValue(String(INTERVAL_MINUTES));

    const reminder = page.getByRole('dialog', { name: '现实提醒' });
    const due = await time.reachReminder(1, reminder);
    await expect(reminder).toBeVisible();
    await expectSessionLength(reminder, due, time.sessionLength);
    await expect(reminder).toContainText(/您已登录 0:15:\d\d。/);
    await expect(reminder).toContainText(`本次登录净输赢： ${net > 0 ? '赢' : '输'} ${money(net)}`);
    await expect(reminder.getByRole('button', { name: '继续游戏' })).toBeVisible();
    await expect(reminder.getByRole('button', { name: '退出登录' })).toBeVisible();
    await expect(reminder).not.toContainText('realityCheck.');

    for (const [name, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(viewport);
      const box = await reminder.boundingBox();
      if (!box) {
        throw new Error(`${name}: the reminder has no layout box`);
      }
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height, name).toBeLessThanOrEqual(viewport.height);
      expect(await seriousAxeViolations(page, name, ['[data-testid="reality-check"]'])).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`reality-check-zh-dark-${name}.png`) });
    }
  });
});
