// The operator's side of the cashier (/api/admin/cashier/*, operator token): deposits and
// withdrawals by status (pending review by default in the back office), confirm / reject a bank
// transfer deposit, approve (paid out) / reject a withdrawal, proof images, deposit channels and the
// withdrawal channels (payout limits).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminStatusQuerySchema,
  ZCashierIdParamsSchema,
  ZChannelIdParamsSchema,
  ZChannelUpdateSchema,
  ZDepositChannelSchema,
  ZDepositChannelsSchema,
  ZDepositRecordSchema,
  ZDepositRecordsSchema,
  ZFourEyesSettingsSchema,
  ZRejectRequestSchema,
  ZWithdrawalChannelSchema,
  ZWithdrawalChannelsSchema,
  ZWithdrawalChannelUpdateSchema,
  ZWithdrawalRecordSchema,
  ZWithdrawalRecordsSchema,
} from '@pavilion/contracts/cashier';
import { recordChange } from '@/modules/audit/audit-hook.ts';
import { sendBlob } from '@/modules/storage/blob-reply.ts';
import { requireOperator } from '@/plugins/auth-guard.ts';
import type { TCashierDeps } from './cashier.deps.ts';
import * as channels from './channels.service.ts';
import * as deposits from './deposits.service.ts';
import * as fourEyes from './four-eyes.service.ts';
import * as records from './records.service.ts';
import * as stripeDeposits from './stripe-deposits.service.ts';
import * as withdrawals from './withdrawals.service.ts';

const tags = ['admin', 'cashier'];
const security = [{ bearer: [] }];
const P = '/api/admin/cashier';

