// The PVP tables' player API (`/api/pvp/*`, decision 052). The lobby, the onlookers' view, the hand
// history and the stream are public (no hole cards in them; EventSource sends no headers); a seated
// member reads their own view (with their hole cards) with their session, which the client does on
// each `state` message. Commands need a player session. A timer makes the server's moves
// (time-outs, next hands, niuniu deals) on the instance that holds its lease (pvp-timer.ts); it
// stops, and gives the lease up, when the app closes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZPvpActRequestSchema,
  ZPvpHistorySchema,
  ZPvpLobbySchema,
  ZPvpSitOutRequestSchema,
  ZPvpSitRequestSchema,
  ZPvpStakeRequestSchema,
  ZPvpTableParamsSchema,
  ZPvpTableViewSchema,
  ZPvpTopUpRequestSchema,
} from '@pavilion/contracts/pvp';
import { requirePlayer } from '@/plugins/auth-guard.ts';
import { endAllTopicStreams, openTopicStream, topicBus } from '@/shared/topic-bus.ts';
import { actHoldem, sitOutHoldem } from './holdem.service.ts';
import { stakeNiuniuTable } from './niuniu.service.ts';
import { ensurePvpTables, pvpTopic } from './pvp-tables.ts';
import { history, lobby, viewTable } from './pvp-view.ts';
import { startPvpTimer } from './pvp-timer.ts';
import { leave, requireGame, sit, topUp } from './pvp.service.ts';

const tags = ['pvp'];
const security = [{ bearer: [] }];
const P = '/api/pvp/tables';
const ZMoneyReplySchema = z.object({ balance: z.number().int(), cashOut: z.number().int().optional() });
const ZOkSchema = z.object({ ok: z.boolean() });

export const pvpRoutes: FastifyPluginAsyncZod = async (app) => {
  topicBus(app.db, app.redis);
  await ensurePvpTables(app.db);
  const timer = startPvpTimer({
    db: app.db,
    onError: (error) => app.log.error({ err: error }, 'pvp table timer'),
  });
  app.addHook('preClose', async () => {
    await timer.stop();
    await endAllTopicStreams(app);
  });

  const deps = { db: app.db, config: app.config };
  // a signed-in player sees their own hole cards; anybody else the onlookers' view
  const viewer = (request: Parameters<typeof requirePlayer>[0]) =>
    requirePlayer(request).then(
      (p) => p.memberId,
      () => null,
    );

  app.get(P, { schema: { tags, response: { 200: ZPvpLobbySchema } } }, async () => lobby(app.db));

  app.get(
    `${P}/:id`,
    { schema: { tags, params: ZPvpTableParamsSchema, response: { 200: ZPvpTableViewSchema } } },
    async (request) => viewTable(app.db, request.params.id, await viewer(request), new Date()),
  );

  app.get(
    `${P}/:id/history`,
    { schema: { tags, params: ZPvpTableParamsSchema, response: { 200: ZPvpHistorySchema } } },
    async (request) => {
      await viewTable(app.db, request.params.id, null, new Date());
      return history(app.db, request.params.id);
    },
  );

  const command = { tags, security, params: ZPvpTableParamsSchema };
  const player = async (request: Parameters<typeof requirePlayer>[0]) => {
    const { memberId, sessionId } = await requirePlayer(request);
    return { memberId, sessionId };
  };

  app.post(
    `${P}/:id/sit`,
    { schema: { ...command, body: ZPvpSitRequestSchema, response: { 200: ZMoneyReplySchema } } },
    async (request) => sit(deps, await player(request), request.params.id, request.body, new Date()),
  );

  app.post(
    `${P}/:id/top-up`,
    { schema: { ...command, body: ZPvpTopUpRequestSchema, response: { 200: ZMoneyReplySchema } } },
    async (request) => topUp(deps, await player(request), request.params.id, request.body.amount, new Date()),
  );

  app.post(
    `${P}/:id/leave`,
    { schema: { ...command, response: { 200: ZMoneyReplySchema } } },
    async (request) => leave(deps, await player(request), request.params.id, new Date()),
  );

  app.post(
    `${P}/:id/act`,
    { schema: { ...command, body: ZPvpActRequestSchema, response: { 200: ZOkSchema } } },
    async (request) => {
      const { memberId } = await player(request);
      await requireGame(app.db, request.params.id, 'holdem');
      return actHoldem(deps, memberId, request.params.id, request.body, new Date());
    },
  );

  app.post(
    `${P}/:id/sit-out`,
    { schema: { ...command, body: ZPvpSitOutRequestSchema, response: { 200: ZOkSchema } } },
    async (request) => {
      const { memberId } = await player(request);
      await requireGame(app.db, request.params.id, 'holdem');
      return sitOutHoldem(deps, memberId, request.params.id, request.body.sittingOut, new Date());
    },
  );

  app.post(
    `${P}/:id/stake`,
    { schema: { ...command, body: ZPvpStakeRequestSchema, response: { 200: ZOkSchema } } },
    async (request) => {
      const { memberId } = await player(request);
      await requireGame(app.db, request.params.id, 'niuniu');
      return stakeNiuniuTable(deps, memberId, request.params.id, request.body.amount, new Date());
    },
  );

  app.get(`${P}/:id/stream`, { schema: { tags, params: ZPvpTableParamsSchema } }, async (request, reply) => {
    const id = request.params.id;
    await viewTable(app.db, id, null, new Date());
    await openTopicStream(app, request, reply, {
      topics: [pvpTopic(id)],
      snapshot: () => viewTable(app.db, id, null, new Date()),
    });
  });
};
