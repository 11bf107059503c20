// The in-house vendor's side of the seamless-wallet API: it signs each JSON body with the
// INHOUSE secret (hex HMAC-SHA256 over the exact bytes sent) and hands it to a transport. The
// default transport is `app.inject` into the same Fastify app, so every call goes through the
// full HTTP pipeline (routing, signature check, validation) exactly as a third-party vendor's
// would; a URL transport replaces it when the game service runs apart from the wallet.
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { INHOUSE_VENDOR } from '@pavilion/contracts/games';
import {
  SEAMLESS_SIGNATURE_HEADER,
  SEAMLESS_VENDOR_HEADER,
  ZSeamlessAuthenticateReplySchema,
  ZSeamlessReplySchema,
  type TSeamlessAuthenticateReply,
  type TSeamlessBetRequest,
  type TSeamlessEndRoundRequest,
  type TSeamlessOperation,
  type TSeamlessReply,
  type TSeamlessRollbackRequest,
  type TSeamlessWinRequest,
} from '@pavilion/contracts/seamless';

export type TSeamlessHttpRequest = {
  operation: TSeamlessOperation;
  body: string;
  headers: Record<string, string>;
};
export type TSeamlessHttpResponse = { status: number; body: string };
/** Delivers one signed request and returns the raw reply; it never interprets it. */
export type TSeamlessTransport = (request: TSeamlessHttpRequest) => Promise<TSeamlessHttpResponse>;

/** A refusal answered by the wallet (`{error:{code,message,…}}`), or a reply we could not read. */
export class SeamlessCallError extends Error {
  readonly code: string;
  readonly status: number;
  /** the player's balance when the wallet sent one (INSUFFICIENT_FUNDS carries it) */
  readonly balance: number | null;

  constructor(code: string, status: number, message: string, balance: number | null) {
    super(message);
    this.name = 'SeamlessCallError';
    this.code = code;
    this.status = status;
    this.balance = balance;
  }
}

type TWithoutRequestId<T> = Omit<T, 'requestId'>;

export type TSeamlessClient = {
  authenticate(body: { token: string }): Promise<TSeamlessAuthenticateReply>;
  balance(body: { playerId: string }): Promise<TSeamlessReply>;
  bet(body: TWithoutRequestId<TSeamlessBetRequest>): Promise<TSeamlessReply>;
  win(body: TWithoutRequestId<TSeamlessWinRequest>): Promise<TSeamlessReply>;
  rollback(body: TWithoutRequestId<TSeamlessRollbackRequest>): Promise<TSeamlessReply>;
  endRound(body: TWithoutRequestId<TSeamlessEndRoundRequest>): Promise<TSeamlessReply>;
};

export function signSeamlessBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

/** `secret` may be a function so a rotated secret is picked up without rebuilding the client. */
export function createSeamlessClient(opts: {
  secret: string | (() => Promise<string>);
  transport: TSeamlessTransport;
  vendorCode?: string;
}): TSeamlessClient {
  const vendorCode = opts.vendorCode ?? INHOUSE_VENDOR;
  const secretOf = typeof opts.secret === 'string' ? async () => opts.secret as string : opts.secret;
  async function send(operation: TSeamlessOperation, payload: Record<string, unknown>): Promise<unknown> {
    // A fresh network request id per call; idempotency rides on the transaction ids instead.
    const body = JSON.stringify({ requestId: `ih-${randomBytes(12).toString('hex')}`, ...payload });
    const headers = {
      'content-type': 'application/json',
      [SEAMLESS_VENDOR_HEADER]: vendorCode,
      [SEAMLESS_SIGNATURE_HEADER]: signSeamlessBody(await secretOf(), body),
    };
    let response: TSeamlessHttpResponse;
    try {
      response = await opts.transport({ operation, body, headers });
    } catch (error) {
      // Sent or not, we cannot tell: callers resolve the round later by the same transaction ids.
      throw new SeamlessCallError(
        'TRANSPORT',
        503,
        `the wallet could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        null,
      );
    }
    const json = parseJson(response.body);
    if (response.status >= 200 && response.status < 300) {
      return json;
    }
    throw toCallError(response.status, json);
  }
  const reply = async (operation: TSeamlessOperation, payload: Record<string, unknown>) =>
    readReply(await send(operation, payload));
  return {
    authenticate: async (body) => {
      const parsed = ZSeamlessAuthenticateReplySchema.safeParse(await send('authenticate', body));
      if (!parsed.success) {
        throw new SeamlessCallError(
          'BAD_REPLY',
          502,
          'the wallet sent an unreadable authenticate reply',
          null,
        );
      }
      return parsed.data;
    },
    balance: (body) => reply('balance', body),
    bet: (body) => reply('bet', body),
    win: (body) => reply('win', body),
    rollback: (body) => reply('rollback', body),
    endRound: (body) => reply('end-round', body),
  };
}

/** Same-process transport: the request runs through the app's whole HTTP pipeline. */
export function injectTransport(app: FastifyInstance): TSeamlessTransport {
  return async ({ operation, body, headers }) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/seamless/${operation}`,
      headers,
      payload: body,
    });
    return { status: res.statusCode, body: res.body };
  };
}

/** Remote transport for a wallet served elsewhere (`baseUrl` such as https://wallet.example). */
export function urlTransport(baseUrl: string, timeoutMs = 10_000): TSeamlessTransport {
  const root = baseUrl.replace(/\/+$/, '');
  return async ({ operation, body, headers }) => {
    const res = await fetch(`${root}/api/seamless/${operation}`, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, body: await res.text() };
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function readReply(json: unknown): TSeamlessReply {
  const parsed = ZSeamlessReplySchema.safeParse(json);
  if (!parsed.success) {
    throw new SeamlessCallError('BAD_REPLY', 502, 'the wallet sent an unreadable reply', null);
  }
  return parsed.data;
}

function toCallError(status: number, json: unknown): SeamlessCallError {
  const error = (
    json as {
      error?: { code?: unknown; message?: unknown; balance?: unknown; data?: { balance?: unknown } };
    } | null
  )?.error;
  if (!error || typeof error.code !== 'string') {
    return new SeamlessCallError(
      'BAD_REPLY',
      status,
      `the wallet answered HTTP ${status} without an error code`,
      null,
    );
  }
  const balance = [error.balance, error.data?.balance].find((b): b is number => Number.isSafeInteger(b));
  return new SeamlessCallError(
    error.code,
    status,
    typeof error.message === 'string' ? error.message : error.code,
    balance ?? null,
  );
}