export const cashierAdminRoutes: FastifyPluginAsync<{ deps: TCashierDeps }> = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const operator = async (request: Parameters<typeof requireOperator>[0]) =>
    (await requireOperator(request)).operatorId;

  r.get(
    `${P}/deposits`,
    {
      config: { permission: 'cashier.read' },
      schema: {
        tags,
        security,
        querystring: ZAdminStatusQuerySchema,
        response: { 200: ZDepositRecordsSchema },
      },
    },
    async (request) => {
      await operator(request);
      const { status, ...page } = request.query;
      return records.depositRecords(deps.db, { status }, page, true);
    },
  );
  r.post(
    `${P}/deposits/:id/confirm`,
    {
      config: { permission: 'cashier.write' },
      schema: { tags, security, params: ZCashierIdParamsSchema, response: { 200: ZDepositRecordSchema } },
    },
    async (request) => deposits.confirmDeposit(deps, await operator(request), Number(request.params.id)),
  );
  r.post(
    `${P}/deposits/:id/reject`,
    {
      config: { permission: 'cashier.write' },
      schema: {
        tags,
        security,
        params: ZCashierIdParamsSchema,
        body: ZRejectRequestSchema,
        response: { 200: ZDepositRecordSchema },
      },
    },
    async (request) =>
      deposits.rejectDeposit(deps, await operator(request), Number(request.params.id), request.body.reason),
  );

  r.post(
    `${P}/deposits/:id/refund`,
    {
      config: { permission: 'cashier.write' },
      schema: { tags, security, params: ZCashierIdParamsSchema, response: { 200: ZDepositRecordSchema } },
    },
    async (request) =>
      stripeDeposits.refundStripeDeposit(deps, await operator(request), Number(request.params.id)),
  );

  r.get(
    `${P}/withdrawals`,
    {
      config: { permission: 'cashier.read' },
      schema: {
        tags,
        security,
        querystring: ZAdminStatusQuerySchema,
        response: { 200: ZWithdrawalRecordsSchema },
      },
    },
    async (request) => {
      await operator(request);
      const { status, ...page } = request.query;
      return records.withdrawalRecords(deps.db, { status }, page, true);
    },
  );
  r.post(
    `${P}/withdrawals/:id/approve`,
    {
      config: { permission: 'cashier.write' },
      schema: { tags, security, params: ZCashierIdParamsSchema, response: { 200: ZWithdrawalRecordSchema } },
    },
    async (request) => {
      const after = await withdrawals.approveWithdrawal(
        deps,
        await operator(request),
        Number(request.params.id),
      );
      // the audit row says whether this was the payout or the first of two approvals (decision 079)
      recordChange(request, {
        before: { id: after.id, status: 'pending' },
        after: { id: after.id, status: after.status, firstApprovedBy: after.firstApprovedBy },
      });
      return after;
    },
  );
  r.get(
    `${P}/four-eyes`,
    {
      config: { permission: 'cashier.read' },
      schema: { tags, security, response: { 200: ZFourEyesSettingsSchema } },
    },
    async (request) => {
      await operator(request);
      return fourEyes.getFourEyes(deps.db);
    },
  );
  r.put(
    `${P}/four-eyes`,
    {
      // owner only: operators.write is the owner's alone in the role matrix (decision 079)
      config: { permission: 'operators.write' },
      schema: {
        tags,
        security,
        body: ZFourEyesSettingsSchema,
        response: { 200: ZFourEyesSettingsSchema },
      },
    },
    async (request) => {
      const operatorId = await operator(request);
      const before = await fourEyes.getFourEyes(deps.db);
      const after = await fourEyes.putFourEyes(deps.db, operatorId, request.body);
      recordChange(request, { before, after });
      return after;
    },
  );
  r.post(
    `${P}/withdrawals/:id/reject`,
    {
      config: { permission: 'cashier.write' },
      schema: {
        tags,
        security,
        params: ZCashierIdParamsSchema,
        body: ZRejectRequestSchema,
        response: { 200: ZWithdrawalRecordSchema },
      },
    },
    async (request) =>
      withdrawals.rejectWithdrawal(
        deps,
        await operator(request),
        Number(request.params.id),
        request.body.reason,
      ),
  );
  r.get(
    `${P}/withdrawals/:id/proof`,
    { config: { permission: 'cashier.read' }, schema: { tags, security, params: ZCashierIdParamsSchema } },
    async (request, reply) => {
      await operator(request);
      const proof = await withdrawals.getProof(deps, null, Number(request.params.id));
      return sendBlob(request, reply, proof);
    },
  );

  r.get(
    `${P}/channels`,
    {
      config: { permission: 'cashier.read' },
      schema: { tags, security, response: { 200: ZDepositChannelsSchema } },
    },
    async (request) => {
      await operator(request);
      return { channels: await deposits.listChannels(deps, false) };
    },
  );
  r.put(
    `${P}/channels/:id`,
    {
      config: { permission: 'cashier.write' },
      schema: {
        tags,
        security,
        params: ZChannelIdParamsSchema,
        body: ZChannelUpdateSchema,
        response: { 200: ZDepositChannelSchema },
      },
    },
    async (request) => {
      await operator(request);
      return deposits.updateChannel(deps, request.params.id, request.body);
    },
  );

  r.get(
    `${P}/withdrawal-channels`,
    {
      config: { permission: 'cashier.read' },
      schema: { tags, security, response: { 200: ZWithdrawalChannelsSchema } },
    },
    async (request) => {
      await operator(request);
      return { channels: await channels.listWithdrawalChannels(deps) };
    },
  );
  r.put(
    `${P}/withdrawal-channels/:id`,
    {
      config: { permission: 'cashier.write' },
      schema: {
        tags,
        security,
        params: ZChannelIdParamsSchema,
        body: ZWithdrawalChannelUpdateSchema,
        response: { 200: ZWithdrawalChannelSchema },
      },
    },
    async (request) => {
      await operator(request);
      const change = await channels.updateWithdrawalChannel(deps, request.params.id, request.body);
      recordChange(request, change);
      return change.after;
    },
  );
};
