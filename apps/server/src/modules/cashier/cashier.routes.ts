// Member cashier calls (/api/cashier/*, real members only): deposit channels and deposits, fund
// password, bank cards, wallet summary, withdrawals and their confirmation, transfer to upline.
// Registers the gateway and operator plugins too, so modules/routes.ts needs one line.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PROOF_MAX_BYTES,
  ZBankCardBindSchema,
  ZBankCardSchema,
  ZBankCardsSchema,
  ZCashierIdParamsSchema,
  ZDepositChannelsSchema,
  ZDepositRecordSchema,
  ZDepositRecordsSchema,
  ZDepositRequestSchema,
  ZFundPasswordSetSchema,
  ZFundPasswordStatusSchema,
  ZPagedQuerySchema,
  ZTransferUplineReplySchema,
  ZTransferUplineRequestSchema,
  ZUplineSchema,
  ZWalletSummarySchema,
  ZWithdrawalConfirmSchema,
  ZWithdrawalRecordSchema,
  ZWithdrawalRecordsSchema,
  ZWithdrawalRequestSchema,
} from '@pavilion/contracts/cashier';
import { ZForfeitBonusReplySchema, ZForfeitBonusRequestSchema } from '@pavilion/contracts/reward-payout';
import { forfeitBonus } from '@/modules/money/bonus-forfeit.service.ts';
import { sendBlob } from '@/modules/storage/blob-reply.ts';
import { requireRealMember } from '@/plugins/auth-guard.ts';
import { cashierAdminRoutes } from './cashier-admin.routes.ts';
import { cashierDeps } from './cashier.deps.ts';
import * as deposits from './deposits.service.ts';
import { gatewayRoutes } from './gateway.routes.ts';
import { sandboxGateway } from './payment-gateway.ts';
import { stripeWebhookRoutes } from './stripe-webhook.routes.ts';
import * as records from './records.service.ts';
import * as security from './security.service.ts';
import * as transfer from './transfer.service.ts';
import * as withdrawals from './withdrawals.service.ts';

const tags = ['cashier'];
const bearer = [{ bearer: [] }];
// base64 of a 5 MB image plus the JSON around it
const PROOF_BODY_LIMIT = Math.ceil((PROOF_MAX_BYTES * 4) / 3) + 64 * 1024;
// money moves per IP and minute; wrong fund passwords lock separately (security.service.ts)
const money = { config: { rateLimit: { max: 60, timeWindow: 60_000 } } };

