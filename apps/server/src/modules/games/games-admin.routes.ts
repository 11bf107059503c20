// Admin calls over the catalogue (operator session): game and vendor maintenance, hot flags, regrouping.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOkSchema } from '@pavilion/contracts/auth';
import {
  ZGameHotUpdateSchema,
  ZGameMaintenanceUpdateSchema,
  ZNodeIdParamsSchema,
  ZRegroupingSchema,
  ZVendorMaintenanceUpdateSchema,
  ZVendorParamsSchema,
} from '@pavilion/contracts/games';
import { requireOperator } from '@/plugins/auth-guard.ts';
import { getRegrouping, setRegrouping } from './catalogue.service.ts';
import { setGameHot, setGameMaintenance, setVendorMaintenance } from './games.service.ts';

const tags = ['admin'];
const ok = { ok: true as const };

export const gamesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = app.withTypeProvider<ZodTypeProvider>();
  secured.addHook('onRequest', async (request) => {
    await requireOperator(request);
  });
  secured.put(
    '/api/admin/games/:nodeId/maintenance',
    {
      config: { permission: 'games.write' },
      schema: {
        tags,
        params: ZNodeIdParamsSchema,
        body: ZGameMaintenanceUpdateSchema,
        response: { 200: ZOkSchema },
      },
    },
    async (request) => {
      await setGameMaintenance(
        app.db,
        request.params.nodeId,
        request.body.maintenance,
        request.body.recommended,
      );
      return ok;
    },
  );
  secured.put(
    '/api/admin/games/:nodeId/hot',
    {
      config: { permission: 'games.write' },
      schema: { tags, params: ZNodeIdParamsSchema, body: ZGameHotUpdateSchema, response: { 200: ZOkSchema } },
    },
    async (request) => {
      await setGameHot(app.db, request.params.nodeId, request.body.hot);
      return ok;
    },
  );
  secured.put(
    '/api/admin/vendors/:code/maintenance',
    {
      config: { permission: 'games.write' },
      schema: {
        tags,
        params: ZVendorParamsSchema,
        body: ZVendorMaintenanceUpdateSchema,
        response: { 200: ZOkSchema },
      },
    },
    async (request) => {
      await setVendorMaintenance(
        app.db,
        request.params.code,
        request.body.gameType,
        request.body.maintenance,
      );
      return ok;
    },
  );
  secured.get(
    '/api/admin/games/regrouping',
    { config: { permission: 'games.read' }, schema: { tags, response: { 200: ZRegroupingSchema } } },
    async () => getRegrouping(app.db),
  );
  secured.put(
    '/api/admin/games/regrouping',
    {
      config: { permission: 'games.write' },
      schema: { tags, body: ZRegroupingSchema, response: { 200: ZOkSchema } },
    },
    async (request) => {
      await setRegrouping(app.db, request.body);
      return ok;
    },
  );
};
