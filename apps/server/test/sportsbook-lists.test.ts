// The sportsbook's lists (decision 057): each row carries its main market's prices (1X2, match
// winner, meron/wala/draw; an open one before a closed one; none for an outright), an outright is
// flagged as such, the rows come from one statement, and the list stream sends the rows of the events
// it follows and then every change of any of them.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEventsReply, TResultsReply } from '@pavilion/contracts/sportsbook';
import { runSportsTick } from '@/modules/sportsbook/sportsbook.jobs.ts';
import type { TSportsDeps } from '@/modules/sportsbook/sportsbook.deps.ts';
import { errorCode } from './helpers/auth-fixtures.ts';
import { football, market, scriptedDeps } from './helpers/sportsbook-fixtures.ts';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

const T0 = Date.UTC(2030, 4, 1, 12);
const FA = 'ls-fa';
const FB = 'ls-fb';
const FO = 'ls-fo';
const FIXTURES = [
  football(
    FA,
    T0 + 10_000,
    [
      // the btts market comes first: the row must still show the 1X2
      market(`${FA}-bt`, 'btts', { yes: 1800, no: 2000 }),
      market(`${FA}-1x2`, '1x2', { home: 2000, draw: 3200, away: 3800 }),
    ],
    [
      {
        atMs: T0 + 5000,
        type: 'odds',
        marketId: `${FA}-1x2`,
        odds: [{ selectionId: `${FA}-1x2-home`, odds1000: 1850 }],
      },
      { atMs: T0 + 10_000, type: 'start' },
      { atMs: T0 + 11_000, type: 'score', home: 1, away: 0, period: 'h1', clock: "12'" },
    ],
  ),
  football(FB, T0 + 60_000, [market(`${FB}-ou`, 'ou', { over: 1900, under: 1900 }, { lineQ: 10 })], []),
  {
    ...football(
      FO,
      T0 + 30_000,
      [
        {
          id: `${FO}-win`,
          kind: 'outright',
          lineQ: null,
          param: null,
          inPlay: false,
          selections: [
            { id: `${FO}-win-t1`, key: 't1', label: 'Team One', odds1000: 2500 },
            { id: `${FO}-win-t2`, key: 't2', label: 'Team Two', odds1000: 3000 },
          ],
        },
      ],
      [
        { atMs: T0 + 30_000, type: 'start' },
        { atMs: T0 + 40_000, type: 'end', result: { home: 0, away: 0, winnerId: 't2' } },
      ],
    ),
    home: 'Test League',
    away: '',
  },
];

let t: TTestApp;
let deps: TSportsDeps;
const tick = (ms: number) => runSportsTick(deps, new Date(T0 + ms));
const list = async () => {
  const res = await t.call({ method: 'GET', url: '/api/sportsbook/events?vertical=SPORTS' });
  expect(res.statusCode).toBe(200);
  return (res.json() as TEventsReply).events;
};
const feedIdOf = async (id: string) =>
  (
    await t.db
      .selectFrom('sports_events')
      .select('feed_id')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow()
  ).feed_id;

beforeAll(async () => {
  t = await startTestApp({ SPORTS_INPLAY_DELAY_MS: 0 });
  deps = scriptedDeps(t, FIXTURES);
  await tick(0);
});
afterAll(async () => {
  await t.close();
});

describe('[SPORTS] event lists', () => {
  it("shows each event's main market with its prices, none for an outright or a match without one", async () => {
    const events = await list();
    expect(events).toHaveLength(3);
    const byFeed = new Map(await Promise.all(events.map(async (e) => [await feedIdOf(e.id), e] as const)));
    const a = byFeed.get(FA)!;
    expect(a.outright).toBe(false);
    expect(a.mainMarket?.kind).toBe('1x2');
    expect(a.mainMarket?.eventId).toBe(a.id);
    expect(a.mainMarket?.status).toBe('open');
    expect(a.mainMarket?.selections.map((s) => [s.key, s.odds1000])).toEqual([
      ['home', 2000],
      ['draw', 3200],
      ['away', 3800],
    ]);
    expect(a.mainMarket?.selections.every((s) => /^\d+$/.test(s.id))).toBe(true);
    expect(byFeed.get(FB)!.mainMarket).toBeNull();
    const o = byFeed.get(FO)!;
    expect([o.outright, o.mainMarket, o.away]).toEqual([true, null, '']);
  });

  it('moves the prices on the list as the feed moves them', async () => {
    await tick(5000);
    const a = (await list()).find((e) => !e.outright && e.mainMarket !== null)!;
    expect(a.mainMarket?.selections.find((s) => s.key === 'home')?.odds1000).toBe(1850);
  });

  it('reads the list in one statement whatever the number of events', async () => {
    const statements: string[] = [];
    const original = t.db.getExecutor().executeQuery.bind(t.db.getExecutor());
    const executor = t.db.getExecutor() as { executeQuery: typeof original };
    executor.executeQuery = ((...args: Parameters<typeof original>) => {
      statements.push(args[0].sql);
      return original(...args);
    }) as typeof original;
    try {
      await list();
    } finally {
      executor.executeQuery = original;
    }
    expect(statements).toHaveLength(1);
  });
});

describe('[SPORTS] list stream', () => {
  it('sends the rows of the events it follows, then each of their changes', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const ids = (await list()).map((e) => e.id);
    const controller = new AbortController();
    const res = await fetch(`${base}/api/sportsbook/stream?ids=${ids.join(',')}`, {
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    let text = '';
    const until = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) {
          break;
        }
        text += new TextDecoder().decode(value);
      }
    };
    await until('event: ready');
    await until('\n\n');
    expect(text).toContain('"mainMarket"');
    await tick(11_000);
    await until('"period":"h1"');
    expect(text).toContain('event: change');
    controller.abort();
  });

  it.each(['', 'abc', '0', '1,,2', Array.from({ length: 301 }, (_, i) => i + 1).join(',')])(
    'refuses the ids %#',
    async (ids) => {
      const res = await t.call({ method: 'GET', url: `/api/sportsbook/stream?ids=${ids}` });
      expect(res.statusCode).toBe(400);
      expect(errorCode(res)).toBeTruthy();
    },
  );
});

describe('[SPORTS] results', () => {
  it("names an outright's winner", async () => {
    await tick(45_000);
    const res = await t.call({
      method: 'GET',
      url: '/api/sportsbook/results?vertical=SPORTS&date=2030-05-01',
    });
    expect(res.statusCode).toBe(200);
    const items = (res.json() as TResultsReply).results;
    const outright = items.find((i) => i.event.outright);
    expect([outright?.result.winnerId, outright?.winnerName]).toEqual(['t2', 'Team Two']);
  });
});
