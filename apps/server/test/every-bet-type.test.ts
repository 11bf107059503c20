// Issue 25: every bet type of every vertical placed through HTTP by a funded member, and after each
// bet the member's lists read back: the vertical's own list, the betting record, the account record
// and the wallet answer 200 (never 500), the bet is listed with its stake, and the wallet's balance
// is the ledger's. Lottery, sportsbook, live and bingo bets are then settled (the clock passed to
// their jobs) and the lists read again. Bet types come from their definitions (engine bet schemas,
// lottery play rules, sportsbook bet types, live bet schemas, fishing weapons and cannon stakes; see
// helpers/bet-samples.ts), so a new one is staked here without editing this file. Ends with the
// ledger invariants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRoundReply, TRecentRounds } from '@pavilion/contracts/play';
import type { TBetRecords, TTransactionRecords } from '@pavilion/contracts/records';
import { ZLiveBetsSchema } from '@pavilion/contracts/live-tables';
import type { TLotteryGameDetail } from '@pavilion/contracts/lottery';
import type { TPlaceBetReply, TTicketsReply } from '@pavilion/contracts/sportsbook';
import { PVP_GAMES, type TPvpLobby, type TPvpTableView } from '@pavilion/contracts/pvp';
import type { TBingoBuyReply, TBingoRoomDetail, TBingoRooms } from '@pavilion/contracts/bingo';
import {
  ZFishingShotRequestSchema,
  type TFishingSeaState,
  type TFishingSession,
  type TFishingShootReply,
  type TSeas,
} from '@pavilion/contracts/fishing';
import { ENGINE_IDS, type TEngineId } from '@pavilion/games/engine-meta';
import { BLACKJACK_ACTIONS } from '@pavilion/games/engines/blackjack';
import { BOMB_MAX_TARGETS } from '@pavilion/games/fishing/sea';
import { ROUNDS, stakeOf, type TRoundStart } from '@pavilion/games/lifecycle';
import { SAMPLE_STARTS } from '@pavilion/games/testing/sample-starts';
import { runLiveTick } from '@/modules/live-tables/live-settlement.service.ts';
import { bingoDeps } from '@/modules/bingo/bingo.deps.ts';
import { runBingoTick } from '@/modules/bingo/bingo-settle.service.ts';
import { drawAndSettle } from '@/modules/lottery/draws.service.ts';
import { lotteryDeps } from '@/modules/lottery/lottery.deps.ts';
import { runSportsTick } from '@/modules/sportsbook/sportsbook.jobs.ts';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import { memberWallet } from '@/modules/wallet/ledger.service.ts';
import { createMember, nextIp } from './helpers/auth-fixtures.ts';
import { betSamples, betSchemaOfStart, lotteryCases, sportsCases } from './helpers/bet-samples.ts';
import { betRequest, football, market, scriptedDeps, selectionId } from './helpers/sportsbook-fixtures.ts';
import { inhouseNodesByEngine } from './helpers/inhouse-games.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';
import { findLedgerViolations } from './wallet-invariants.ts';

let t: TTestApp;
type TMember = { memberId: number; token: string };
const FUNDS = 10_000_000;
let seq = 0;
const rid = (p: string) => `${p}-${process.pid}-${++seq}-${Date.now()}`;

async function member(): Promise<TMember> {
  const m = await createMember(t, { balance: FUNDS });
  const token = await createSession(t.db, t.config, { kind: 'member', memberId: m.id, ip: nextIp() });
  return { memberId: m.id, token };
}

const get = async <T>(m: TMember, url: string): Promise<T> => {
  const res = await t.call({ method: 'GET', url, token: m.token });
  expect(res.statusCode, `GET ${url}: ${res.body}`).toBe(200);
  return res.json() as T;
};
const post = async <T>(m: TMember, url: string, payload: object): Promise<T> => {
  const res = await t.call({ method: 'POST', url, token: m.token, ip: nextIp(), payload });
  expect(res.statusCode, `POST ${url} ${JSON.stringify(payload)}: ${res.body}`).toBe(200);
  return res.json() as T;
};

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const RANGE = () => `from=${day(-1)}&to=${day(0)}&pageSize=100`;

