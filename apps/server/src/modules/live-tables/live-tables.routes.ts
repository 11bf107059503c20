// The live tables' player API (`/api/live/*`, decision 050). The lobby, a table's state, its history
// and its stream are public (nothing in them is personal; EventSource sends no headers); bets and
// "my bets" need a player session. Thin: parse, authorize, call one service function. Closing the
// app stops the presenters, ends the open streams and the topic bus's Redis subscriber.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZLiveHistorySchema,
  ZLiveLobbySchema,
  ZLiveMyBetsSchema,
  ZLivePlaceReplySchema,
  ZLivePlaceRequestSchema,
  ZLiveTableParamsSchema,
  ZLiveTableStateSchema,
} from '@pavilion/contracts/live-tables';
import { requirePlayer } from '@/plugins/auth-guard.ts';
import { endAllTopicStreams, openTopicStream, topicBus } from '@/shared/topic-bus.ts';
import { myLiveBets, placeLiveBet, sitDown } from './live-bets.service.ts';
import { stopPresenters, watchTable } from './live-presenter.ts';
import { history, lobby, tableState } from './live-rounds.service.ts';
import { liveTopic } from './live-settlement.service.ts';

const tags = ['live-tables'];

/** Bets within this long of each other share one state update (a last-second rush is hundreds). */
const BET_STATE_DELAY_MS = 200;
const pendingStates = new WeakMap<object, Set<string>>();

function announceBets(app: FastifyInstance, tableId: string): void {
  let pending = pendingStates.get(app.server);
  if (!pending) {
    pending = new Set();
    pendingStates.set(app.server, pending);
  }
  if (pending.has(tableId)) {
    return;
  }
  pending.add(tableId);
  setTimeout(() => {
    pending.delete(tableId);
    tableState(app.db, tableId, new Date())
      .then((state) =>
        topicBus(app.db, app.redis).publish(liveTopic(tableId), { event: 'state', data: state }),
      )
      .catch((error: unknown) => app.log.error({ err: error, tableId }, 'live bet state not published'));
  }, BET_STATE_DELAY_MS).unref();
}
/** When each bet request arrived (its first hook): a bet's lateness is judged by it, not by its queue. */
const receivedAt = new WeakMap<object, Date>();

const security = [{ bearer: [] }];
const P = '/api/live/tables';

export const liveTablesRoutes: FastifyPluginAsyncZod = async (app) => {
  // made with Redis (when there is one) before any job publishes on it
  topicBus(app.db, app.redis);
  app.addHook('preClose', async () => {
    stopPresenters(app);
    await endAllTopicStreams(app);
  });

  app.get(P, { schema: { tags, response: { 200: ZLiveLobbySchema } } }, async () =>
    lobby(app.db, new Date()),
  );

  app.get(
    `${P}/:id`,
    { schema: { tags, params: ZLiveTableParamsSchema, response: { 200: ZLiveTableStateSchema } } },
    async (request) => tableState(app.db, request.params.id, new Date()),
  );

  app.get(
    `${P}/:id/history`,
    { schema: { tags, params: ZLiveTableParamsSchema, response: { 200: ZLiveHistorySchema } } },
    async (request) => history(app.db, request.params.id),
  );

  app.get(
    `${P}/:id/bets`,
    { schema: { tags, security, params: ZLiveTableParamsSchema, response: { 200: ZLiveMyBetsSchema } } },
    async (request) => {
      const { memberId, sessionId } = await requirePlayer(request);
      const mine = await myLiveBets(app.db, request.params.id, memberId);
      // the table page loads my bets when the player sits down: the wallet's launch token is issued
      // now (once per session), so a last-second bet does not pay for it
      await sitDown({ db: app.db, config: app.config }, { memberId, sessionId }).catch((error: unknown) =>
        request.log.warn({ err: error }, 'live launch token not issued at sit-down'),
      );
      return mine;
    },
  );

  app.post(
    `${P}/:id/bets`,
    {
      schema: {
        tags,
        security,
        params: ZLiveTableParamsSchema,
        body: ZLivePlaceRequestSchema,
        response: { 200: ZLivePlaceReplySchema },
      },
      onRequest: (request, _reply, done) => {
        receivedAt.set(request, new Date());
        done();
      },
    },
    async (request) => {
      const { memberId, sessionId } = await requirePlayer(request);
      const reply = await placeLiveBet(
        { db: app.db, config: app.config },
        { memberId, sessionId },
        request.params.id,
        request.body,
        receivedAt.get(request) ?? new Date(),
      );
      // the player count changed: viewers get the state once per burst of bets, not once per bet
      announceBets(app, request.params.id);
      return reply;
    },
  );

  app.get(`${P}/:id/stream`, { schema: { tags, params: ZLiveTableParamsSchema } }, async (request, reply) => {
    // answers LIVE_TABLE_NOT_FOUND before the stream opens
    const initial = await tableState(app.db, request.params.id, new Date());
    const unwatch = watchTable(app, initial.id, initial);
    request.raw.on('close', unwatch);
    await openTopicStream(app, request, reply, {
      topics: [liveTopic(initial.id)],
      snapshot: () => tableState(app.db, initial.id, new Date()),
    });
  });
};
