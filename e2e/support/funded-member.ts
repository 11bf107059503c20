// Member fixtures through the API: registration and login, the wallet, an operator's funding
// adjustment, and one-shot in-house rounds played through the
// game API with the member's own session (so they count towards that session's results).
import { expect, type APIRequestContext } from '@playwright/test';
import { adminToken, encrypt, setFlag } from './api';

export type TFundedMember = { username: string; token: string };
export type TPlayedRound = { roundId: string; stake: number; payout: number };

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Registers `username` (SMS check and captcha off meanwhile), under an agent's invitation code when
 * given, and logs it in: the returned token is the session whose start the member's session clock
 * counts from.
 */
export async function registerMember(
  request: APIRequestContext,
  username: string,
  password: string,
  affiliateCode?: string,
): Promise<string> {
  await setFlag(request, 'REGMOBVERF3', false);
  await setFlag(request, 'CAPTCHA3', false);
  try {
    const encrypted = await encrypt(request, password);
    const res = await request.put('/api/auth/register', {
      data: {
        username,
        password: encrypted,
        confirmPassword: encrypted,
        acceptTerms: true,
        ...(affiliateCode ? { affiliateCode } : {}),
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
  } finally {
    await setFlag(request, 'REGMOBVERF3', true);
    await setFlag(request, 'CAPTCHA3', true);
  }
  const login = await request.post('/api/auth/login', {
    data: { type: 'username', username, password: await encrypt(request, password) },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** The member's wallet balance (minor units) and the currency symbol amounts are shown with. */
export async function walletOf(
  request: APIRequestContext,
  token: string,
): Promise<{ balance: number; currencySymbol: string }> {
  const res = await request.get('/api/wallet/balance', { headers: bearer(token) });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { balance: number; currencySymbol: string };
}

/** Registers and logs in `username`, then funds it with `funds` minor units by an operator adjustment (a cashier entry, not a game result). */
export async function createFundedMember(
  request: APIRequestContext,
  username: string,
  funds: number,
): Promise<TFundedMember> {
  const token = await registerMember(request, username, 'Player123');
  const adjust = await request.post('/api/admin/wallet/adjustments', {
    headers: bearer(await adminToken(request)),
    data: { account: username, amount: funds, reason: 'e2e funding', requestId: `e2e-fund-${username}` },
  });
  expect(adjust.ok(), await adjust.text()).toBe(true);
  return { username, token };
}

/** Node id of the first in-house game of `subType` that is not under maintenance. */
export async function inhouseGameNode(request: APIRequestContext, subType: string): Promise<number> {
  const res = await request.get(`/api/games?vendor=INHOUSE&subType=${subType}&pageSize=20`);
  expect(res.ok(), await res.text()).toBe(true);
  const { content } = (await res.json()) as { content: { nodeId: number; maintenance: boolean }[] };
  const game = content.find((g) => !g.maintenance);
  expect(game, `an in-house ${subType} game`).toBeTruthy();
  return (game as { nodeId: number }).nodeId;
}

/** Plays one round of a one-shot in-house game (scratch, roulette, …) and returns its money. */
export async function playOneShotRound(
  request: APIRequestContext,
  token: string,
  nodeId: number,
  input: Record<string, unknown>,
  requestId: string,
): Promise<TPlayedRound> {
  const res = await request.post('/api/play/rounds', {
    headers: bearer(token),
    data: { nodeId, requestId, input },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { round } = (await res.json()) as { round: TPlayedRound & { status: string } };
  expect(round.status).toBe('settled');
  return { roundId: round.roundId, stake: round.stake, payout: round.payout };
}