/**
 * The lists every vertical shares, read after the member's `count`-th bet of `stake`: the betting
 * record (the bet newest, or found by `betRow`; `count` bets in all), the account record (a debit of
 * `debit`, unless null), the wallet (its balance is the ledger's: the account's opening balance plus
 * its entries).
 */
async function readSharedLists(
  m: TMember,
  bet: { stake: number; count?: number; debit?: number | null; gameType?: string },
  betRow: (rows: TBetRecords['rows']) => Partial<TBetRecords['rows'][number]> | undefined = (rows) => rows[0],
) {
  const { stake, count, debit = stake } = bet;
  const bets = await get<TBetRecords>(m, `/api/records/bets?${RANGE()}`);
  if (count !== undefined) {
    expect(bets.totals.count, 'bets in the betting record').toBe(count);
  }
  expect(betRow(bets.rows), 'the bet in the betting record').toMatchObject({
    stake,
    ...(bet.gameType ? { gameType: bet.gameType } : {}),
  });
  await get(m, `/api/records/profit?${RANGE()}`);
  const tx = await get<TTransactionRecords>(m, `/api/records/transactions?${RANGE()}`);
  if (debit !== null) {
    expect(
      tx.rows.some((r) => r.amount === -debit),
      `a debit of ${debit} in the account record`,
    ).toBe(true);
  }
  const wallet = await get<{ balance: number }>(m, '/api/wallet/balance');
  const { accountId } = await memberWallet(t.db, m.memberId);
  const account = await t.db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance', 'opening_balance'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  const entries = await t.db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('account_id', '=', account.id)
    .executeTakeFirstOrThrow();
  expect(wallet.balance).toBe(Number(account.balance));
  expect(wallet.balance).toBe(Number(account.opening_balance) + Number(entries.total));
  return { bets, tx };
}

/** After settlement: the betting record holds the member's `count` bets, none open, and the lists answer. */
async function readSettledLists(m: TMember, count: number) {
  const bets = await get<TBetRecords>(m, `/api/records/bets?${RANGE()}`);
  expect(bets.totals.count).toBe(count);
  expect(bets.rows.filter((r) => r.status === 'open')).toEqual([]);
  await get(m, `/api/records/profit?${RANGE()}`);
  const tx = await get<TTransactionRecords>(m, `/api/records/transactions?${RANGE()}`);
  const wallet = await get<{ balance: number }>(m, '/api/wallet/balance');
  expect(wallet.balance).toBe((await memberWallet(t.db, m.memberId)).balance);
  return { bets, tx };
}

