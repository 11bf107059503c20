// What an SMS provider adapter is, and the one HTTP call they all make: a time-out, and a failure
// that says whether trying again can help (a network error, a time-out, a 5xx or a 429) or not (a
// 4xx reject: the same request would be refused again). Reasons are short and secret-free.

export type TSmsRequest = {
  /** E.164, e.g. +85512345678 */
  to: string;
  /** the same number as we show it, "+855 12345678" (the outbox keeps this form) */
  recipient: string;
  text: string;
  /** our id of the message (message_deliveries.reference) */
  reference: string;
};

export type TSmsAdapter = {
  name: 'outbox' | 'twilio' | 'http';
  /** answers the provider's message id (null when it gives none); throws SmsFailure */
  send(request: TSmsRequest): Promise<{ providerMessageId: string | null }>;
};

export class SmsFailure extends Error {
  readonly retryable: boolean;
  /** the provider asked us to wait this long (Retry-After), in ms */
  readonly retryAfterMs: number | null;

  constructor(reason: string, retryable: boolean, retryAfterMs: number | null = null) {
    super(reason);
    this.retryable = retryable;
    this.retryAfterMs = retryAfterMs;
  }
}

/** A status that is worth another try: the provider failed or asked us to slow down. */
export function retryableStatus(status: number): boolean {
  return status >= 500 || status === 429 || status === 408;
}

function retryAfterMs(header: string | null): number | null {
  if (!header) {
    return null;
  }
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null;
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

export type THttpReply = { status: number; json: unknown; retryAfterMs: number | null };

/** One HTTP request with a time-out; a network error or a time-out is a retryable SmsFailure. */
export async function callProvider(
  provider: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string | undefined },
  timeoutMs: number,
): Promise<THttpReply> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  } catch (error) {
    const name = (error as { name?: string }).name;
    const cause = (error as { cause?: { code?: unknown } }).cause?.code;
    const why = name === 'TimeoutError' ? 'timeout' : typeof cause === 'string' ? cause : 'network';
    throw new SmsFailure(`${provider} ${why}`, true);
  }
  const text = await res.text().catch(() => '');
  return {
    status: res.status,
    json: parseJson(text),
    retryAfterMs: retryAfterMs(res.headers.get('retry-after')),
  };
}

/** The failure of a reply that was not a success. */
export function failureOf(provider: string, reply: THttpReply, detail?: string | number): SmsFailure {
  const retryable = retryableStatus(reply.status);
  return new SmsFailure(
    `${provider} ${reply.status}${detail !== undefined ? ` ${detail}` : ''}`,
    retryable,
    retryable ? reply.retryAfterMs : null,
  );
}

/** A value at a dotted path of a JSON reply (`data.id`), or undefined. */
export function jsonAt(json: unknown, path: string): unknown {
  let node: unknown = json;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') {
      return undefined;
    }
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
