// [PVP] Hold'em and niuniu tables on the tier's database (PGlite, or PostgreSQL with DATABASE_URL):
// buy-in and cash-out move the wallet exactly; each member's view holds their own hole cards only;
// a hand played over HTTP reaches showdown and its deck verifies against the hash shown before the
// deal; a time-out folds and sits the seat out, and two timers at once move the table once; bots
// play many hands through the service with chips conserved (stacks + wallets + rake constant);
// niuniu rounds settle through the wallet; the ledger's invariants hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyDeck } from '@pavilion/games/holdem/table-hand';
import { legalActions, type TTableState } from '@pavilion/games/holdem/table-state';
import { ZPvpLobbySchema, type TPvpActRequest, type TPvpTableView } from '@pavilion/contracts/pvp';
import { actHoldem, tickHoldem } from '@/modules/pvp/holdem.service.ts';
import { stakeNiuniuTable, tickNiuniu } from '@/modules/pvp/niuniu.service.ts';
import type { TNiuniuState } from '@/modules/pvp/niuniu-state.ts';
import type { THoldemStored } from '@/modules/pvp/pvp-tables.ts';
import { leave, runDueTables, sit } from '@/modules/pvp/pvp.service.ts';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { memberWallet } from '@/modules/wallet/ledger.service.ts';
import { AppError } from '@/shared/app-error.ts';
import { createMember, errorCode, nextIp } from './helpers/auth-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const BOT_HANDS = Number(process.env.PVP_BOT_HANDS ?? 200);
const deps = () => ({ db: t.db, config: t.config });
const later = (ms: number) => new Date(Date.now() + ms);

async function player(balance: number) {
  const m = await createMember(t, { balance });
  const token = await createSession(t.db, t.config, { kind: 'member', memberId: m.id, ip: nextIp() });
  const s = await t.db
    .selectFrom('sessions')
    .select('id')
    .where('member_id', '=', m.id)
    .executeTakeFirstOrThrow();
  return { memberId: m.id, sessionId: Number(s.id), token };
}
type TPlayer = Awaited<ReturnType<typeof player>>;

const balanceOf = async (p: TPlayer) => (await memberWallet(t.db, p.memberId)).balance;
const row = (id: string) =>
  t.db.selectFrom('pvp_tables').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const table = async (id: string) => ((await row(id)).state as THoldemStored).table;

function chipsOnTable(state: TTableState): number {
  const stacks = state.seats.reduce((s, seat) => s + (seat?.stack ?? 0), 0);
  const inHand = state.hand?.players.reduce((s, p) => s + p.contributed, 0) ?? 0;
  return stacks + inHand;
}