export const cashierRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = cashierDeps(app);
  const gateway = sandboxGateway(app.db, deps.config);
  await app.register(gatewayRoutes, { deps, gateway });
  await app.register(stripeWebhookRoutes, { deps });
  await app.register(cashierAdminRoutes, { deps });

  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const member = async (request: Parameters<typeof requireRealMember>[0]) =>
      (await requireRealMember(request)).memberId;

    r.get(
      '/api/cashier/deposit-channels',
      { schema: { tags, security: bearer, response: { 200: ZDepositChannelsSchema } } },
      async (request) => {
        await member(request);
        return { channels: await deposits.listChannels(deps, true) };
      },
    );
    r.post(
      '/api/cashier/deposits',
      {
        ...{
          schema: {
            tags,
            security: bearer,
            body: ZDepositRequestSchema,
            response: { 200: ZDepositRecordSchema },
          },
        },
        ...money,
      },
      async (request) =>
        deposits.createDeposit(
          deps,
          gateway,
          await member(request),
          request.body,
          // the Checkout's return URLs go back to the domain the member used
          `${request.protocol}://${request.host}`,
        ),
    );
    r.post(
      '/api/cashier/deposits/:id/cancel',
      {
        schema: {
          tags,
          security: bearer,
          params: ZCashierIdParamsSchema,
          response: { 200: ZDepositRecordSchema },
        },
      },
      async (request) => deposits.cancelDeposit(deps, await member(request), Number(request.params.id)),
    );
    r.get(
      '/api/cashier/deposits',
      {
        schema: {
          tags,
          security: bearer,
          querystring: ZPagedQuerySchema,
          response: { 200: ZDepositRecordsSchema },
        },
      },
      async (request) =>
        records.depositRecords(app.db, { memberId: await member(request) }, request.query, false),
    );

    r.get(
      '/api/cashier/fund-password',
      { schema: { tags, security: bearer, response: { 200: ZFundPasswordStatusSchema } } },
      async (request) => security.fundPasswordStatus(deps, await member(request)),
    );
    r.post(
      '/api/cashier/fund-password',
      {
        ...{
          schema: {
            tags,
            security: bearer,
            body: ZFundPasswordSetSchema,
            response: { 200: ZFundPasswordStatusSchema },
          },
        },
        ...money,
      },
      async (request) => security.setFundPassword(deps, await member(request), request.body),
    );
    r.get(
      '/api/cashier/bank-cards',
      { schema: { tags, security: bearer, response: { 200: ZBankCardsSchema } } },
      async (request) => security.listCards(deps, await member(request)),
    );
    r.post(
      '/api/cashier/bank-cards',
      {
        ...{
          schema: { tags, security: bearer, body: ZBankCardBindSchema, response: { 200: ZBankCardSchema } },
        },
        ...money,
      },
      async (request) => security.bindCard(deps, await member(request), request.body),
    );

    r.get(
      '/api/cashier/wallet',
      { schema: { tags, security: bearer, response: { 200: ZWalletSummarySchema } } },
      async (request) => withdrawals.walletSummary(deps, await member(request)),
    );
    r.post(
      '/api/cashier/wallet/forfeit-bonus',
      {
        ...{
          schema: {
            tags,
            security: bearer,
            body: ZForfeitBonusRequestSchema,
            response: { 200: ZForfeitBonusReplySchema },
          },
        },
        ...money,
      },
      async (request) =>
        forfeitBonus(app.db, { memberId: await member(request), requestId: request.body.requestId }),
    );
    r.post(
      '/api/cashier/withdrawals',
      {
        ...{
          schema: {
            tags,
            security: bearer,
            body: ZWithdrawalRequestSchema,
            response: { 200: ZWithdrawalRecordSchema },
          },
        },
        ...money,
      },
      async (request) => withdrawals.requestWithdrawal(deps, await member(request), request.body),
    );
    r.get(
      '/api/cashier/withdrawals',
      {
        schema: {
          tags,
          security: bearer,
          querystring: ZPagedQuerySchema,
          response: { 200: ZWithdrawalRecordsSchema },
        },
      },
      async (request) =>
        records.withdrawalRecords(app.db, { memberId: await member(request) }, request.query, false),
    );
    r.post(
      '/api/cashier/withdrawals/:id/confirm',
      {
        ...{
          schema: {
            tags,
            security: bearer,
            params: ZCashierIdParamsSchema,
            body: ZWithdrawalConfirmSchema,
            response: { 200: ZWithdrawalRecordSchema },
          },
        },
        bodyLimit: PROOF_BODY_LIMIT,
      },
      async (request) =>
        withdrawals.confirmWithdrawal(deps, await member(request), Number(request.params.id), request.body),
    );
    r.get(
      '/api/cashier/withdrawals/:id/proof',
      { schema: { tags, security: bearer, params: ZCashierIdParamsSchema } },
      async (request, reply) => {
        const proof = await withdrawals.getProof(deps, await member(request), Number(request.params.id));
        return sendBlob(request, reply, proof);
      },
    );

    r.get(
      '/api/cashier/upline',
      { schema: { tags, security: bearer, response: { 200: ZUplineSchema } } },
      async (request) => transfer.getUpline(deps, await member(request)),
    );
    r.post(
      '/api/cashier/transfer-upline',
      {
        ...{
          schema: {
            tags,
            security: bearer,
            body: ZTransferUplineRequestSchema,
            response: { 200: ZTransferUplineReplySchema },
          },
        },
        ...money,
      },
      async (request) => transfer.transferToUpline(deps, await member(request), request.body),
    );
  });
};
