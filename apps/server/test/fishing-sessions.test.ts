// Fishing sessions on the tier's database: shots decided by the session's committed seed (each
// verifiable after the reveal), gone fish and bad cannon levels refused without a charge, shots
// batched to the wallet (a full batch at 50 shots, the rest when the session closes or the sweeper
// finds it idle), and the wallet moved by exactly the shots' stakes and wins, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_MAX_SHOTS } from '@pavilion/games/fishing/batch';
import { verifyShot } from '@pavilion/games/fishing/sea';
import { AppError } from '@/shared/app-error.ts';
import { fishingDeps, SESSION_IDLE_MS } from '@/modules/fishing/fishing.deps.ts';
import { runFishingSweep } from '@/modules/fishing/fishing-batches.service.ts';
import {
  closeSession,
  openSession,
  seaState,
  shoot,
  type TFishingPlayer,
} from '@/modules/fishing/fishing.service.ts';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { memberWallet } from '@/modules/wallet/ledger.service.ts';
import { createMember } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function player(balance: number): Promise<TFishingPlayer> {
  const m = await createMember(t, { balance });
  await createSession(t.db, t.config, { kind: 'member', memberId: m.id, ip: '10.1.8.3' });
  const s = await t.db
    .selectFrom('sessions')
    .select('id')
    .where('member_id', '=', m.id)
    .executeTakeFirstOrThrow();
  return { memberId: m.id, sessionId: Number(s.id) };
}

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof AppError ? e.code : String(e)),
  );

/** Fires `n` cannon shots of `stake`, ten a request, each at a fish swimming now. */
async function fire(p: TFishingPlayer, id: number, n: number, stake: number) {
  const deps = fishingDeps(t.db, t.config);
  const fired = [];
  while (fired.length < n) {
    const sea = await seaState(t.db, p, id, new Date());
    const live = sea.fish.filter((f) => !sea.caught.includes(f.id) && f.spawnAt <= sea.serverTime);
    const shots = Array.from({ length: Math.min(10, n - fired.length) }, (_, k) => ({
      weapon: 'cannon' as const,
      stake,
      fishIds: [live[k % live.length]!.id],
    }));
    const reply = await shoot(deps, p, id, { shots });
    fired.push(...reply.results.filter((r) => !r.gone));
  }
  return fired;
}

describe('[FISH] sessions', () => {
  it('moves the wallet by exactly the shots, batched, and every shot verifies after the reveal', async () => {
    const deps = fishingDeps(t.db, t.config);
    const p = await player(1_000_000);
    const s = await openSession(deps, p, 'coral-reef', 'my-client-seed');
    expect(s.available).toBe(1_000_000);
    expect(s.serverSeed).toBeNull();
    const id = Number(s.id);
    // '0.0' swam in 1970: gone, not fired, not charged
    const gone = await shoot(deps, p, id, { shots: [{ weapon: 'cannon', stake: 10, fishIds: ['0.0'] }] });
    expect(gone.results[0]).toMatchObject({ gone: true, cost: 0, shotNo: null });

    const fired = await fire(p, id, BATCH_MAX_SHOTS + 7, 100);
    const staked = fired.reduce((a, r) => a + r.cost, 0);
    const paid = fired.reduce((a, r) => a + r.payout, 0);
    const mid = await seaState(t.db, p, id, new Date());
    // the first 50 shots went to the wallet as one batch; 7 are still open
    expect(mid.session.batches).toBeGreaterThanOrEqual(1);
    expect(mid.session.available).toBe(1_000_000 - staked + paid);

    const closed = await closeSession(deps, p, id);
    expect(closed.status).toBe('closed');
    expect(closed.pendingBatches).toBe(0);
    expect(closed.batches).toBe(2);
    expect(closed.staked).toBe(staked);
    expect(closed.paid).toBe(paid);
    expect((await memberWallet(t.db, p.memberId)).balance).toBe(1_000_000 - staked + paid);
    for (const r of fired) {
      const shot = await t.db
        .selectFrom('fishing_shots')
        .selectAll()
        .where('session_id', '=', id)
        .where('shot_no', '=', r.shotNo!)
        .executeTakeFirstOrThrow();
      const kills = shot.kills as { species: string }[];
      const target = kills[0]?.species ?? (await speciesOf(id, shot.fish as string[]));
      const check = verifyShot(
        { serverSeed: closed.serverSeed!, clientSeed: 'my-client-seed', nonce: r.shotNo! },
        { weapon: 'cannon', stake: 100, target: target as never },
      );
      expect(check.payout).toBe(r.payout);
    }
    expect(
      await codeOf(shoot(deps, p, id, { shots: [{ weapon: 'cannon', stake: 10, fishIds: ['0.0'] }] })),
    ).toBe('FISHING_SESSION_CLOSED');
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });

  it('refuses a bad cannon level, and the sweeper settles a dropped session once', async () => {
    const deps = fishingDeps(t.db, t.config);
    const p = await player(50_000);
    const id = Number((await openSession(deps, p, 'deep-trench', undefined)).id);
    const sea = await seaState(t.db, p, id, new Date());
    const fishId = sea.fish.find((f) => f.spawnAt <= sea.serverTime)!.id;
    expect(
      await codeOf(shoot(deps, p, id, { shots: [{ weapon: 'cannon', stake: 15, fishIds: [fishId] }] })),
    ).toBe('INVALID_BET');
    const fired = await fire(p, id, 5, 50);
    const net = fired.reduce((a, r) => a + r.payout - r.cost, 0);
    // the player vanishes: the sweeper closes the batch, then the idle session, and pays once
    await runFishingSweep(deps, new Date(Date.now() + 3000));
    await runFishingSweep(deps, new Date(Date.now() + SESSION_IDLE_MS + 5000));
    await runFishingSweep(deps, new Date(Date.now() + SESSION_IDLE_MS + 6000));
    const row = await t.db
      .selectFrom('fishing_sessions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('closed');
    expect((await memberWallet(t.db, p.memberId)).balance).toBe(50_000 + net);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });
});

async function speciesOf(sessionId: number, fishIds: string[]): Promise<string> {
  const s = await t.db
    .selectFrom('fishing_sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();
  const sea = await t.db
    .selectFrom('fishing_seas')
    .selectAll()
    .where('id', '=', s.sea_id)
    .executeTakeFirstOrThrow();
  const { waveFish } = await import('@/modules/fishing/fishing-spawn.ts');
  const [w] = fishIds[0]!.split('.').map(Number);
  return waveFish(sea.seed, sea.id, w!).find((f) => f.id === fishIds[0])!.species;
}
