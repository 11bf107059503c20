// Sportsbook test fixtures: a scripted feed adapter (fixtures and timelines written by the test, so
// each step lands when the test says), players with a session, and bet requests.
import { randomUUID } from 'node:crypto';
import type { TPlaceBetRequest } from '@pavilion/contracts/sportsbook';
import type { TSimFixture, TSimMarket } from '@pavilion/games/sports/simulated-feed';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import type { TSportsFeedAdapter } from '@/modules/sportsbook/feed-adapter.ts';
import { sportsDeps, type TSportsDeps } from '@/modules/sportsbook/sportsbook.deps.ts';
import { memberWallet } from '@/modules/wallet/ledger.service.ts';
import { createMember } from './auth-fixtures.ts';
import type { TTestApp } from './test-app.ts';

export function scriptedAdapter(fixtures: TSimFixture[]): TSportsFeedAdapter {
  const byId = new Map(fixtures.map((f) => [f.id, f]));
  return {
    fixturesAhead: () => fixtures.map(({ timeline: _t, ...f }) => f),
    stepsDue: (id, from, now) => {
      const f = byId.get(id);
      if (!f) {
        return null;
      }
      // only the due prefix, in order
      const due = [];
      for (const s of f.timeline.slice(from)) {
        if (s.atMs > now.getTime()) {
          break;
        }
        due.push(s);
      }
      return { steps: due, total: f.timeline.length };
    },
  };
}

export function scriptedDeps(t: TTestApp, fixtures: TSimFixture[]): TSportsDeps {
  return { ...sportsDeps(t.db, t.config), adapter: scriptedAdapter(fixtures) };
}

/** A market with selections `<market>-<key>` at the given odds. */
export function market(
  id: string,
  kind: TSimMarket['kind'],
  odds: Record<string, number>,
  opts: { lineQ?: number; inPlay?: boolean } = {},
): TSimMarket {
  return {
    id,
    kind,
    lineQ: opts.lineQ ?? null,
    param: null,
    inPlay: opts.inPlay ?? true,
    selections: Object.entries(odds).map(([key, odds1000]) => ({
      id: `${id}-${key}`,
      key,
      label: null,
      odds1000,
    })),
  };
}

export function football(
  id: string,
  startsAt: number,
  markets: TSimMarket[],
  timeline: TSimFixture['timeline'],
): TSimFixture {
  return {
    id,
    sport: 'football',
    vertical: 'SPORTS',
    league: 'Test League',
    home: `${id} Home`,
    away: `${id} Away`,
    startsAt,
    closesAt: null,
    fightNo: null,
    markets,
    timeline,
  };
}

export type TSportsPlayer = { memberId: number; sessionId: number; token: string };

export async function sportsPlayer(t: TTestApp, balance: number): Promise<TSportsPlayer> {
  const m = await createMember(t, { balance });
  const token = await createSession(t.db, t.config, { kind: 'member', memberId: m.id, ip: '10.1.2.3' });
  const s = await t.db
    .selectFrom('sessions')
    .select('id')
    .where('member_id', '=', m.id)
    .executeTakeFirstOrThrow();
  return { memberId: m.id, sessionId: Number(s.id), token };
}

export const walletOf = async (t: TTestApp, memberId: number) => (await memberWallet(t.db, memberId)).balance;

/** The database id of a selection by its feed id. */
export async function selectionId(t: TTestApp, feedKey: string): Promise<string> {
  const row = await t.db
    .selectFrom('sports_selections')
    .select(['id'])
    .where('feed_key', '=', feedKey)
    .executeTakeFirstOrThrow();
  return String(row.id);
}

export function betRequest(
  legs: { selectionId: string; odds1000: number }[],
  opts: Partial<TPlaceBetRequest> = {},
): TPlaceBetRequest {
  return {
    requestId: randomUUID(),
    betType: legs.length === 1 ? 'single' : 'accumulator',
    legs,
    stakePerLine: 1000,
    acceptOdds: 'none',
    ...opts,
  };
}
