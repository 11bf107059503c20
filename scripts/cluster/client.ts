// The cluster test's HTTP client: members and an operator speaking to the balancer as browsers do,
// and money operations that are retried with the same request id until they are answered (a reply
// lost to a killed instance or a cut link is asked again; the server answers the first result).
import { constants, publicEncrypt, randomUUID } from 'node:crypto';
import { SAMPLE_STARTS } from '@pavilion/games/testing/sample-starts';
import { lotteryCases } from '../../apps/server/test/helpers/bet-samples.ts';

export type TReply = { status: number; body: unknown; ms: number };
export type TFigures = {
  requests: number;
  /** answered 2xx */
  ok: number;
  /** errors by kind: `http 503`, `CODE`, `network` */
  errors: Map<string, number>;
  latencies: number[];
};

export function newFigures(): TFigures {
  return { requests: 0, ok: 0, errors: new Map(), latencies: [] };
}

const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

export class Client {
  constructor(
    readonly base: string,
    readonly figures: TFigures,
    /** the browser's address as the balancer forwards it (rate limits are per client address) */
    readonly clientIp: string,
  ) {}

  async call(
    method: string,
    path: string,
    opts: { token?: string; body?: unknown; timeoutMs?: number } = {},
  ) {
    const started = performance.now();
    this.figures.requests += 1;
    try {
      const res = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          'x-forwarded-for': this.clientIp,
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: opts.body === undefined ? null : JSON.stringify(opts.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON (a page, a redirect)
      }
      const ms = performance.now() - started;
      this.figures.latencies.push(ms);
      if (res.status < 400) {
        this.figures.ok += 1;
      } else {
        const code = errorCode(body);
        count(this.figures.errors, code ? `${res.status} ${code}` : `http ${res.status}`);
      }
      return { status: res.status, body, ms } satisfies TReply;
    } catch (error) {
      count(this.figures.errors, `network (${(error as Error).name})`);
      return { status: 0, body: String(error), ms: performance.now() - started } satisfies TReply;
    }
  }

