// Hold'em bots (issue 17 §Scale, decision 052), in one run on a fresh PostgreSQL database:
//  1. BENCH_HANDS (1,000) hands of four bots at `holdem-1` through the PVP service: every action a
//     service call (`actHoldem`: its transaction, version check and topic publish), every hand
//     started by the server's move (`tickHoldem`), busted bots leaving (cash-out to the wallet) and
//     buying in again. The driver learns the table as a client would: from the onlookers' view the
//     service pushes on the table's topic after each change (its version and the seat to act);
//     between hands it reads the row and the wallets (counted apart from the service's time) and
//     checks that every chip is accounted for:
//     Σ wallets + chips on the table + rake taken is constant; at the end, after everyone left,
//     Σ wallets + rake is what the bots brought.
//  2. The baseline, in the same run: the same hands (the seeds the service dealt, read back from
//     the hand history, and the same bot decisions) played by the pure state machine of
//     `@pavilion/games` in memory. Its final stacks and rake must equal the service's: the same
//     game, so the ratio is the cost of persistence.
// `npm run bench -- holdem-bots` (holdem-bots.bench.ts loads this).
import { randomBytes } from 'node:crypto';
import { applyHoldem } from '@pavilion/games/holdem/table';
import {
  createTable,
  legalActions,
  type TLegalActions,
  type TTableState,
} from '@pavilion/games/holdem/table-state';
import type { TPvpActRequest } from '@pavilion/contracts/pvp';
import { testConfig } from '../apps/server/src/config.ts';
import { createDb, type TDb } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedSite } from '../apps/server/src/db/seed.ts';
import { insertMemberWithWallet } from '../apps/server/src/modules/members/members.repo.ts';
import { actHoldem, tickHoldem } from '../apps/server/src/modules/pvp/holdem.service.ts';
import {
  ensurePvpTables,
  pvpTopic,
  type THoldemStored,
  type THoldemTableConfig,
} from '../apps/server/src/modules/pvp/pvp-tables.ts';
import { leave, sit } from '../apps/server/src/modules/pvp/pvp.service.ts';
import { createSession } from '../apps/server/src/modules/sessions/sessions.service.ts';
import { memberWallet } from '../apps/server/src/modules/wallet/ledger.service.ts';
import { topicBus } from '../apps/server/src/shared/topic-bus.ts';
import { freshDatabase } from '../apps/server/test/helpers/fresh-database.ts';

const HANDS = Number(process.env.BENCH_HANDS ?? 1000);
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TABLE = 'holdem-1';
const BOTS = 4;
const FIRST_BUY_IN = (i: number) => 400 + i * 300;
const REBUY = 400;

type TMove = { action: TPvpActRequest['action']; to?: number };

