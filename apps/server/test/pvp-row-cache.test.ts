// [PVP] The row each instance keeps of the tables it wrote (pvp-store.ts) is stale at worst, never
// wrong: a write by "another instance" (here: straight to the row, as another app would) makes the
// cached version fail the version check, or makes the rules' answer on the cached row a refusal
// that is computed again from a read; an action naming an old version is still refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyHoldem } from '@pavilion/games/holdem/table';
import { actHoldem, sitOutHoldem } from '@/modules/pvp/holdem.service.ts';
import type { THoldemStored } from '@/modules/pvp/pvp-tables.ts';
import { leave, sit } from '@/modules/pvp/pvp.service.ts';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { AppError } from '@/shared/app-error.ts';
import { createMember, nextIp } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const T = 'holdem-2';
const row = () => t.db.selectFrom('pvp_tables').selectAll().where('id', '=', T).executeTakeFirstOrThrow();

async function player() {
  const m = await createMember(t, { balance: 100_000 });
  await createSession(t.db, t.config, { kind: 'member', memberId: m.id, ip: nextIp() });
  const s = await t.db
    .selectFrom('sessions')
    .select('id')
    .where('member_id', '=', m.id)
    .executeTakeFirstOrThrow();
  return { memberId: m.id, sessionId: Number(s.id) };
}

/** Another instance's write: the next state straight into the row, the version moved on. */
async function writeElsewhere(change: (s: THoldemStored) => THoldemStored) {
  const r = await row();
  await t.db
    .updateTable('pvp_tables')
    .set({ state: JSON.stringify(change(r.state as THoldemStored)), version: r.version + 1 })
    .where('id', '=', T)
    .execute();
  return r.version + 1;
}

describe('[PVP] the row cache', () => {
  it('answers from a read when another instance wrote since', async () => {
    const deps = { db: t.db, config: t.config };
    const a = await player();
    await sit(deps, a, T, { seat: 0, buyIn: 2000 }, new Date());
    // this handle's cache holds the table with seat 0 only; elsewhere, seat 5 is taken
    const ghost = 999_999;
    const v = await writeElsewhere((s) => ({
      ...s,
      table: applyHoldem(s.table, { type: 'sit', seat: 5, playerId: String(ghost), buyIn: 2000 }).state,
    }));
    // on the cached row "not seated": computed again from the row, it is made
    await sitOutHoldem(deps, ghost, T, true, new Date());
    const after = await row();
    expect(after.version).toBe(v + 1);
    expect((after.state as THoldemStored).table.seats[5]?.sittingOut).toBe(true);
    // elsewhere again: seat 0 sits out; this handle's cache (its own last write) is stale now
    const v2 = await writeElsewhere((s) => ({
      ...s,
      table: applyHoldem(s.table, { type: 'sit-out', seat: 0 }).state,
    }));
    await sitOutHoldem(deps, a.memberId, T, false, new Date());
    const back = await row();
    expect(back.version).toBe(v2 + 1);
    expect((back.state as THoldemStored).table.seats[0]?.sittingOut).toBe(false);
    expect((back.state as THoldemStored).table.seats[5]?.sittingOut).toBe(true);
    // an action naming a version that is no longer the table's is refused
    const stale = await actHoldem(deps, a.memberId, T, { action: 'check', version: v }, new Date()).then(
      () => 'ok',
      (e: unknown) => (e instanceof AppError ? e.code : String(e)),
    );
    expect(stale).toBe('PVP_TABLE_BUSY');
    await leave(deps, a, T, new Date());
    expect((await row()).state).toMatchObject({ table: { seats: expect.arrayContaining([null]) } });
  });
});
