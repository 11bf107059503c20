// A local stand-in for Stripe's API host (decision 080): POST /v1/checkout/sessions, GET
// /v1/checkout/sessions/:id and POST /v1/refunds, in Stripe's documented response shapes, with
// Stripe's idempotency (the same Idempotency-Key answers the first response again). It records every
// request so the tests can check what the SDK sent.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TStubRequest = {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
};

export type TStripeStub = {
  url: string;
  requests: TStubRequest[];
  sessions: Map<string, Record<string, unknown>>;
  close: () => Promise<void>;
};

let seq = 0;
const id = (prefix: string) =>
  `${prefix}_test${Date.now().toString(36)}${(++seq).toString(36).padStart(6, '0')}`;

export async function startStripeStub(): Promise<TStripeStub> {
  const requests: TStubRequest[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const byKey = new Map<string, { status: number; body: unknown }>();
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const params = new URLSearchParams(req.method === 'GET' ? url.search : data);
      const key = req.headers['idempotency-key'];
      const r: TStubRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        params,
        idempotencyKey: typeof key === 'string' ? key : undefined,
        authorization: req.headers.authorization,
      };
      requests.push(r);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(body));
      };
      const memoKey = r.idempotencyKey ? `${r.path}|${r.idempotencyKey}` : null;
      if (memoKey && byKey.has(memoKey)) {
        const m = byKey.get(memoKey) as { status: number; body: unknown };
        return send(m.status, m.body);
      }
      const answer = (status: number, body: unknown) => {
        if (memoKey) {
          byKey.set(memoKey, { status, body });
        }
        send(status, body);
      };
      if (r.method === 'POST' && r.path === '/v1/checkout/sessions') {
        const sid = id('cs');
        const unit = Number(params.get('line_items[0][price_data][unit_amount]'));
        const session = {
          id: sid,
          object: 'checkout.session',
          mode: params.get('mode'),
          amount_total: unit,
          currency: params.get('line_items[0][price_data][currency]'),
          client_reference_id: params.get('client_reference_id'),
          metadata: { depositId: params.get('metadata[depositId]') },
          payment_intent: null,
          payment_status: 'unpaid',
          status: 'open',
          success_url: params.get('success_url'),
          cancel_url: params.get('cancel_url'),
          url: `https://checkout.stripe.com/c/pay/${sid}`,
          livemode: false,
        };
        sessions.set(sid, session);
        return answer(200, session);
      }
      const get = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/.exec(r.path);
      if (r.method === 'GET' && get) {
        const s = sessions.get(get[1] as string);
        return s
          ? send(200, s)
          : send(404, {
              error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such session' },
            });
      }
      if (r.method === 'POST' && r.path === '/v1/refunds') {
        return answer(200, {
          id: id('re'),
          object: 'refund',
          amount: Number(params.get('amount') ?? 0),
          payment_intent: params.get('payment_intent'),
          status: 'succeeded',
          metadata: { depositId: params.get('metadata[depositId]') },
        });
      }
      send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${r.path})` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