  async ok<T>(method: string, path: string, opts: { token?: string; body?: unknown } = {}): Promise<T> {
    const reply = await this.call(method, path, opts);
    if (reply.status < 200 || reply.status >= 300) {
      throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`);
    }
    return reply.body as T;
  }

  /**
   * A money operation: asked again with the same body (same request id) after a network error, a
   * 502/503/504 or a 429, until it is answered or `withinMs` has passed. Returns the final reply.
   */
  async idempotent(path: string, token: string, body: unknown, withinMs = 45_000): Promise<TReply> {
    const until = Date.now() + withinMs;
    for (;;) {
      const reply = await this.call('POST', path, { token, body });
      const retry = reply.status === 0 || reply.status === 429 || reply.status >= 502;
      if (!retry || Date.now() > until) {
        return reply;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  async encrypt(plain: string): Promise<string> {
    const { spki } = await this.ok<{ spki: string }>('GET', '/api/site/public-key');
    const key = {
      key: Buffer.from(spki, 'base64'),
      format: 'der' as const,
      type: 'spki' as const,
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    };
    return `rsa:${publicEncrypt(key, Buffer.from(plain)).toString('base64')}`;
  }
}

export type TMember = { username: string; token: string; client: Client };

export async function adminLogin(client: Client, password: string): Promise<string> {
  const { token } = await client.ok<{ token: string }>('POST', '/api/admin/login', {
    body: { username: 'admin', password },
  });
  return token;
}

export async function setFlag(client: Client, admin: string, modId: string, enabled: boolean) {
  await client.ok('PUT', `/api/admin/flags/${modId}`, { token: admin, body: { enabled } });
}

/** Registers and logs in a member (the operator has turned SMS check and captcha off), funds it by an adjustment. */
export async function newMember(
  client: Client,
  admin: string,
  username: string,
  funds: number,
): Promise<TMember> {
  const password = await client.encrypt('Player123');
  await client.ok('PUT', '/api/auth/register', {
    body: { username, password, confirmPassword: password, acceptTerms: true },
  });
  const login = await client.ok<{ token: string }>('POST', '/api/auth/login', {
    body: { type: 'username', username, password: await client.encrypt('Player123') },
  });
  if (funds > 0) {
    await client.ok('POST', '/api/admin/wallet/adjustments', {
      token: admin,
      body: {
        account: username,
        amount: funds,
        reason: 'cluster test funding',
        requestId: `cl-fund-${username}`,
      },
    });
  }
  return { username, token: login.token, client };
}

export type TOpKind = 'inhouse' | 'lottery' | 'sportsbook';
export type TAcknowledged = { kind: TOpKind; username: string; requestId: string; stake: number };

/** What a vertical's bet needs that is looked up once: the game node, the lottery issue, an open selection. */
export type TBetTargets = {
  slotNode: number;
  lotteryCode: string;
  lotteryBet: { playType: string; selection: unknown };
  selections: { id: string; odds1000: number }[];
};

export async function findTargets(client: Client, token: string): Promise<TBetTargets> {
  const games = await client.ok<{ content: { nodeId: number; maintenance: boolean }[] }>(
    'GET',
    '/api/games?gameType=RNG&vendor=INHOUSE&subType=slot&pageSize=20',
  );
  const slot = games.content.find((g) => !g.maintenance);
  if (!slot) {
    throw new Error('no in-house slot in the catalogue');
  }
  const lottery = await client.ok<{
    games: { code: string; enabled: boolean; intervalSeconds: number; current: unknown }[];
  }>('GET', '/api/lottery/games', { token });
  // an open game whose issues last a few minutes: a slip asked again after a failover still finds its issue open
  const open = lottery.games.filter((g) => g.enabled && g.current !== null);
  const byInterval = new Map(open.map((g) => [g.code, g.intervalSeconds]));
  const lotteryCase = lotteryCases()
    .filter((c) => byInterval.has(c.gameCode))
    .sort(
      (a, b) => Math.abs(byInterval.get(a.gameCode)! - 300) - Math.abs(byInterval.get(b.gameCode)! - 300),
    )[0];
  if (!lotteryCase) {
    throw new Error('no open lottery game with a known play type');
  }
  const events = await client.ok<{
    events: { id: string; status: string; startsAt: string; closesAt: string | null }[];
  }>('GET', '/api/sportsbook/events?status=upcoming');
  // events that stay open for betting past the whole test (smoke and load, a few minutes): the
  // soonest kick-offs and cockfight windows close while it runs, which refused every bet on them
  const openUntil = (e: { startsAt: string; closesAt: string | null }) =>
    Date.parse(e.closesAt ?? e.startsAt);
  const lasting = events.events.filter((e) => openUntil(e) > Date.now() + 10 * 60_000);
  const selections: TBetTargets['selections'] = [];
  for (const event of (lasting.length > 0 ? lasting : events.events).slice(0, 12)) {
    const detail = await client.ok<{
      markets: { status: string; selections: { id: string; odds1000: number }[] }[];
    }>('GET', `/api/sportsbook/events/${event.id}`);
    const market = detail.markets.find((m) => m.status === 'open' && m.selections.length > 0);
    if (market) {
      selections.push(market.selections[0]!);
    }
  }
  if (selections.length === 0) {
    throw new Error('no open upcoming sportsbook market');
  }
  return {
    slotNode: slot.nodeId,
    lotteryCode: lotteryCase.gameCode,
    lotteryBet: { playType: lotteryCase.playType, selection: lotteryCase.selection },
    selections,
  };
}

const SLOT_START = SAMPLE_STARTS.slot;
export const SLOT_STAKE = SLOT_START.lineBet * SLOT_START.lines;

/**
 * One bet of `kind` by `m`, retried until answered. Resolves to the acknowledged operation, or to
 * a refusal code (an issue that closed while the slip was asked again is LOTTERY_ISSUE_CLOSED, a
 * price that moved is refused by the slip's rule): those moved no money and are not counted as lost.
 */
export async function placeBet(
  m: TMember,
  kind: TOpKind,
  targets: TBetTargets,
  seq: number,
): Promise<{ acknowledged: TAcknowledged } | { refused: string }> {
  const { client, token } = m;
  if (kind === 'inhouse') {
    const requestId = `cl-r-${m.username}-${seq}`;
    const reply = await client.idempotent('/api/play/rounds', token, {
      nodeId: targets.slotNode,
      requestId,
      input: SLOT_START,
    });
    return settle(reply, { kind, username: m.username, requestId, stake: SLOT_STAKE });
  }
  if (kind === 'lottery') {
    const detail = await client
      .ok<{ game: { current: { issueNo: string; closesAt?: string } | null } }>(
        'GET',
        `/api/lottery/games/${targets.lotteryCode}`,
        { token },
      )
      .catch(() => null);
    if (!detail?.game.current) {
      return { refused: 'no open issue' };
    }
    const requestId = `cl-l-${m.username}-${seq}`;
    const reply = await client.idempotent('/api/lottery/tickets', token, {
      requestId,
      gameCode: targets.lotteryCode,
      issueNo: detail.game.current.issueNo,
      bets: [{ ...targets.lotteryBet, unitAmount: 100, multiplier: 1 }],
    });
    const stake = (reply.body as { tickets?: { stake: number }[] }).tickets?.[0]?.stake ?? 0;
    return settle(reply, { kind, username: m.username, requestId, stake });
  }
  const selection = targets.selections[seq % targets.selections.length]!;
  const requestId = randomUUID();
  const reply = await client.idempotent('/api/sportsbook/bets', token, {
    requestId,
    betType: 'single',
    legs: [{ selectionId: selection.id, odds1000: selection.odds1000 }],
    stakePerLine: 100,
    acceptOdds: 'any',
  });
  return settle(reply, { kind, username: m.username, requestId, stake: 100 });
}

function settle(reply: TReply, op: TAcknowledged): { acknowledged: TAcknowledged } | { refused: string } {
  if (reply.status >= 200 && reply.status < 300) {
    return { acknowledged: op };
  }
  const code = errorCode(reply.body);
  return { refused: code ?? `http ${reply.status}` };
}

/** The API's error code (`{ error: { code } }`), when the body is one. */
function errorCode(body: unknown): string | undefined {
  return (body as { error?: { code?: string } } | null)?.error?.code;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) {
    return 0;
  }
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