async function view(id: string, token?: string): Promise<TPvpTableView> {
  const res = await t.call({ method: 'GET', url: `/api/pvp/tables/${id}`, token });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('[PVP] Hold’em over HTTP', () => {
  it('lists the tables with a committed next seed', async () => {
    const lobby = ZPvpLobbySchema.parse((await t.call({ method: 'GET', url: '/api/pvp/tables' })).json());
    expect(lobby.tables.map((x) => x.id)).toEqual(['holdem-1', 'holdem-2', 'niuniu-1']);
    expect((await view('holdem-1')).nextSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const missing = await t.call({ method: 'GET', url: '/api/pvp/tables/nope' });
    expect(errorCode(missing)).toBe('PVP_TABLE_NOT_FOUND');
  });

  it('plays a hand to showdown: private hole cards, verified deck, chips and wallets add up', async () => {
    const [a, b] = [await player(10_000), await player(10_000)];
    const sitA = await t.call({
      method: 'POST',
      url: '/api/pvp/tables/holdem-1/sit',
      token: a.token,
      payload: { seat: 0, buyIn: 2000 },
    });
    expect(sitA.json()).toEqual({ balance: 8000 });
    const bad = await t.call({
      method: 'POST',
      url: '/api/pvp/tables/holdem-1/sit',
      token: b.token,
      payload: { seat: 0, buyIn: 2000 },
    });
    expect(errorCode(bad)).toBe('PVP_NOT_ALLOWED');
    const tooBig = await t.call({
      method: 'POST',
      url: '/api/pvp/tables/holdem-1/sit',
      token: b.token,
      payload: { seat: 3, buyIn: 20_000 },
    });
    expect(tooBig.statusCode).toBe(409);
    expect(await balanceOf(b)).toBe(10_000);
    await t.call({
      method: 'POST',
      url: '/api/pvp/tables/holdem-1/sit',
      token: b.token,
      payload: { seat: 3, buyIn: 2000 },
    });
    const seedHash = (await view('holdem-1')).nextSeedHash;
    await tickHoldem(t.db, 'holdem-1', later(60_000));

    const va = await view('holdem-1', a.token);
    const vb = await view('holdem-1', b.token);
    const onlooker = await view('holdem-1');
    type TV = { hand: { players: { seat: number; hole: unknown[] }[]; deckHash: string } };
    const holes = (v: TPvpTableView) => (v.state as TV).hand.players.map((p) => p.hole.length);
    expect((va.state as TV).hand.deckHash).toBe(seedHash);
    expect(holes(va)).toEqual([2, 0]);
    expect(holes(vb)).toEqual([0, 2]);
    expect(holes(onlooker)).toEqual([0, 0]);
    expect(JSON.stringify(onlooker)).not.toMatch(/serverSeed|"deck"/);

    // call and check down to the river
    for (let i = 0; i < 20; i += 1) {
      const state = await table('holdem-1');
      const legal = legalActions(state);
      if (!legal) {
        break;
      }
      const who = legal.seat === 0 ? a : b;
      const v = await view('holdem-1', who.token);
      expect(v.legal).toMatchObject({ seat: legal.seat });
      const res = await t.call({
        method: 'POST',
        url: '/api/pvp/tables/holdem-1/act',
        token: who.token,
        payload: { action: legal.canCheck ? 'check' : 'call', version: v.version },
      });
      expect(res.statusCode).toBe(200);
    }
    const hist = (await t.call({ method: 'GET', url: '/api/pvp/tables/holdem-1/history' })).json();
    const hand = hist.hands[0];
    expect(hand.seedHash).toBe(seedHash);
    expect(verifyDeck(hand.serverSeed, hand.seedHash, hand.salt)).not.toBeNull();
    expect(hand.summary.some((e: { type: string }) => e.type === 'showdown')).toBe(true);
    const after = await table('holdem-1');
    expect(after.hand).toBeNull();
    expect(chipsOnTable(after) + after.rakeTaken).toBe(4000);
    expect(hand.rake).toBe(after.rakeTaken);

    // a stale version is refused; leaving pays the stack back
    const stale = await t.call({
      method: 'POST',
      url: '/api/pvp/tables/holdem-1/act',
      token: a.token,
      payload: { action: 'check', version: 0 },
    });
    expect(errorCode(stale)).toBe('PVP_TABLE_BUSY');
    for (const p of [a, b]) {
      const res = await t.call({
        method: 'POST',
        url: '/api/pvp/tables/holdem-1/leave',
        token: p.token,
        payload: {},
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await balanceOf(a)) + (await balanceOf(b)) + after.rakeTaken).toBe(20_000);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });

  it('times out the seat to act (fold, sit out) once although two timers run', async () => {
    const [a, b] = [await player(5000), await player(5000)];
    await sit(deps(), a, 'holdem-2', { seat: 1, buyIn: 2000 }, new Date());
    await sit(deps(), b, 'holdem-2', { seat: 2, buyIn: 2000 }, new Date());
    await tickHoldem(t.db, 'holdem-2', later(60_000));
    const toAct = (await table('holdem-2')).hand?.toAct;
    const version = (await row('holdem-2')).version;
    const moved = await Promise.all(
      [0, 1].map(() =>
        runDueTables(t.db, later(120_000), (e) => {
          throw e;
        }),
      ),
    );
    const state = await table('holdem-2');
    expect((await row('holdem-2')).version).toBe(version + 1);
    expect(moved.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(1);
    expect(state.hand).toBeNull();
    expect(state.seats[toAct as number]?.sittingOut).toBe(true);
    await leave(deps(), a, 'holdem-2', new Date());
    await leave(deps(), b, 'holdem-2', new Date());
    expect((await balanceOf(a)) + (await balanceOf(b)) + state.rakeTaken).toBe(10_000);
  });
});

describe('[PVP] bots', () => {
  it(`conserves chips over ${BOT_HANDS} bot hands through the service`, async () => {
    const bots = await Promise.all([0, 1, 2, 3].map(() => player(1_000_000)));
    const wallets = async () => (await Promise.all(bots.map(balanceOf))).reduce((x, y) => x + y, 0);
    const before = await wallets();
    const rakeBefore = (await table('holdem-1')).rakeTaken;
    for (const [i, bot] of bots.entries()) {
      await sit(deps(), bot, 'holdem-1', { seat: i, buyIn: 400 + i * 300 }, new Date());
    }
    let rng = 7;
    const next = () => (rng = (rng * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const started = performance.now();
    let hands = 0;
    for (;;) {
      const current = await row('holdem-1');
      const state = (current.state as THoldemStored).table;
      const legal = legalActions(state);
      try {
        if (legal) {
          const bot = bots[legal.seat] as TPlayer;
          const r = next();
          const raise = legal.raise && r < 0.3 ? { action: legal.raise.kind, to: legal.raise.minTo } : null;
          const action = raise ?? {
            action: r < 0.4 && !legal.canCheck ? 'fold' : legal.canCheck ? 'check' : 'call',
          };
          const req = { ...action, version: current.version } as TPvpActRequest;
          await actHoldem(deps(), bot.memberId, 'holdem-1', req, new Date());
          continue;
        }
        // between hands: every chip is on the table, in a wallet or raked
        expect(chipsOnTable(state) + state.rakeTaken - rakeBefore + (await wallets())).toBe(before);
        if (hands >= BOT_HANDS) {
          break;
        }
        for (const [i, bot] of bots.entries()) {
          if (state.seats[i]?.stack === 0) {
            await leave(deps(), bot, 'holdem-1', new Date());
            await sit(deps(), bot, 'holdem-1', { seat: i, buyIn: 400 }, new Date());
          }
        }
        await tickHoldem(t.db, 'holdem-1', later(60_000));
        hands += 1;
      } catch (error) {
        // the real timer may have moved the table meanwhile: read it again
        if (!(error instanceof AppError && error.code === 'PVP_TABLE_BUSY')) {
          throw error;
        }
      }
    }
    const ms = performance.now() - started;
    console.info(`[PVP] ${BOT_HANDS} bot hands in ${Math.round(ms)} ms`);
    const end = await table('holdem-1');
    expect(end.rakeTaken).toBeGreaterThan(rakeBefore);
    for (const bot of bots) {
      await leave(deps(), bot, 'holdem-1', new Date());
    }
    expect((await wallets()) + end.rakeTaken - rakeBefore).toBe(before);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  }, 600_000);
});

describe('[PVP] niuniu', () => {
  it('settles rounds between seated players through the wallet, the bank rotating', async () => {
    const ps = await Promise.all([0, 1, 2].map(() => player(50_000)));
    for (const [i, p] of ps.entries()) {
      await sit(deps(), p, 'niuniu-1', { seat: i, buyIn: 10_000 }, new Date());
    }
    const bankers: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      const state = (await row('niuniu-1')).state as TNiuniuState;
      bankers.push(state.banker as number);
      for (const [i, p] of ps.entries()) {
        if (i !== state.banker && (state.seats[i]?.stack ?? 0) >= 1000) {
          await stakeNiuniuTable(deps(), p.memberId, 'niuniu-1', 200, new Date());
        }
      }
      await tickNiuniu(t.db, 'niuniu-1', later(3_600_000 * (round + 1)));
    }
    expect(new Set(bankers).size).toBe(3);
    const end = (await row('niuniu-1')).state as TNiuniuState;
    expect(end.roundNo).toBe(6);
    for (const p of ps) {
      await leave(deps(), p, 'niuniu-1', new Date());
    }
    const total = (await Promise.all(ps.map(balanceOf))).reduce((x, y) => x + y, 0);
    expect(total + end.rakeTaken).toBe(150_000);
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });
});
