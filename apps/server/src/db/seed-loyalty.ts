// Loyalty demo (issue 13 "Demo data", decision 035): player01 gets a deposit and a few settled bets
// (posted through the ledger, stake won back, so the balance is unchanged by play), which make VIP 1
// with progress to VIP 2, claimable upgrade and monthly bonuses, and an accrued manual rebate; a
// friend, friend01 (Player123), registered with player01's referral code and deposited enough for
// the referral reward. Idempotent: keys and existence checks make a second start change nothing.
import { sql } from 'kysely';
import { findMemberByAccount, insertMemberWithWallet } from '@/modules/members/members.repo.ts';
import { refreshMember } from '@/modules/loyalty/loyalty.service.ts';
import { recordReferral, referralCodeOf } from '@/modules/loyalty/referral.service.ts';
import { postMemberMovement } from '@/modules/wallet/ledger.service.ts';
import { hashPassword } from '@/shared/password.ts';
import type { TDb } from './database.ts';

export const LOYALTY_DEMO = {
  player: 'player01',
  friend: { account: 'friend01', password: 'Player123', nickname: 'Demo Friend' },
  deposit: 100_000,
  friendDeposit: 20_000,
  /** [game type, stake] of the demo bets, settled two hours before the seed runs */
  bets: [
    ['LIVE', 40_000],
    ['RNG', 50_000],
    ['SPORTS', 30_000],
    ['RNG', 30_000],
  ] as [string, number][],
};

async function deposit(db: TDb, memberId: number, account: string, amount: number): Promise<void> {
  await postMemberMovement(db, {
    idempotencyKey: `seed:loyalty:deposit:${account}`,
    kind: 'deposit',
    memberId,
    amount,
    counterparty: 'cashier',
    description: 'Demo deposit',
    meta: { seed: true },
  });
}

/**
 * When the demo bets settled: two hours ago, but never before today's UTC midnight (while it is later
 * than two minutes past it): the daily rebate a fresh server catches up on rebates yesterday's bets,
 * and just after midnight the manual rebate would then show nothing.
 */
const SETTLED_AT = sql`least(now() - interval '2 minutes',
  greatest(now() - interval '2 hours', date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' + interval '1 minute'))`;

async function demoBets(db: TDb, memberId: number): Promise<void> {
  for (const [i, [gameType, stake]] of LOYALTY_DEMO.bets.entries()) {
    const tx = `loyalty-demo-${memberId}-${i}`;
    const inserted = await sql<{
      id: string;
    }>`insert into seamless_bets (vendor_code, bet_tx_id, member_id, round_id,
        game_code, game_type, amount, win_amount, status, closing_tx_id, placed_at, settled_at)
      values ('INHOUSE', ${tx}, ${memberId}, ${tx}, 'loyalty-demo', ${gameType}, ${stake}, ${stake}, 'settled',
        ${`${tx}-win`}, ${SETTLED_AT} - interval '5 minutes', ${SETTLED_AT})
      on conflict (vendor_code, bet_tx_id) do nothing returning id`.execute(db);
    if (inserted.rows.length === 0) {
      continue;
    }
    for (const [kind, amount] of [
      ['bet', -stake],
      ['win', stake],
    ] as const) {
      await postMemberMovement(db, {
        idempotencyKey: `seed:loyalty:${kind}:${tx}`,
        kind,
        memberId,
        amount,
        counterparty: 'games',
        description: `Demo ${kind}`,
        meta: { seed: true, roundId: tx },
      });
    }
  }
}

/** `activity: false` seeds nothing per member (integration tests keep player01 untouched). */
export async function seedLoyaltyDemo(db: TDb, opts: { activity?: boolean } = {}): Promise<void> {
  if (opts.activity === false) {
    return;
  }
  const player = await findMemberByAccount(db, LOYALTY_DEMO.player);
  if (!player) {
    return;
  }
  const { friend } = LOYALTY_DEMO;
  await deposit(db, player.id, player.account, LOYALTY_DEMO.deposit);
  await demoBets(db, player.id);
  if (!(await findMemberByAccount(db, friend.account))) {
    await insertMemberWithWallet(db, {
      account: friend.account,
      nickname: friend.nickname,
      type: 0,
      password_hash: await hashPassword(friend.password),
      referral_code: await referralCodeOf(db, player.id),
    });
  }
  const friendRow = await findMemberByAccount(db, friend.account);
  if (friendRow) {
    await recordReferral(db, player.id, friendRow.id);
    await deposit(db, friendRow.id, friendRow.account, LOYALTY_DEMO.friendDeposit);
  }
  await refreshMember(db, player.id, new Date());
}
