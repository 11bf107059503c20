// Fishing for players: the seas, a session in a sea (its seed committed when it opens, revealed
// when it closes), the sea's fish, shots and the session's end. A request's shots are decided in
// one transaction holding the session's row: each named fish must be in the sea and not caught,
// the shot must be covered (decision 049's `available`), its outcome comes from the session's
// stream with the shot number as nonce, and the open batch's totals grow; a full or timed-out batch
// closes there and goes to the wallet right after the commit (fishing-batches.service.ts).
import { randomBytes } from 'node:crypto';
import type {
  TFishingSeaState,
  TFishingSession,
  TFishingShootReply,
  TFishingShootRequest,
  TSeas,
} from '@pavilion/contracts/fishing';
import { BATCH_MAX_MS, BATCH_MAX_SHOTS } from '@pavilion/games/fishing/batch';
import {
  BOMB_PRICE,
  BOSS,
  CANNON_STAKES,
  FISH,
  FISHING_RTP,
  killChance,
  resolveShot,
  shotCost,
  type TShot,
  type TTarget,
} from '@pavilion/games/fishing/sea';
import { GameError } from '@pavilion/games/money';
import {
  createFairRng,
  generateClientSeed,
  generateServerSeed,
  hashServerSeed,
} from '@pavilion/games/provably-fair';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import type { TFishingDeps } from './fishing.deps.ts';
import { settleBatches, sweepSession } from './fishing-batches.service.ts';
import * as repo from './fishing.repo.ts';
import { fishAt, fishBetween } from './fishing-spawn.ts';

export type TFishingPlayer = { memberId: number; sessionId: number };

export async function seas(db: TDb, now: Date): Promise<TSeas> {
  const [rows, players] = await Promise.all([repo.listSeas(db), repo.playersBySea(db)]);
  return {
    serverTime: now.getTime(),
    declaredRtp: FISHING_RTP,
    cannonStakes: [...CANNON_STAKES],
    fish: { ...FISH },
    boss: { id: BOSS.id, multipliers: [...BOSS.multipliers] },
    bombPrice: BOMB_PRICE,
    seas: rows.map((s) => ({
      id: s.id,
      name: s.name,
      players: players.get(s.id) ?? 0,
      maxPlayers: s.max_players,
    })),
  };
}

async function sessionView(db: repo.TFishingDb, s: repo.TSessionRow): Promise<TFishingSession> {
  const counts = await repo.batchCounts(db, s.id);
  return {
    id: String(s.id),
    seaId: s.sea_id,
    status: s.status as TFishingSession['status'],
    seedHash: s.seed_hash,
    clientSeed: s.client_seed,
    serverSeed: s.status === 'closed' ? s.server_seed : null,
    shots: s.shots,
    staked: s.staked,
    paid: s.paid,
    available: s.balance_at_batch + counts.net - s.open_staked + s.open_paid,
    batches: counts.all,
    pendingBatches: counts.pending,
  };
}

export async function ownSession(db: repo.TFishingDb, player: TFishingPlayer, id: number) {
  const s = await repo.findSession(db, id);
  if (!s || s.member_id !== player.memberId) {
    throw new AppError('NOT_FOUND', { message: `Unknown fishing session ${id}` });
  }
  return s;
}

/** Opens the player's session in the sea, or returns the one already open there. */
export async function openSession(
  deps: TFishingDeps,
  player: TFishingPlayer,
  seaId: string,
  clientSeed: string | undefined,
): Promise<TFishingSession> {
  const sea = await repo.findSea(deps.db, seaId);
  if (!sea) {
    throw new AppError('NOT_FOUND', { message: `Unknown sea ${seaId}` });
  }
  const open = await repo.openSessionOf(deps.db, player.memberId, seaId);
  if (open) {
    return sessionView(deps.db, open);
  }
  if (((await repo.playersBySea(deps.db)).get(seaId) ?? 0) >= sea.max_players) {
    throw new AppError('SEA_FULL');
  }
  const { balance } = await deps.seamless.balance({ playerId: String(player.memberId) });
  const serverSeed = generateServerSeed((n) => randomBytes(n));
  const s = await repo.insertSession(deps.db, {
    sea_id: seaId,
    member_id: player.memberId,
    session_id: player.sessionId,
    server_seed: serverSeed,
    seed_hash: hashServerSeed(serverSeed),
    client_seed: clientSeed ?? generateClientSeed((n) => randomBytes(n)),
    balance_at_batch: balance,
  });
  return sessionView(deps.db, s);
}

/** The fish swimming now and in the next few seconds, the caught ones marked. */
export async function seaState(
  db: TDb,
  player: TFishingPlayer,
  id: number,
  now: Date,
): Promise<TFishingSeaState> {
  const s = await ownSession(db, player, id);
  const sea = (await repo.findSea(db, s.sea_id))!;
  const fish = fishBetween(sea.seed, sea.id, now.getTime(), now.getTime() + 4000);
  const caught = await repo.caughtIn(
    db,
    sea.id,
    fish.map((f) => f.id),
  );
  return { serverTime: now.getTime(), fish, caught: [...caught], session: await sessionView(db, s) };
}

