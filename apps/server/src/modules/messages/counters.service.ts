// GET /api/member/counters (spec §3 "Other counters", §2.7 badges): one call for every badge of the
// header's account menu and the member-centre menu. Each count belongs to its module; this file only
// gathers them. A count that fails reads 0 (a badge must never break the page) and is logged.
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '@/db/database.ts';
import type { TMemberCounters } from '@pavilion/contracts/messages';
import { countClaimableRewards, hasVip } from '@/modules/loyalty/loyalty.service.ts';
import { countAvailablePromotions } from '@/modules/promotions/promotions.service.ts';
import { countClaimableMissions } from '@/modules/points/missions.service.ts';
import { countUnreadMessages } from './messages.service.ts';

type TCount = (db: TDb, memberId: number) => Promise<number>;

/**
 * Where each count comes from: messages (unread), promotions (available promotions), loyalty (VIP
 * status, rewards to claim), points (missions ready to claim).
 */
export const COUNTER_SOURCES: {
  unread: TCount;
  availablePromo: TCount;
  hasVip: (db: TDb, memberId: number) => Promise<boolean>;
  claimableRewards: TCount;
  claimableMissions: TCount;
} = {
  unread: countUnreadMessages,
  availablePromo: (db, memberId) => countAvailablePromotions(db, memberId),
  hasVip: (db, memberId) => hasVip(db, memberId),
  claimableRewards: (db, memberId) => countClaimableRewards(db, memberId),
  claimableMissions: (db, memberId) => countClaimableMissions(db, memberId),
};

export async function memberCounters(
  db: TDb,
  memberId: number,
  log?: FastifyBaseLogger,
): Promise<TMemberCounters> {
  const safe = <T>(name: string, fallback: T, run: Promise<T>) =>
    run.catch((error: unknown) => {
      log?.warn({ err: error, counter: name }, 'member counter failed');
      return fallback;
    });
  const [unread, availablePromo, hasVip, claimableRewards, claimableMissions] = await Promise.all([
    safe('unread', 0, COUNTER_SOURCES.unread(db, memberId)),
    safe('availablePromo', 0, COUNTER_SOURCES.availablePromo(db, memberId)),
    safe('hasVip', false, COUNTER_SOURCES.hasVip(db, memberId)),
    safe('claimableRewards', 0, COUNTER_SOURCES.claimableRewards(db, memberId)),
    safe('claimableMissions', 0, COUNTER_SOURCES.claimableMissions(db, memberId)),
  ]);
  return { unread, availablePromo, hasVip, claimableRewards, claimableMissions };
}