beforeAll(async () => {
  t = await startTestApp(
    { SPORTS_INPLAY_DELAY_MS: 0, SPORTS_MEMBER_EVENT_MAX: 1_000_000 },
    { catalogue: true },
  );
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe('[BETS] in-house games: every engine, every bet type', () => {
  const nodes = {} as Record<TEngineId, number>;
  let m: TMember;
  beforeAll(async () => {
    m = await member();
    Object.assign(nodes, await inhouseNodesByEngine(t.db));
  });

  /** An engine's starts: one per bet type of its bet schema, or its one sample start. */
  function startsOf(engine: TEngineId): { name: string; start: TRoundStart; action?: string }[] {
    const schema = betSchemaOfStart(ROUNDS[engine].schemas.start);
    if (schema) {
      return betSamples(schema, 100).map((bet) => ({
        name: bet.type,
        start: { engine, bets: [bet] } as unknown as TRoundStart,
      }));
    }
    if (engine === 'blackjack') {
      // every action once as the first move of a hand (a split needs a pair, so it may be refused)
      return BLACKJACK_ACTIONS.map((action) => ({ name: action, start: SAMPLE_STARTS.blackjack, action }));
    }
    return [{ name: 'sample', start: SAMPLE_STARTS[engine] }];
  }

  const cases = ENGINE_IDS.flatMap((engine) => startsOf(engine).map((c) => ({ engine, ...c })));

  it(`plays ${cases.length} rounds over ${ENGINE_IDS.length} engines and lists each`, async () => {
    expect(Object.keys(nodes).sort()).toEqual([...ENGINE_IDS].sort());
    const rounds = new Set<string>();
    for (const c of cases) {
      const label = `${c.engine} ${c.name}`;
      let { round } = await post<TRoundReply>(m, '/api/play/rounds', {
        nodeId: nodes[c.engine],
        requestId: rid('r'),
        input: c.start,
      });
      expect(round.stake, label).toBe(stakeOf(c.engine, c.start as never));
      let first = c.action;
      let moves = 0;
      while (round.status === 'open') {
        // mines: reveal one tile, then cash out (if the tile was a mine the round is already over)
        const action =
          c.engine === 'video-poker'
            ? { engine: c.engine, hold: [true, true, false, false, true] }
            : c.engine === 'mines'
              ? moves === 0
                ? { engine: c.engine, tile: 12 }
                : { engine: c.engine, cashOut: true }
              : { engine: c.engine, action: first ?? 'stand' };
        moves += 1;
        const res = await t.call({
          method: 'POST',
          url: `/api/play/rounds/${round.roundId}/actions`,
          token: m.token,
          ip: nextIp(),
          payload: action,
        });
        if (first && res.statusCode !== 200) {
          // an action the dealt hand does not allow (split without a pair): refused with a code
          expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
          first = undefined;
          continue;
        }
        expect(res.statusCode, `${label}: ${res.body}`).toBe(200);
        round = (res.json() as TRoundReply).round;
        first = first === 'hit' ? 'stand' : undefined;
      }
      const recent = await get<TRecentRounds>(m, `/api/play/rounds?nodeId=${nodes[c.engine]}`);
      expect(recent.rounds[0], label).toMatchObject({ roundId: round.roundId, stake: round.stake });
      // a double or a split is a bet of its own in the same round: the round's bets add up to its stake
      const { bets } = await readSharedLists(m, { stake: stakeOf(c.engine, c.start as never) }, (rows) =>
        rows.filter((r) => r.roundId === round.roundId).at(-1),
      );
      const ofRound = bets.rows.filter((r) => r.roundId === round.roundId);
      expect(
        ofRound.reduce((a, r) => a + r.stake, 0),
        label,
      ).toBe(round.stake);
      rounds.add(round.roundId);
      expect(new Set(bets.rows.map((r) => r.roundId)).size, label).toBe(rounds.size);
    }
  }, 120_000);
});

describe('[BETS] lottery: every play type of every family', () => {
  it('stakes each play type on an open issue and lists each ticket', async () => {
    const m = await member();
    const details = new Map<string, TLotteryGameDetail>();
    const issues = new Set<string>();
    const cases = lotteryCases();
    for (const [i, c] of cases.entries()) {
      const label = `${c.gameCode} ${c.playType}`;
      let detail = details.get(c.gameCode);
      const left = () => new Date(detail!.game.current!.closesAt).getTime() - Date.now();
      if (!detail || left() < 3_000) {
        detail = await get<TLotteryGameDetail>(m, `/api/lottery/games/${c.gameCode}`);
        if (left() < 3_000) {
          // about to close (1-minute games): wait for the next issue rather than race the close
          await new Promise((r) => setTimeout(r, Math.max(left(), 0) + 200));
          detail = await get<TLotteryGameDetail>(m, `/api/lottery/games/${c.gameCode}`);
        }
        details.set(c.gameCode, detail);
      }
      const config = detail.playTypes.find((p) => p.playType === c.playType);
      expect(config, label).toMatchObject({ enabled: true });
      const placed = await post<{ tickets: { id: string; stake: number; playType: string }[] }>(
        m,
        '/api/lottery/tickets',
        {
          requestId: rid('lt'),
          gameCode: c.gameCode,
          issueNo: detail.game.current!.issueNo,
          bets: [{ playType: c.playType, selection: c.selection, unitAmount: 100, multiplier: 1 }],
        },
      );
      const ticket = placed.tickets[0]!;
      issues.add(`${c.gameCode} ${detail.game.current!.issueNo}`);
      const mine = await get<{ tickets: { id: string; stake: number }[] }>(m, '/api/lottery/tickets');
      expect(
        mine.tickets.find((x) => x.id === ticket.id),
        label,
      ).toMatchObject({ stake: ticket.stake });
      await readSharedLists(m, { stake: ticket.stake, count: i + 1 });
    }
    // draw every issue staked on: each ticket is settled, and the lists still answer
    const deps = lotteryDeps(t.db, t.config);
    for (const key of issues) {
      const [gameCode, issueNo] = key.split(' ') as [string, string];
      const row = await t.db
        .selectFrom('lottery_issues')
        .selectAll()
        .where('game_code', '=', gameCode)
        .where('issue_no', '=', issueNo)
        .executeTakeFirstOrThrow();
      await drawAndSettle(deps, row, new Date(row.draw_at.getTime() + 5_000));
    }
    const mine = await get<{ tickets: { state: string }[]; total: number }>(m, '/api/lottery/tickets');
    expect(mine.total).toBe(cases.length);
    expect(mine.tickets.filter((x) => x.state === 'pending')).toEqual([]);
    await readSettledLists(m, cases.length);
  }, 60_000);
});

describe('[BETS] sportsbook: single, accumulators, every system kind', () => {
  const cases = sportsCases();
  const T0 = Date.UTC(2030, 5, 1, 12);
  const legs = Math.max(...cases.map((c) => c.legs));
  const KEYS = Array.from({ length: legs }, (_, i) => `every-${i}`);

  it(`places ${cases.length} tickets and lists each`, async () => {
    const deps = scriptedDeps(
      t,
      KEYS.map((k) =>
        football(
          k,
          T0 + 10_000,
          [market(`${k}-1x2`, '1x2', { home: 2000, draw: 3400, away: 3600 })],
          [
            { atMs: T0 + 10_000, type: 'start' },
            { atMs: T0 + 20_000, type: 'end', result: { home: 2, away: 0 } },
          ],
        ),
      ),
    );
    await runSportsTick(deps, new Date(T0));
    const m = await member();
    const ids = await Promise.all(KEYS.map((k) => selectionId(t, `${k}-1x2-home`)));
    for (const [i, c] of cases.entries()) {
      const { ticket } = await post<TPlaceBetReply>(m, '/api/sportsbook/bets', {
        ...betRequest(ids.slice(0, c.legs).map((selectionId) => ({ selectionId, odds1000: 2000 }))),
        ...c.body,
      });
      expect(ticket, c.name).toMatchObject({ lines: c.lines, stakeTotal: c.lines * 1000 });
      const open = await get<TTicketsReply>(m, '/api/sportsbook/tickets?state=open&pageSize=100');
      expect(
        open.tickets.find((x) => x.id === ticket.id),
        c.name,
      ).toMatchObject({ stakeTotal: c.lines * 1000 });
      await get(m, '/api/sportsbook/tickets?state=settled&pageSize=100');
      await readSharedLists(m, { stake: c.lines * 1000, count: i + 1, gameType: 'SPORTS' });
    }
    // every leg wins: each ticket settles won, and the lists still answer
    await runSportsTick(deps, new Date(T0 + 10_000));
    await runSportsTick(deps, new Date(T0 + 21_000));
    const settled = await get<TTicketsReply>(m, '/api/sportsbook/tickets?state=settled&pageSize=100');
    expect(settled.tickets.map((x) => x.status)).toEqual(cases.map(() => 'won'));
    expect((await get<TTicketsReply>(m, '/api/sportsbook/tickets?state=open&pageSize=100')).tickets).toEqual(
      [],
    );
    await readSettledLists(m, cases.length);
  }, 60_000);
});

describe('[BETS] live tables: every bet type of every live game', () => {
  it('bets each type on each game’s table and lists each bet', async () => {
    const m = await member();
    const lobby = await get<{ tables: { id: string; game: string }[] }>(m, '/api/live/tables');
    let count = 0;
    let settleAt = 0;
    for (const option of ZLiveBetsSchema.options) {
      const game = option.shape.game.value;
      const table = lobby.tables.find((x) => x.game === game);
      expect(table, game).toBeDefined();
      for (const bet of betSamples(option.shape.bets.element, 100)) {
        const label = `${game} ${bet.type}`;
        const state = await get<{ round: { id: string; closesAt: string; opensAt: string } }>(
          m,
          `/api/live/tables/${table!.id}`,
        );
        // the test does not wait for a betting window: it holds the current round's window open
        const round = await t.db
          .updateTable('live_rounds')
          .set({ opens_at: new Date(Date.now() - 1_000), closes_at: new Date(Date.now() + 60_000) })
          .where('id', '=', Number(state.round.id))
          .returning(['settles_at', 'closes_at'])
          .executeTakeFirstOrThrow();
        settleAt = Math.max(settleAt, round.settles_at.getTime(), round.closes_at.getTime() + 1_000);
        const placed = await post<{ bet: { id: string; stake: number } }>(
          m,
          `/api/live/tables/${table!.id}/bets`,
          {
            roundId: state.round.id,
            placement: { game, bets: [bet] },
          },
        );
        expect(placed.bet.stake, label).toBe(100);
        const mine = await get<{ items: { id: string; stake: number }[] }>(
          m,
          `/api/live/tables/${table!.id}/bets`,
        );
        expect(
          mine.items.find((x) => x.id === placed.bet.id),
          label,
        ).toMatchObject({ stake: 100 });
        await get(m, `/api/live/tables/${table!.id}/history`);
        count += 1;
        await readSharedLists(m, { stake: 100, count, gameType: 'LIVE' });
      }
    }
    expect(count).toBeGreaterThan(0);
    // every round bet on is settled: each bet is, and the lists still answer
    await runLiveTick(t.db, t.config, new Date(settleAt));
    for (const table of lobby.tables) {
      const mine = await get<{ items: { status: string }[] }>(m, `/api/live/tables/${table.id}/bets`);
      expect(
        mine.items.filter((x) => x.status !== 'settled'),
        table.id,
      ).toEqual([]);
    }
    await readSettledLists(m, count);
  }, 60_000);
});

describe('[BETS] PVP tables: buy-in and top-up on every game, niuniu stakes', () => {
  it('stakes each way on each game’s table and lists each', async () => {
    const m = await member();
    const lobby = await get<TPvpLobby>(m, '/api/pvp/tables');
    let count = 0;
    for (const game of PVP_GAMES) {
      const table = lobby.tables.find((x) => x.game === game && x.seatsTaken === 0);
      expect(table, game).toBeDefined();
      const url = `/api/pvp/tables/${table!.id}`;
      const topUp = Math.min(table!.minBuyIn, table!.maxBuyIn - table!.minBuyIn);
      const ways: [string, string, object, number][] = [
        ['sit', `${url}/sit`, { seat: 0, buyIn: table!.minBuyIn }, table!.minBuyIn],
        ['top-up', `${url}/top-up`, { amount: topUp }, topUp],
      ];
      for (const [way, wayUrl, payload, stake] of ways) {
        await post(m, wayUrl, payload);
        count += 1;
        const view = await get<TPvpTableView>(m, url);
        expect(view.mySeat, `${game} ${way}`).toBe(0);
        await get(m, `${url}/history`);
        await readSharedLists(m, { stake, count, gameType: 'PVP' }, (rows) =>
          rows.find((r) => r.stake === stake && r.status === 'open'),
        );
      }
      const left = await post<{ balance: number; cashOut: number }>(m, `${url}/leave`, {});
      expect(left.cashOut, `${game} cash-out`).toBe(table!.minBuyIn + topUp);
      await get(m, `/api/records/bets?${RANGE()}`);
    }
  }, 60_000);

  it('stakes at a niuniu table against the banker (table chips) once two are seated', async () => {
    const lobby = await get<TPvpLobby>(await member(), '/api/pvp/tables');
    const table = lobby.tables.find((x) => x.game === 'niuniu' && x.seatsTaken === 0)!;
    const url = `/api/pvp/tables/${table.id}`;
    const seated = [await member(), await member()];
    for (const [seat, p] of seated.entries()) {
      await post(p, `${url}/sit`, { seat, buyIn: table.maxBuyIn });
    }
    type TState = {
      banker: number | null;
      config: { minStake: number };
      stakes: { seat: number; amount: number }[];
    };
    const state = (await get<TPvpTableView>(seated[0]!, url)).state as TState;
    const seat = state.banker === 0 ? 1 : 0;
    const staker = seated[seat]!;
    await post(staker, `${url}/stake`, { amount: state.config.minStake });
    const after = (await get<TPvpTableView>(staker, url)).state as TState;
    expect(after.stakes).toContainEqual({ seat, amount: state.config.minStake });
    await get(staker, `${url}/history`);
    await readSharedLists(staker, { stake: table.maxBuyIn, count: 1, gameType: 'PVP' });
  }, 60_000);
});

describe('[BETS] bingo: cards in every room', () => {
  it('buys cards of each room’s next game and lists them', async () => {
    const m = await member();
    const { rooms } = await get<TBingoRooms>(m, '/api/bingo/rooms');
    expect(rooms.length).toBeGreaterThan(0);
    const games: string[] = [];
    for (const [i, room] of rooms.entries()) {
      const before = await get<TBingoRoomDetail>(m, `/api/bingo/rooms/${room.id}`);
      const bought = await post<TBingoBuyReply>(m, `/api/bingo/rooms/${room.id}/cards`, {
        gameId: before.next.id,
        cards: 2,
        requestId: rid('bingo'),
      });
      expect(bought.amount, room.id).toBe(2 * room.cardPrice);
      const after = await get<TBingoRoomDetail>(m, `/api/bingo/rooms/${room.id}`);
      const game = [after.current, after.next].find((g) => g?.id === before.next.id);
      expect(
        game?.myCards.map((c) => c.cardNo),
        room.id,
      ).toEqual(bought.cards.map((c) => c.cardNo));
      await readSharedLists(m, { stake: bought.amount, count: i + 1, gameType: 'BINGO' });
      games.push(before.next.id);
    }
    // each game starts and draws its last ball: every purchase is paid, and the lists still answer
    const deps = bingoDeps(t.db, t.config);
    for (const id of games) {
      const game = await t.db
        .selectFrom('bingo_games')
        .selectAll()
        .where('id', '=', Number(id))
        .executeTakeFirstOrThrow();
      await runBingoTick(deps, game.starts_at);
      const started = await t.db
        .selectFrom('bingo_games')
        .selectAll()
        .where('id', '=', Number(id))
        .executeTakeFirstOrThrow();
      await runBingoTick(deps, started.ends_at!);
    }
    for (const [i, room] of rooms.entries()) {
      const detail = await get<TBingoRoomDetail>(m, `/api/bingo/rooms/${room.id}`);
      const game = [detail.current, detail.next].find((g) => g?.id === games[i]);
      expect(game, room.id).toMatchObject({ status: 'settled', myWin: expect.any(Number) });
    }
    await readSettledLists(m, rooms.length);
  }, 60_000);
});

/**
 * One shot at fish swimming now: the most valuable first (a bomb's blast must hold fish worth its
 * price). Between waves the sea may be empty, and a fish may swim off between the read and the
 * shot: the shot is then not fired (gone, not charged), so it waits and tries again.
 */
async function fireAtLiveFish(
  m: TMember,
  url: string,
  shot: { weapon: 'cannon' | 'bomb'; stake: number },
  info: TSeas,
): Promise<TFishingShootReply> {
  const worth = (f: { species: string }) => info.fish[f.species] ?? 0;
  for (let attempt = 0; ; attempt += 1) {
    const state = await get<TFishingSeaState>(m, `${url}/sea`);
    const live = state.fish
      .filter(
        (f) =>
          !state.caught.includes(f.id) &&
          f.spawnAt <= state.serverTime &&
          f.spawnAt + f.durationMs > state.serverTime + 2_000,
      )
      .sort((a, b) => worth(b) - worth(a));
    const targets = shot.weapon === 'cannon' ? live.slice(0, 1) : live.slice(0, BOMB_MAX_TARGETS);
    const enough =
      shot.weapon === 'cannon'
        ? targets.length > 0
        : targets.reduce((a, f) => a + worth(f), 0) >= info.bombPrice;
    if (enough) {
      const reply = await post<TFishingShootReply>(m, `${url}/shots`, {
        shots: [{ ...shot, fishIds: targets.map((f) => f.id) }],
      });
      if (!reply.results[0]?.gone || attempt >= 20) {
        return reply;
      }
    } else if (attempt >= 20) {
      throw new Error(`no fish to fire a ${shot.weapon} at in 10 s`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('[BETS] fishing: every weapon at every cannon stake in every sea', () => {
  it('fires each shot kind, closes the session and lists it', async () => {
    const m = await member();
    const info = await get<TSeas>(m, '/api/fishing/seas');
    const weapons = ZFishingShotRequestSchema.options.map((o) => o.shape.weapon.value);
    let count = 0;
    let allStaked = 0;
    for (const sea of info.seas) {
      const before = await get<{ balance: number }>(m, '/api/wallet/balance');
      const session = await post<TFishingSession>(m, `/api/fishing/seas/${sea.id}/sessions`, {});
      const url = `/api/fishing/sessions/${session.id}`;
      let staked = 0;
      for (const weapon of weapons) {
        for (const stake of info.cannonStakes) {
          const reply = await fireAtLiveFish(m, url, { weapon, stake }, info);
          expect(reply.results[0], `${sea.id} ${weapon} ${stake}`).toMatchObject({ gone: false });
          staked += reply.results.reduce((a, r) => a + r.cost, 0);
        }
      }
      const summary = await get<TFishingSession>(m, url);
      expect(summary.staked, sea.id).toBe(staked);
      const closed = await post<TFishingSession>(m, `${url}/close`, {});
      expect(closed).toMatchObject({ status: 'closed', staked, pendingBatches: 0 });
      // shots reach the wallet in batches (50 shots, a pause, or the close): one bet each
      count += closed.batches;
      allStaked += staked;
      await readSharedLists(m, { stake: allStaked, count, gameType: 'FISH', debit: null }, (rows) => ({
        gameType: 'FISH',
        stake: rows.filter((r) => r.gameType === 'FISH').reduce((a, r) => a + r.stake, 0),
      }));
      const after = await get<{ balance: number }>(m, '/api/wallet/balance');
      expect(after.balance - before.balance, sea.id).toBe(closed.paid - staked);
    }
  }, 60_000);
});

describe('[BETS] ledger', () => {
  it('holds its invariants after every bet above', async () => {
    expect(await findLedgerViolations(t.db)).toEqual([]);
  });
});
