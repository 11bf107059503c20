// [BINGO] [FISH] Bingo rooms and the fishing arcade of issue 17 in Chromium against the real server
// and its job runner: a member buys cards in the turbo room, watches the draw, and the wallet moves
// by exactly the game's stake and win (as the room shows them); a member shoots in a sea, leaves,
// and the wallet moves by exactly the session's stakes and wins. Lobbies and game pages are axe
// clean; a 390 px phone does not scroll sideways.
import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { bearer, createFundedMember, walletOf, type TFundedMember } from '../support/funded-member';

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000);

test.beforeEach(async ({ page }, testInfo) => {
  testInfo.annotations.push({ type: 'seed', description: `E2E_SEED=${SEED}` });
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

async function signIn(page: Page, member: TFundedMember) {
  await page.addInitScript((t) => {
    sessionStorage.setItem('USER_POPUP', '1');
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('token', t);
  }, member.token);
}

/** The page does not scroll sideways; when it does, the elements that stick out are named. */
async function expectNoSideways(page: Page) {
  // the header reflows after a resize: give the layout a moment to settle before measuring
  await expect
    .poll(
      () =>
        page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1),
      {
        timeout: 5000,
      },
    )
    .toBe(true)
    .catch(() => undefined);
  const out = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return {
      ok: document.documentElement.scrollWidth <= width + 1,
      culprits: [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > width + 1)
        .map((el) => `${el.tagName}.${String(el.className)}`)
        .slice(0, 5),
    };
  });
  expect(out.ok, out.culprits.join(', ')).toBe(true);
}

test('[BINGO] a bingo game moves the balance by exactly its stake and win', async ({ page, request }) => {
  test.setTimeout(300_000);
  const member = await createFundedMember(request, `bgo${SEED}`.slice(0, 14), 100_000);
  await signIn(page, member);
  await page.goto('/bingo');
  await expect(page.getByTestId('bingo-room-card')).toHaveCount(3, { timeout: 30_000 });
  expect(await seriousAxeViolations(page, 'bingo lobby')).toEqual([]);

  // a game with at least 4 s of sales left
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/bingo/rooms/turbo', { headers: bearer(member.token) });
        const room = (await res.json()) as { serverTime: string; next: { startsAt: string } };
        return Date.parse(room.next.startsAt) - Date.parse(room.serverTime);
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBeGreaterThan(4000);
  const before = (await walletOf(request, member.token)).balance;
  await page.goto('/bingo/turbo');
  const next = page.getByTestId('bingo-next');
  const gameId = await next.getAttribute('data-game-id');
  await next.getByRole('combobox').selectOption('2');
  await next.getByRole('button', { name: /Buy/ }).click();
  await expect(next.getByTestId('bingo-card')).toHaveCount(2);
  expect((await walletOf(request, member.token)).balance).toBe(before - 200);
  expect(await seriousAxeViolations(page, 'bingo room')).toEqual([]);

  // the game starts, is drawn ball by ball, and is paid by the settlement job
  const current = page.getByTestId('bingo-current');
  await expect(current).toHaveAttribute('data-game-id', gameId!, { timeout: 120_000 });
  await expect(current.getByTestId('bingo-ball-count')).not.toHaveText(/^0 /, { timeout: 15_000 });
  await expect(current).toHaveAttribute('data-status', 'settled', { timeout: 150_000 });
  const result = current.getByTestId('bingo-my-result');
  await expect(result).not.toHaveAttribute('data-win', '', { timeout: 15_000 });
  const stake = Number(await result.getAttribute('data-stake'));
  const win = Number(await result.getAttribute('data-win'));
  expect(stake).toBe(200);
  expect((await walletOf(request, member.token)).balance).toBe(before - stake + win);
  await expect(current.getByTestId('bingo-verified')).toContainText(/verified/);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSideways(page);
});

test('[FISH] a fishing session moves the balance by exactly its shots', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await createFundedMember(request, `fsh${SEED}`.slice(0, 14), 100_000);
  await signIn(page, member);
  await page.goto('/fish');
  await expect(page.getByTestId('fishing-sea-card')).toHaveCount(2, { timeout: 30_000 });
  expect(await seriousAxeViolations(page, 'fishing lobby')).toEqual([]);

  const before = (await walletOf(request, member.token)).balance;
  await page.goto('/fish/coral-reef');
  await expect(page.getByTestId('fishing-canvas')).toBeVisible();
  const totals = page.getByTestId('fishing-totals');
  const fire = page.getByRole('button', { name: 'Fire' });
  await expect
    .poll(
      async () => {
        await fire.click();
        await page.waitForTimeout(300);
        return Number(await totals.getAttribute('data-shots'));
      },
      { timeout: 60_000, intervals: [100] },
    )
    .toBeGreaterThanOrEqual(8);
  expect(await seriousAxeViolations(page, 'fishing sea')).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSideways(page);

  await page.getByRole('button', { name: 'Leave and settle' }).click();
  await expect(page.getByTestId('fishing-summary')).toBeVisible();
  const staked = Number(await totals.getAttribute('data-staked'));
  const paid = Number(await totals.getAttribute('data-paid'));
  expect(staked).toBeGreaterThanOrEqual(80);
  expect((await walletOf(request, member.token)).balance).toBe(before - staked + paid);
});