type TResult = TFishingShootReply['results'][number];

/** The engine's shot, checked (cannon level, a bomb's blast) before anything is written. */
function toShot(req: TFishingShootRequest['shots'][number], targets: TTarget[]): TShot {
  const shot: TShot =
    req.weapon === 'cannon'
      ? { weapon: 'cannon', stake: req.stake, target: targets[0]! }
      : { weapon: 'bomb', stake: req.stake, targets };
  try {
    shotCost(shot);
    killChance(shot);
  } catch (error) {
    throw error instanceof GameError ? new AppError('INVALID_BET', { message: error.message }) : error;
  }
  return shot;
}

export async function shoot(
  deps: TFishingDeps,
  player: TFishingPlayer,
  id: number,
  req: TFishingShootRequest,
): Promise<TFishingShootReply> {
  await ownSession(deps.db, player, id);
  const out = await deps.db.transaction().execute(async (trx) => {
    let s = (await repo.lockSession(trx, id))!;
    if (s.status !== 'open') {
      throw new AppError('FISHING_SESSION_CLOSED');
    }
    const now = Date.now();
    if (s.open_since && now - s.open_since.getTime() >= BATCH_MAX_MS) {
      s = await repo.closeOpenBatch(trx, s);
    }
    const sea = (await repo.findSea(trx, s.sea_id))!;
    const caught = await repo.caughtIn(
      trx,
      sea.id,
      req.shots.flatMap((r) => r.fishIds),
    );
    const pendingNet = (await repo.batchCounts(trx, s.id)).net;
    const results: TResult[] = [];
    const kills: { fishId: string; multiplier: number; payout: number }[] = [];
    for (const r of req.shots) {
      const fish = r.fishIds.map((f) => (caught.has(f) ? null : fishAt(sea.seed, sea.id, f, now)));
      if (fish.some((f) => f === null) || new Set(r.fishIds).size !== r.fishIds.length) {
        results.push({ shotNo: null, gone: true, cost: 0, payout: 0, kills: [] });
        continue;
      }
      const shot = toShot(
        r,
        fish.map((f) => f!.species),
      );
      const cost = shotCost(shot);
      const available = s.balance_at_batch + pendingNet - s.open_staked + s.open_paid;
      if (cost > available) {
        if (results.some((x) => !x.gone)) {
          break;
        }
        throw new AppError('INSUFFICIENT_FUNDS', { data: { balance: available } });
      }
      const shotNo = s.shots + 1;
      const result = resolveShot(
        shot,
        createFairRng({ serverSeed: s.server_seed, clientSeed: s.client_seed, nonce: shotNo }),
      );
      const shotKills = result.kills.map((k) => ({
        fishId: r.fishIds[k.index]!,
        species: k.target,
        multiplier: k.multiplier,
        payout: k.payout,
      }));
      await repo.insertShot(trx, {
        session_id: s.id,
        shot_no: shotNo,
        weapon: shot.weapon,
        stake: shot.stake,
        fish: r.fishIds,
        cost,
        payout: result.payout,
        kills: shotKills,
      });
      await repo.insertKills(
        trx,
        sea.id,
        s.id,
        shotKills.map((k) => k.fishId),
      );
      shotKills.forEach((k) => caught.add(k.fishId));
      kills.push(...shotKills);
      results.push({ shotNo, gone: false, cost, payout: result.payout, kills: shotKills });
      s = {
        ...s,
        shots: shotNo,
        staked: s.staked + cost,
        paid: s.paid + result.payout,
        open_first_shot: s.open_first_shot ?? shotNo,
        open_shots: s.open_shots + 1,
        open_staked: s.open_staked + cost,
        open_paid: s.open_paid + result.payout,
        open_since: s.open_since ?? new Date(now),
        last_shot_at: new Date(now),
      };
      const { id: _id, ...patch } = s;
      await repo.updateSession(trx, s.id, patch);
      if (s.open_shots >= BATCH_MAX_SHOTS) {
        s = await repo.closeOpenBatch(trx, s);
      }
    }
    return { s, results, kills };
  });
  for (const k of out.kills) {
    deps.publish(out.s.sea_id, 'kill', { ...k, sessionId: String(id) });
  }
  await settleBatches(deps, id);
  // The open batch closes BATCH_MAX_MS after its first shot even if no shot follows (the job's
  // sweep is the safety net when this instance goes away).
  setTimeout(() => void sweepSession(deps, id, new Date()).catch(() => undefined), BATCH_MAX_MS + 50).unref();
  return { results: out.results, session: await sessionView(deps.db, out.s) };
}

export async function sessionSummary(db: TDb, player: TFishingPlayer, id: number): Promise<TFishingSession> {
  return sessionView(db, await ownSession(db, player, id));
}

/** The player leaves: the open batch closes, every batch is settled, the seed is revealed. */
export async function closeSession(
  deps: TFishingDeps,
  player: TFishingPlayer,
  id: number,
): Promise<TFishingSession> {
  await ownSession(deps.db, player, id);
  await sweepSession(deps, id, new Date(), true);
  return sessionView(deps.db, (await repo.findSession(deps.db, id))!);
}
