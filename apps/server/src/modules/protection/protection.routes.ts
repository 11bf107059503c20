// Player protection of the member centre: deposit limits, time-out / self-exclusion and the
// reality check. Limits and exclusion need a real account; the reality check serves trial play too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZDepositLimitsSchema,
  ZExclusionSchema,
  ZRealityCheckSchema,
  ZSetDepositLimitRequestSchema,
  ZSetRealityCheckRequestSchema,
  ZStartExclusionRequestSchema,
} from '@pavilion/contracts/protection';
import { requirePlayer, requireRealMember } from '@/plugins/auth-guard.ts';
import { getDepositLimits, setDepositLimit } from './deposit-limits.service.ts';
import { getExclusion, startExclusion } from './exclusion.service.ts';
import { getRealityCheck, setRealityCheck } from './reality-check.service.ts';

const tags = ['protection'];
const security = [{ bearer: [] }];

export const protectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/protection/deposit-limits',
    { schema: { tags, security, response: { 200: ZDepositLimitsSchema } } },
    async (request) => {
      const { memberId } = await requireRealMember(request);
      return getDepositLimits(app.db, memberId);
    },
  );
  app.put(
    '/api/protection/deposit-limits',
    {
      schema: {
        tags,
        security,
        body: ZSetDepositLimitRequestSchema,
        response: { 200: ZDepositLimitsSchema },
      },
    },
    async (request) => {
      const { memberId } = await requireRealMember(request);
      await setDepositLimit(app.db, memberId, request.body);
      return getDepositLimits(app.db, memberId);
    },
  );
  app.get(
    '/api/protection/exclusion',
    { schema: { tags, security, response: { 200: ZExclusionSchema } } },
    async (request) => {
      const { memberId } = await requireRealMember(request);
      return getExclusion(app.db, memberId);
    },
  );
  app.post(
    '/api/protection/exclusion',
    { schema: { tags, security, body: ZStartExclusionRequestSchema, response: { 200: ZExclusionSchema } } },
    async (request) => {
      const { memberId } = await requireRealMember(request);
      return startExclusion(app.db, memberId, request.body.duration);
    },
  );
  app.get(
    '/api/protection/reality-check',
    { schema: { tags, security, response: { 200: ZRealityCheckSchema } } },
    async (request) => {
      const { memberId, sessionId } = await requirePlayer(request);
      return getRealityCheck(app.db, memberId, sessionId);
    },
  );
  app.put(
    '/api/protection/reality-check',
    {
      schema: {
        tags,
        security,
        body: ZSetRealityCheckRequestSchema,
        response: { 200: z.object({ intervalMinutes: z.number().int() }) },
      },
    },
    async (request) => {
      const { memberId } = await requirePlayer(request);
      await setRealityCheck(app.db, memberId, request.body.intervalMinutes);
      return { intervalMinutes: request.body.intervalMinutes };
    },
  );
};
