// GET /api/admin/reports/<name> (a JSON page with the range's totals) and
// GET /api/admin/reports/<name>.csv (the whole range, streamed), reports.read (decision 045).
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  REPORT_NAMES,
  ZAgentIncomeReportSchema,
  ZCashReportSchema,
  ZGgrReportSchema,
  ZManualAdjustmentReportSchema,
  ZPlayerPnlReportSchema,
  ZReportCsvQuerySchema,
  ZReportQuerySchema,
  type TReportName,
} from '@pavilion/contracts/reports';
import { reportCsv, reportPage } from './reports.service.ts';

const REPLY: Record<TReportName, z.ZodType> = {
  'ggr-vendor': ZGgrReportSchema,
  'ggr-game-type': ZGgrReportSchema,
  'ggr-game': ZGgrReportSchema,
  'cash-channels': ZCashReportSchema,
  'player-pnl': ZPlayerPnlReportSchema,
  'agent-income': ZAgentIncomeReportSchema,
  'manual-adjustments': ZManualAdjustmentReportSchema,
};

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const name of REPORT_NAMES) {
    app.get(
      `/api/admin/reports/${name}`,
      {
        schema: {
          tags: ['admin'],
          security: [{ bearer: [] }],
          querystring: ZReportQuerySchema,
          response: { 200: REPLY[name] },
        },
        config: { permission: 'reports.read' },
      },
      async (request) => app.reads.read((db) => reportPage(db, name, request.query)),
    );
    app.get(
      `/api/admin/reports/${name}.csv`,
      {
        schema: { tags: ['admin'], security: [{ bearer: [] }], querystring: ZReportCsvQuerySchema },
        config: { permission: 'reports.read' },
      },
      async (request, reply) => {
        const csv = reportCsv(app.reads.db(), name, request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${csv.fileName}"`)
          .send(Readable.from(csv.lines));
      },
    );
  }
};
