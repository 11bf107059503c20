// GET /api/records/{bets,transactions,profit}: the member centre's betting record, account record
// and profit and loss (spec §2.7) for a member or trial user.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBetRecordsSchema,
  ZProfitReportSchema,
  ZRecordsQuerySchema,
  ZTransactionRecordsSchema,
  ZTransactionsQuerySchema,
} from '@pavilion/contracts/records';
import { requirePlayer } from '@/plugins/auth-guard.ts';
import * as records from './records.service.ts';

const tags = ['records'];

export const recordsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/records/bets',
    { schema: { tags, querystring: ZRecordsQuerySchema, response: { 200: ZBetRecordsSchema } } },
    async (request) => {
      const { memberId } = await requirePlayer(request);
      return records.betRecords(app.db, memberId, request.query);
    },
  );
  app.get(
    '/api/records/transactions',
    { schema: { tags, querystring: ZTransactionsQuerySchema, response: { 200: ZTransactionRecordsSchema } } },
    async (request) => {
      const { memberId } = await requirePlayer(request);
      return records.transactionRecords(app.db, memberId, request.query);
    },
  );
  app.get(
    '/api/records/profit',
    { schema: { tags, querystring: ZRecordsQuerySchema, response: { 200: ZProfitReportSchema } } },
    async (request) => {
      const { memberId } = await requirePlayer(request);
      return records.profitReport(app.db, memberId, request.query);
    },
  );
};
