// Player wallet call of spec §7: GET /api/wallet/balance (members and trial users). The header
// balance reads it; the operator's adjustments live with the admin routes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBalanceSchema } from '@pavilion/contracts/wallet';
import { requirePlayer } from '@/plugins/auth-guard.ts';
import { getBalance } from './wallet.service.ts';

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/wallet/balance',
    { schema: { tags: ['wallet'], security: [{ bearer: [] }], response: { 200: ZBalanceSchema } } },
    async (request) => {
      const principal = await requirePlayer(request);
      return getBalance(app.db, principal.memberId);
    },
  );
};