/** The bots' policy: a seeded LCG; raise the minimum 30 % of the time, else fold 40 % facing a bet. */
function botPolicy(seed: number) {
  let rng = seed;
  const next = () => (rng = (rng * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return (legal: TLegalActions): TMove => {
    const r = next();
    if (legal.raise && r < 0.3) {
      return { action: legal.raise.kind, to: legal.raise.minTo };
    }
    return { action: r < 0.4 && !legal.canCheck ? 'fold' : legal.canCheck ? 'check' : 'call' };
  };
}

function chipsOnTable(state: TTableState): number {
  const stacks = state.seats.reduce((s, seat) => s + (seat?.stack ?? 0), 0);
  const inHand = state.hand?.players.reduce((s, p) => s + p.contributed, 0) ?? 0;
  return stacks + inHand;
}

async function bot(db: TDb, config: ReturnType<typeof testConfig>) {
  const account = `hb${randomBytes(4).toString('hex')}`;
  const m = await insertMemberWithWallet(
    db,
    { account, nickname: account, type: 0, password_hash: 'x' },
    { balance: 10_000_000, currency: 'USD' },
  );
  await createSession(db, config, { kind: 'member', memberId: m.id, ip: '10.0.0.1' });
  const s = await db
    .selectFrom('sessions')
    .select('id')
    .where('member_id', '=', m.id)
    .executeTakeFirstOrThrow();
  return { memberId: m.id, sessionId: Number(s.id) };
}

async function serviceRun(db: TDb, config: ReturnType<typeof testConfig>) {
  const deps = { db, config };
  const bots = await Promise.all(Array.from({ length: BOTS }, () => bot(db, config)));
  const wallets = async () =>
    (await Promise.all(bots.map(async (b) => (await memberWallet(db, b.memberId)).balance))).reduce(
      (x, y) => x + y,
      0,
    );
  const readRow = () =>
    db.selectFrom('pvp_tables').selectAll().where('id', '=', TABLE).executeTakeFirstOrThrow();
  let pushed: { version: number; state: TTableState } | null = null;
  const unsubscribe = await topicBus(db).subscribe(pvpTopic(TABLE), (message) => {
    pushed = message.data as { version: number; state: TTableState };
  });
  const before = await wallets();
  for (const [i, b] of bots.entries()) {
    await sit(deps, b, TABLE, { seat: i, buyIn: FIRST_BUY_IN(i) }, new Date());
  }
  const decide = botPolicy(7);
  const far = () => new Date(Date.now() + 60_000);
  let hands = 0;
  let actions = 0;
  let rebuys = 0;
  let checks = 0;
  let serviceMs = 0;
  let readMs = 0;
  const timed = async <T>(run: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    try {
      return await run();
    } finally {
      serviceMs += performance.now() - t0;
    }
  };
  const started = performance.now();
  let slice = { at: started, service: 0, actions: 0 };
  for (;;) {
    // the view pushed after the last change: legal actions need no hole cards
    const view = pushed as { version: number; state: TTableState } | null;
    const legalSeen = view ? legalActions(view.state) : null;
    if (view && legalSeen) {
      const b = bots[legalSeen.seat]!;
      const req = { ...decide(legalSeen), version: view.version } as TPvpActRequest;
      await timed(() => actHoldem(deps, b.memberId, TABLE, req, new Date()));
      actions += 1;
      continue;
    }
    const c0 = performance.now();
    const row = await readRow();
    const state = (row.state as THoldemStored).table;
    if (legalActions(state)) {
      throw new Error('the pushed view and the row disagree on the seat to act');
    }
    const total = chipsOnTable(state) + state.rakeTaken + (await wallets());
    readMs += performance.now() - c0;
    checks += 1;
    if (total !== before) {
      throw new Error(`chips not conserved before hand ${hands + 1}: ${total} != ${before}`);
    }
    if (hands > 0 && hands % 100 === 0) {
      const now = performance.now();
      console.log(
        `    hands ${hands - 99}–${hands}: ${((now - slice.at) / 1000).toFixed(1)} s, service ${(((serviceMs - slice.service) / (actions - slice.actions)) * 1000).toFixed(0)} µs/action`,
      );
      slice = { at: now, service: serviceMs, actions };
    }
    if (hands >= HANDS) {
      break;
    }
    for (const [i, b] of bots.entries()) {
      if (state.seats[i]?.stack === 0) {
        await timed(() => leave(deps, b, TABLE, new Date()));
        await timed(() => sit(deps, b, TABLE, { seat: i, buyIn: REBUY }, new Date()));
        rebuys += 1;
      }
    }
    await timed(() => tickHoldem(db, TABLE, far()));
    hands += 1;
  }
  const wallMs = performance.now() - started;
  unsubscribe();
  const end = (await readRow()).state as THoldemStored;
  for (const b of bots) {
    await leave(deps, b, TABLE, new Date());
  }
  const after = await wallets();
  if (after + end.table.rakeTaken !== before) {
    throw new Error(`after leaving: wallets ${after} + rake ${end.table.rakeTaken} != ${before}`);
  }
  const seeds = (
    await db
      .selectFrom('pvp_hands')
      .select(['hand_no', 'server_seed'])
      .where('table_id', '=', TABLE)
      .orderBy('hand_no')
      .execute()
  ).map((h) => h.server_seed);
  return { hands, actions, rebuys, checks, wallMs, serviceMs, readMs, end: end.table, seeds };
}

/** The same hands in memory: the same seeds, the same bot decisions, no database. */
function baselineRun(config: THoldemTableConfig, seeds: string[]) {
  const started = performance.now();
  const decide = botPolicy(7);
  let table = createTable(config.holdem);
  for (let i = 0; i < BOTS; i += 1) {
    table = applyHoldem(table, { type: 'sit', seat: i, playerId: `b${i}`, buyIn: FIRST_BUY_IN(i) }).state;
  }
  let actions = 0;
  for (const seed of seeds) {
    for (let i = 0; i < BOTS; i += 1) {
      if (table.seats[i]?.stack === 0) {
        table = applyHoldem(table, { type: 'leave', seat: i }).state;
        table = applyHoldem(table, { type: 'sit', seat: i, playerId: `b${i}`, buyIn: REBUY }).state;
      }
    }
    table = applyHoldem(table, { type: 'start-hand', serverSeed: seed }).state;
    for (let legal = legalActions(table); legal; legal = legalActions(table)) {
      const move = decide(legal);
      table = applyHoldem(table, { type: 'act', seat: legal.seat, ...move }).state;
      actions += 1;
    }
  }
  return { actions, ms: performance.now() - started, end: table };
}

export async function main() {
  const target = await freshDatabase(BASE_URL, 'pavilion_holdem_bench');
  const db = await createDb({ kind: 'postgres', url: target.url, poolSize: 8 });
  try {
    await migrateToLatest(db);
    await seedSite(db);
    await ensurePvpTables(db);
    const config = testConfig({ DATABASE_URL: target.url });
    const tableConfig = (
      await db.selectFrom('pvp_tables').select('config').where('id', '=', TABLE).executeTakeFirstOrThrow()
    ).config as THoldemTableConfig;
    console.log(`holdem bots bench: PostgreSQL, ${BOTS} bots, ${HANDS} hands at ${TABLE}`);
    const svc = await serviceRun(db, config);
    const base = baselineRun(tableConfig, svc.seeds);
    const same =
      base.actions === svc.actions &&
      base.end.rakeTaken === svc.end.rakeTaken &&
      JSON.stringify(base.end.seats.map((s) => s?.stack)) ===
        JSON.stringify(svc.end.seats.map((s) => s?.stack));
    const perAction = (ms: number, n: number) => `${((ms / n) * 1000).toFixed(0)} µs/action`;
    console.log(
      `  service: ${svc.hands} hands, ${svc.actions} actions, ${svc.rebuys} re-buys in ${(svc.wallMs / 1000).toFixed(1)} s wall (target < 60 s)`,
    );
    console.log(
      `           of which service calls ${(svc.serviceMs / 1000).toFixed(1)} s (${perAction(svc.serviceMs, svc.actions)}), driver reads and checks ${(svc.readMs / 1000).toFixed(1)} s`,
    );
    console.log(
      `           chips conserved at all ${svc.checks} checks; rake ${svc.end.rakeTaken}; after leaving Σ wallets + rake = what the bots brought`,
    );
    console.log(
      `  baseline: the same ${svc.seeds.length} hands in memory (pure state machine): ${base.actions} actions in ${base.ms.toFixed(0)} ms (${perAction(base.ms, base.actions)})`,
    );
    console.log(`  same game (actions, final stacks, rake): ${same ? 'yes' : 'NO'}`);
    console.log(
      `  ratio service calls / baseline ${(svc.serviceMs / base.ms).toFixed(0)}x; wall / baseline ${(svc.wallMs / base.ms).toFixed(0)}x`,
    );
    if (!same) {
      process.exitCode = 1;
    }
  } finally {
    await db.destroy().catch(() => undefined);
    await target.drop();
  }
}
