// The /seamless game page of issue 4 in Chromium against the real server: a funded member launches
// a slot, a table game and a card game from their lobby cards, plays rounds, sees the header
// balance move by exactly the net result, rotates the seeds and verifies a round in the browser;
// a guest plays a play-money demo; a trial user plays with trial credit.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createFundedMember } from '../support/funded-member';
import { seriousAxeViolations } from '../support/axe';

type TGame = {
  nodeId: number;
  gameCode: string;
  displayName: string;
  vassalage: string;
  gameType: string;
  maintenance: boolean;
};
type TRound = { roundId: string; status: string; stake: number; payout: number };

const SEED = Number(process.env.E2E_SEED ?? Date.now() % 1_000_000);
const CATEGORY_PATHS: Record<string, string> = {
  LIVE: '/live',
  RNG: '/rng',
  PVP: '/pvp',
  BGS: '/bgs',
  FISH: '/fish',
  BINGO: '/bingo',
};

test.beforeEach(async ({ page }, testInfo) => {
  testInfo.annotations.push({ type: 'seed', description: `E2E_SEED=${SEED}` });
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** A fresh member registered and logged in through the API, funded with 1,000.00 by an operator adjustment. */
async function fundedMember(request: APIRequestContext): Promise<string> {
  const username = `play${SEED}${Math.floor(Math.random() * 1000)}`.slice(0, 16);
  return (await createFundedMember(request, username, 100_000)).token;
}

async function useSession(page: Page, token: string | null) {
  await page.addInitScript((t) => {
    sessionStorage.setItem('USER_POPUP', '1');
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    if (t) {
      sessionStorage.setItem('token', t);
    }
  }, token);
}

async function firstGame(request: APIRequestContext, query: string): Promise<TGame> {
  const page = (await (await request.get(`/api/games?${query}&pageSize=20`)).json()) as { content: TGame[] };
  const game = page.content.find((g) => !g.maintenance);
  expect(game, query).toBeTruthy();
  return game as TGame;
}

/** Minor units of a shown amount such as "$1,234.56" or "-$0.40". */
function minor(text: string): number {
  const negative = text.trim().startsWith('-');
  const value = Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  return negative ? -value : value;
}

const headerBalance = async (page: Page) => minor(await page.getByTestId('header-balance').innerText());

async function rounds(request: APIRequestContext, token: string, nodeId: number): Promise<TRound[]> {
  const res = await request.get(`/api/play/rounds?nodeId=${nodeId}&limit=10`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { rounds: TRound[] }).rounds;
}

/** Opens the game's list page, finds its card by code and presses its Play button. */
async function launchFromLobby(page: Page, game: TGame) {
  await page.goto(`${CATEGORY_PATHS[game.gameType] ?? '/rng'}?vassalage=${game.vassalage}`);
  await page.getByRole('searchbox', { name: 'Search games' }).fill(game.gameCode);
  await page
    .locator(`[data-node-id="${game.nodeId}"]`)
    .getByRole('button', { name: `Play ${game.displayName}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/seamless\\?nodeId=${game.nodeId}$`));
  await expect(page.getByRole('heading', { level: 1, name: game.displayName })).toBeVisible();
}

/** Waits until the page's recent rounds list shows `count` rounds, all settled. */
async function settledRounds(page: Page, count: number) {
  await expect(page.getByTestId('recent-round')).toHaveCount(count, { timeout: 20_000 });
  await expect(page.locator('[data-testid="recent-round"][data-kind="open"]')).toHaveCount(0);
}

test.describe('[PLAY] game page', () => {
  test('[PLAY] a member plays a slot, a table and a card game from the lobby and verifies a round', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const token = await fundedMember(request);
    const slot = await firstGame(request, 'gameType=RNG&vendor=INHOUSE&subType=slot');
    const table = await firstGame(request, 'gameType=BGS&subType=baccarat');
    const cards = await firstGame(request, 'gameType=RNG&subType=blackjack');
    await useSession(page, token);
    await page.goto('/');
    await expect(page.getByTestId('header-balance')).toHaveText('$1,000.00');
    const start = await headerBalance(page);

    // Slot: two spins at the default stake; the reels take at least 2.5 s a spin.
    await launchFromLobby(page, slot);
    await expect(page.getByTestId('play-mode')).toHaveText('Real money');
    await expect(page.getByTestId('game-balance')).toHaveText('$1,000.00');
    for (let spin = 1; spin <= 2; spin++) {
      const started = Date.now();
      await page.getByRole('button', { name: 'Spin', exact: true }).click();
      await expect(page.getByTestId('slot-reels')).toHaveAttribute('data-settled', 'true', {
        timeout: 15_000,
      });
      await expect(page.getByRole('button', { name: 'Spin', exact: true })).toBeEnabled();
      expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
      await settledRounds(page, spin);
    }
    await expect(page.getByTestId('result-banner')).toBeVisible();

    // Table game: one chip on Player, deal.
    await launchFromLobby(page, table);
    await page.getByRole('radio', { name: 'Chip $1.00' }).click();
    await page.getByRole('button', { name: /^Player, pays 1:1/ }).click();
    await page.getByRole('button', { name: 'Deal', exact: true }).click();
    await settledRounds(page, 1);

    // Card game: deal, then stand until the round is settled.
    await launchFromLobby(page, cards);
    await page.getByRole('button', { name: 'Deal', exact: true }).click();
    const stand = page.getByRole('button', { name: 'Stand', exact: true });
    await expect(stand.or(page.getByTestId('result-banner'))).toBeVisible();
    if (await stand.isVisible()) {
      await stand.click();
    }
    await expect(page.getByTestId('result-banner')).toBeVisible();
    await settledRounds(page, 1);

    // The header balance moved by exactly the net result of every round played.
    const played = [
      ...(await rounds(request, token, slot.nodeId)),
      ...(await rounds(request, token, table.nodeId)),
      ...(await rounds(request, token, cards.nodeId)),
    ];
    expect(played).toHaveLength(4);
    const net = played.reduce((total, r) => total + r.payout - r.stake, 0);
    await expect.poll(() => headerBalance(page)).toBe(start + net);
    await expect(page.getByTestId('game-balance')).toHaveText(
      await page.getByTestId('header-balance').innerText(),
    );

    // Before rotation a round cannot be verified; after it, the replay in the browser matches.
    await page.getByTestId('recent-round').first().click();
    const detail = page.getByTestId('round-detail');
    await expect(detail.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await detail.getByRole('button', { name: 'Close' }).click();
    const hashBefore = await page.getByTestId('server-seed-hash').innerText();
    await page.getByTestId('fair-panel').getByRole('button', { name: 'Rotate seeds' }).click();
    await expect(page.getByTestId('revealed-seed')).toContainText(hashBefore);
    await expect(page.getByTestId('server-seed-hash')).not.toHaveText(hashBefore);
    await expect(page.getByTestId('fair-nonce')).toHaveText('0');
    await page.getByTestId('recent-round').first().click();
    await detail.getByRole('button', { name: 'Verify' }).click();
    await expect(detail.getByTestId('verify-result')).toHaveAttribute('data-status', 'match');
    await expect(detail.getByTestId('verify-result')).toContainText('Verified');
  });

  test('[PLAY] the client seed can be changed and the next round uses it', async ({ page, request }) => {
    const token = await fundedMember(request);
    const scratch = await firstGame(request, 'gameType=RNG&vendor=INHOUSE&subType=scratch');
    await useSession(page, token);
    await page.goto(`/seamless?nodeId=${scratch.nodeId}`);
    const seed = page.getByLabel('Client seed');
    await seed.fill('has space');
    await expect(page.getByText('Use 1 to 64 printable characters without spaces.')).toBeVisible();
    await seed.fill(`e2e-${SEED}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved: your next round uses this client seed.')).toBeVisible();
    await page.getByRole('button', { name: /^Buy ticket/ }).click();
    await page.getByRole('button', { name: 'Reveal all' }).click();
    await expect(page.getByTestId('scratch-result')).toBeVisible();
    const [round] = (
      await (
        await request.get(`/api/play/rounds?nodeId=${scratch.nodeId}&limit=1`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()
    ).rounds as { seeds: { clientSeed: string } }[];
    expect(round?.seeds.clientSeed).toBe(`e2e-${SEED}`);
  });

  test('[PLAY] a guest plays a slot demo with play money in the browser', async ({ page, request }) => {
    const slot = await firstGame(request, 'gameType=RNG&vendor=INHOUSE&subType=slot');
    await useSession(page, null);
    // from the lobby: the login dialog a guest gets on Play also offers the game's demo
    await page.goto(`/rng?vassalage=${slot.vassalage}`);
    await page.getByRole('searchbox', { name: 'Search games' }).fill(slot.gameCode);
    await page
      .locator(`[data-node-id="${slot.nodeId}"]`)
      .getByRole('button', { name: `Play ${slot.displayName}` })
      .click();
    await page
      .getByRole('dialog', { name: 'Log in' })
      .getByRole('link', { name: 'Play the demo with play money' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/seamless\\?nodeId=${slot.nodeId}&gameCode=`));
    await expect(page.getByTestId('play-mode')).toHaveText('Demo');
    await expect(page.getByTestId('demo-note')).toContainText('Demo — play money');
    await expect(page.getByTestId('game-balance')).toHaveText('$1,000.00');
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    await expect(page.getByTestId('slot-reels')).toHaveAttribute('data-settled', 'true', { timeout: 15_000 });
    await settledRounds(page, 1);
    const demo = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('PLAY_DEMO') ?? '{}') as { balance: number; rounds: TRound[] },
    );
    const round = demo.rounds[0] as TRound;
    await expect(page.getByTestId('game-balance')).toHaveText(
      `$${((100_000 - round.stake + round.payout) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    // the demo verifies like a real round once its seed is revealed
    await page.getByRole('button', { name: 'Rotate seeds' }).click();
    await page.getByTestId('recent-round').first().click();
    await page.getByTestId('round-detail').getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('verify-result')).toHaveAttribute('data-status', 'match');
  });

  test('[PLAY] the game page passes axe and fits a phone screen in both themes', async ({
    page,
    request,
  }) => {
    const slot = await firstGame(request, 'gameType=RNG&vendor=INHOUSE&subType=slot');
    await page.setViewportSize({ width: 390, height: 844 });
    for (const theme of ['dark', 'light']) {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await useSession(page, null);
      await page.goto(`/seamless?nodeId=${slot.nodeId}&gameCode=${slot.gameCode}`);
      await expect(page.getByTestId('slot-reels')).toBeVisible();
      await expect(page.locator('#side-menu')).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, theme).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page, theme, ['main'])).toEqual([]);
    }
  });

  test('[PLAY] a trial user plays with trial credit', async ({ page, request }) => {
    const res = await request.post('/api/auth/free-play', { data: {} });
    const { token } = (await res.json()) as { token: string };
    const poker = await firstGame(request, 'subType=video_poker');
    await useSession(page, token);
    await launchFromLobby(page, poker);
    await expect(page.getByTestId('play-mode')).toHaveText('Trial');
    const before = minor(await page.getByTestId('game-balance').innerText());
    expect(before).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Deal', exact: true }).click();
    await page.getByRole('button', { name: 'Hold', exact: true }).first().click();
    await page.getByRole('button', { name: 'Draw', exact: true }).click();
    await expect(page.getByTestId('poker-result')).toBeVisible();
    await settledRounds(page, 1);
    const [round] = await rounds(request, token, poker.nodeId);
    expect(round?.status).toBe('settled');
    await expect(page.getByTestId('game-balance')).toHaveText(
      `$${((before - (round as TRound).stake + (round as TRound).payout) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
  });

  test('[PLAY] a stake above the balance is refused, on the server and in the page', async ({
    page,
    request,
  }) => {
    const res = await request.post('/api/auth/free-play', { data: {} });
    const { token } = (await res.json()) as { token: string };
    const blackjack = await firstGame(request, 'gameType=RNG&subType=blackjack');
    const reply = await request.post('/api/play/rounds', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        nodeId: blackjack.nodeId,
        requestId: `e2e-${SEED}-too-big`,
        input: { engine: 'blackjack', bet: 500_000 },
      },
    });
    expect(reply.status()).toBe(402);
    const body = (await reply.json()) as { error: { code: string } };
    expect(body.error.code).toBe('INSUFFICIENT_FUNDS');
    await useSession(page, token);
    await page.goto(`/seamless?nodeId=${blackjack.nodeId}`);
    const raise = page.getByRole('button', { name: 'Raise Bet' });
    while (await raise.isEnabled()) {
      await raise.click();
    }
    await expect(page.getByText('The stake is above your balance.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deal', exact: true })).toBeDisabled();
  });
});
