// A member's forfeit of bonus money (decision 063): every open lock ends as `forfeited` and the money
// it held (the bonuses and what they won, as the outflow gate counts it) goes back to the house bonus
// account in one ledger posting, in one transaction under the member's wallet row lock, so the rest
// of the balance is cash the member can withdraw. A retry of the same request id answers with what
// the first forfeited; nothing locked is a forfeit of 0.
import type { TForfeitBonusReply } from '@pavilion/contracts/reward-payout';
import type { TDb } from '@/db/database.ts';
import { postMemberMovement } from '@/modules/wallet/ledger.service.ts';
import * as repo from './bonus-locks.repo.ts';
import { bonusPosition, endLocks } from './bonus-money.service.ts';
import { lockMemberWallet } from './outflow-gate.ts';

export function forfeitBonus(
  db: TDb,
  opts: { memberId: number; requestId: string },
): Promise<TForfeitBonusReply> {
  const key = `bonus-forfeit:${opts.memberId}:${opts.requestId}`;
  return db.transaction().execute(async (trx) => {
    const wallet = await lockMemberWallet(trx, opts.memberId);
    const earlier = await repo.forfeitPosted(trx, key);
    if (earlier) {
      return {
        forfeited: Number(earlier.forfeited ?? 0),
        locks: earlier.locks?.length ?? 0,
        balance: wallet.balance,
      };
    }
    const position = await bonusPosition(trx, opts.memberId, wallet.balance);
    const ended = await endLocks(trx, position.lockIds, 'forfeited', null);
    if (position.locked === 0) {
      return { forfeited: 0, locks: ended, balance: wallet.balance };
    }
    const posted = await postMemberMovement(trx, {
      idempotencyKey: key,
      kind: 'bonus',
      memberId: opts.memberId,
      amount: -position.locked,
      counterparty: 'bonus',
      description: 'Bonus forfeited',
      meta: { forfeited: position.locked, locks: position.lockIds },
    });
    return { forfeited: position.locked, locks: ended, balance: posted.balance };
  });
}
