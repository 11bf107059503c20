// Missions and leaderboard (spec §2.7 missionLeaderboard, §7; decision 036): the member's daily and
// weekly missions with progress read at request time from real bets, deposits and logins (nothing
// on the bet's hot path, decision 023), the reward claimed once per member, mission and period
// through the ledger (kind bonus, key mission:<id>:<member>:<period start>), the count of
// claimable missions for the header badges, and the period's leaderboard (names masked).
import {
  maskName,
  missionState,
  periodEnd,
  periodStart,
  type TLeaderboard,
  type TMission,
  type TMissionClaimReply,
  type TMissionInput,
  type TMissionPeriod,
  type TMissionSummary,
} from '@pavilion/contracts/missions';
import type { TGameCategory } from '@pavilion/contracts/games';
import { payoutTurnover, type TRewardPayout } from '@pavilion/contracts/reward-payout';
import type { TDb } from '@/db/database.ts';
import { languageOf } from '@/modules/games/catalogue.service.ts';
import { grantBonus } from '@/modules/money/bonus-money.service.ts';
import {
  assertQualifyingDeposit,
  takeNoDepositClaim,
  type TClaimOrigin,
} from '@/modules/money/reward-claims.service.ts';
import { AppError } from '@/shared/app-error.ts';
import * as repo from './missions.repo.ts';
import type { TPointsDb } from './points.repo.ts';

export const LEADERBOARD_SIZE = 10;

function title(row: repo.TMissionRow, language: string | undefined): string {
  const lang = languageOf(language);
  return (lang === 'CN' ? row.title_zh : lang === 'KM' ? row.title_km : row.title_en) || row.title_en;
}

async function missionOf(
  db: TPointsDb,
  memberId: number,
  row: repo.TMissionRow,
  now: Date,
  claimed: Set<string>,
  language: string | undefined,
): Promise<TMission> {
  const start = periodStart(row.period, now);
  const end = periodEnd(row.period, start);
  const target = Number(row.target);
  const progress = await repo.progressOf(db, memberId, row.kind, row.game_type, start, end);
  return {
    id: row.id,
    code: row.code,
    period: row.period,
    kind: row.kind,
    gameType: row.game_type as TGameCategory | null,
    title: title(row, language),
    target,
    progress: Math.min(progress, target),
    reward: Number(row.reward),
    state: missionState(progress, target, claimed.has(`${row.id}@${start.toISOString()}`)),
    periodStart: start.toISOString(),
    periodEnd: end.toISOString(),
  };
}

async function claimedSet(db: TPointsDb, memberId: number, now: Date): Promise<Set<string>> {
  const since = periodStart('weekly', now);
  const claims = await repo.listClaims(db, memberId, since);
  return new Set(claims.map((c) => `${c.mission_id}@${new Date(c.period_start).toISOString()}`));
}

export async function missionSummary(
  db: TDb,
  memberId: number,
  now: Date,
  language?: string,
): Promise<TMissionSummary> {
  const rows = await repo.listMissions(db, true);
  const claimed = await claimedSet(db, memberId, now);
  const missions: TMission[] = [];
  for (const row of rows) {
    missions.push(await missionOf(db, memberId, row, now, claimed, language));
  }
  return { missions, claimable: missions.filter((m) => m.state === 'claim').length };
}

/** For the header/menu badges (GET /api/member/counters): missions the member can claim now. */
export async function countClaimableMissions(db: TDb, memberId: number, now = new Date()): Promise<number> {
  return (await missionSummary(db, memberId, now)).claimable;
}

export function payoutOf(row: repo.TMissionRow): TRewardPayout {
  return {
    mode: row.payout_mode,
    turnoverMultiplier: row.payout_turnover_multiplier,
    minDeposit: row.payout_min_deposit === null ? null : Number(row.payout_min_deposit),
  };
}

/**
 * Claims a mission's reward for the current period: progress checked and the reward posted in one
 * transaction; the ledger key and the claim's unique row make a second (or concurrent) claim of the
 * same period answer MISSION_ALREADY_CLAIMED without paying again. The mission's payout (decision
 * 063) says cash or locked bonus money; one that needs no deposit counts against the day's caps.
 */
