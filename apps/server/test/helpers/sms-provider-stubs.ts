// Local stand-ins for SMS providers, speaking their documented shapes over real HTTP:
// - Twilio's Messages API: POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded To,
//   From | MessagingServiceSid, Body, StatusCallback, HTTP basic auth; 201 with the message resource,
//   errors as { code, message, more_info, status } (https://www.twilio.com/docs/usage/twilios-response).
// - a generic aggregator: POST /aggregator/send with a JSON body, an API key header, { status, data: { id } }.
// Each test queues the replies it wants; with none queued the stub accepts.
import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify from 'fastify';

export const TWILIO_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const TWILIO_TOKEN = 'twilio-test-auth-token';
export const AGGREGATOR_KEY = 'aggregator-test-key';

type TReply = { status: number; body?: unknown };
export type TTwilioRequest = { auth: string | undefined; form: Record<string, string> };
export type TAggregatorRequest = {
  apiKey: string | undefined;
  contentType: string | undefined;
  body: unknown;
};

const twilioError = (status: number, code: number, message: string): TReply => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

export const TWILIO_ERRORS = {
  serverError: () => twilioError(500, 20500, 'Internal Server Error'),
  tooManyRequests: () => twilioError(429, 20429, 'Too Many Requests'),
  invalidTo: () => twilioError(400, 21211, "The 'To' number is not a valid phone number."),
};

export async function startSmsProviderStubs() {
  const twilio: TTwilioRequest[] = [];
  const aggregator: TAggregatorRequest[] = [];
  const twilioQueue: TReply[] = [];
  const aggregatorQueue: TReply[] = [];
  const app = Fastify({ logger: false });
  await app.register(formbody);
  const expectedAuth = `Basic ${Buffer.from(`${TWILIO_SID}:${TWILIO_TOKEN}`).toString('base64')}`;

  app.post<{ Params: { sid: string }; Body: Record<string, string> }>(
    '/2010-04-01/Accounts/:sid/Messages.json',
    async (request, reply) => {
      const auth = request.headers.authorization;
      twilio.push({ auth, form: { ...request.body } });
      if (auth !== expectedAuth || request.params.sid !== TWILIO_SID) {
        const e = twilioError(401, 20003, 'Authenticate');
        return reply.code(e.status).send(e.body);
      }
      const queued = twilioQueue.shift();
      if (queued) {
        return reply.code(queued.status).send(queued.body);
      }
      const { To, From, Body } = request.body;
      return reply.code(201).send({
        sid: `SM${randomBytes(16).toString('hex')}`,
        account_sid: TWILIO_SID,
        to: To,
        from: From,
        body: Body,
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        error_code: null,
        error_message: null,
      });
    },
  );

  app.post('/aggregator/send', async (request, reply) => {
    const apiKey = request.headers['x-api-key'];
    aggregator.push({
      apiKey: typeof apiKey === 'string' ? apiKey : undefined,
      contentType: request.headers['content-type'],
      body: request.body,
    });
    const queued = aggregatorQueue.shift();
    if (queued) {
      return reply.code(queued.status).send(queued.body);
    }
    return reply.code(200).send({ status: 'ok', data: { id: `agg-${randomBytes(6).toString('hex')}` } });
  });

  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    origin,
    twilio,
    aggregator,
    queueTwilio: (...replies: TReply[]) => twilioQueue.push(...replies),
    queueAggregator: (...replies: TReply[]) => aggregatorQueue.push(...replies),
    reset: () => {
      twilio.length = 0;
      aggregator.length = 0;
      twilioQueue.length = 0;
      aggregatorQueue.length = 0;
    },
    close: () => app.close(),
  };
}