export async function claimMission(
  db: TDb,
  opts: { memberId: number; missionId: number; now: Date; origin: TClaimOrigin },
): Promise<TMissionClaimReply> {
  const { memberId, missionId, now } = opts;
  const row = await repo.findMission(db, missionId);
  if (!row || !row.enabled) {
    throw new AppError('MISSION_NOT_FOUND');
  }
  const payout = payoutOf(row);
  await assertQualifyingDeposit(db, memberId, payout.minDeposit);
  const start = periodStart(row.period, now);
  const end = periodEnd(row.period, start);
  const reward = Number(row.reward);
  return db.transaction().execute(async (trx) => {
    const progress = await repo.progressOf(trx, memberId, row.kind, row.game_type, start, end);
    if (progress < Number(row.target)) {
      throw new AppError('MISSION_NOT_COMPLETE');
    }
    if (payout.minDeposit === null) {
      await takeNoDepositClaim(trx, { memberId, origin: opts.origin, now });
    }
    // locked bonus money (decision 061) can be played, not withdrawn or passed up the tree, until
    // its turnover is met; a cash payout asks no turnover
    const posted = await grantBonus(trx, {
      memberId,
      amount: reward,
      turnoverRequired: payoutTurnover(payout, reward),
      source: 'mission',
      sourceRef: `${row.id}:${memberId}:${start.toISOString()}`,
      idempotencyKey: `mission:${row.id}:${memberId}:${start.toISOString()}`,
      description: `mission reward ${row.code}`,
      meta: { missionId: row.id, periodStart: start.toISOString() },
    });
    if (!posted.paid) {
      throw new AppError('MISSION_ALREADY_CLAIMED');
    }
    const inserted = await repo.insertClaim(trx, {
      missionId,
      memberId,
      periodStart: start,
      reward,
      ledgerTxId: posted.transactionId,
    });
    if (!inserted) {
      throw new AppError('MISSION_ALREADY_CLAIMED');
    }
    return { missionId: row.id, reward, balance: posted.balance };
  });
}

export async function leaderboard(
  db: TDb,
  memberId: number,
  period: TMissionPeriod,
  now: Date,
): Promise<TLeaderboard> {
  const start = periodStart(period, now);
  const rows = await repo.leaderboard(db, memberId, start, periodEnd(period, start), LEADERBOARD_SIZE);
  const mine = rows.find((r) => Number(r.member_id) === memberId);
  return {
    period,
    periodStart: start.toISOString(),
    entries: rows
      .filter((r) => Number(r.rank) <= LEADERBOARD_SIZE)
      .map((r) => ({ rank: Number(r.rank), name: maskName(r.account), validBet: Number(r.valid) })),
    me: { rank: mine ? Number(mine.rank) : null, validBet: mine ? Number(mine.valid) : 0 },
  };
}

// ---------------------------------------------------------------- operator side
export function missionValues(m: TMissionInput): repo.TMissionValues {
  return {
    code: m.code,
    period: m.period,
    kind: m.kind,
    game_type: m.kind === 'bet_amount' || m.kind === 'bet_count' ? m.gameType : null,
    title_en: m.titleEn,
    title_zh: m.titleZh,
    title_km: m.titleKm,
    target: m.target,
    reward: m.reward,
    enabled: m.enabled,
    sort: m.sort,
    payout_mode: m.payout.mode,
    payout_turnover_multiplier: m.payout.turnoverMultiplier,
    payout_min_deposit: m.payout.minDeposit,
  };
}

function toAdmin(r: repo.TMissionRow) {
  return {
    id: r.id,
    code: r.code,
    period: r.period,
    kind: r.kind,
    gameType: r.game_type as TGameCategory | null,
    titleEn: r.title_en,
    titleZh: r.title_zh,
    titleKm: r.title_km,
    target: Number(r.target),
    reward: Number(r.reward),
    enabled: r.enabled,
    sort: r.sort,
    payout: payoutOf(r),
  };
}

export async function adminListMissions(db: TDb) {
  return { missions: (await repo.listMissions(db, false)).map(toAdmin) };
}

export async function saveMission(db: TDb, m: TMissionInput, id?: number) {
  let missionId = id;
  if (missionId === undefined) {
    missionId = await repo.upsertMission(db, missionValues(m));
  } else {
    try {
      if (!(await repo.updateMission(db, missionId, missionValues(m)))) {
        throw new AppError('MISSION_NOT_FOUND');
      }
    } catch (error) {
      if ((error as { code?: string })?.code === '23505') {
        throw new AppError('VALIDATION_FAILED', { fields: { code: 'DUPLICATE' } });
      }
      throw error;
    }
  }
  const row = await repo.findMission(db, missionId);
  if (!row) {
    throw new AppError('MISSION_NOT_FOUND');
  }
  return toAdmin(row);
}
