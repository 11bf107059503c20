// The member's promotions API (`/api/promotions/*`, decision 034): the list (guests see the
// clock's states), join, claim, apply with images (multipart), grab a red envelope, the bonusDetails
// page and the member's applications. Thin: parse, authorize, call one service function.
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_MAX_IMAGES,
  ZApplicationListSchema,
  ZApplicationSchema,
  ZBonusDetailsSchema,
  ZClaimReplySchema,
  ZGrabReplySchema,
  ZPromotionIdParamsSchema,
  ZPromotionLanguageQuerySchema,
  ZPromotionListSchema,
  ZPromotionSchema,
} from '@pavilion/contracts/promotions';
import { DEVICE_ID_HEADER } from '@pavilion/contracts/reward-payout';
import { claimOrigin } from '@/modules/money/reward-claims.service.ts';
import { bearerToken, requirePlayer, requireRealMember } from '@/plugins/auth-guard.ts';
import { AppError } from '@/shared/app-error.ts';
import { notificationBus } from '@/modules/notifications/notification-bus.ts';
import { applyForActivity, myApplications } from './applications.service.ts';
import { bonusDetails, claimPromotion, joinPromotion, listPromotions } from './promotions.service.ts';
import { grabRedEnvelope } from './red-envelope.service.ts';

const tags = ['promotions'];
const P = '/api/promotions';

async function memberOrGuest(request: FastifyRequest): Promise<number | null> {
  if (!bearerToken(request)) {
    return null;
  }
  try {
    const p = await requirePlayer(request);
    return p.kind === 'trial' ? null : p.memberId;
  } catch {
    return null;
  }
}

/**
 * Reads the application form: field `remark`, up to 3 files `images`. The library's limits stop a
 * 4th file and a file over 5 MB while streaming; the content check comes after (applications.service).
 */
async function readApplicationForm(request: FastifyRequest): Promise<{ remark: string; images: Buffer[] }> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
  let remark = '';
  const images: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        images.push(await part.toBuffer());
      } else if (part.fieldname === 'remark' && typeof part.value === 'string') {
        remark = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') {
      throw new AppError('ACTIVITY_TOO_MANY_IMAGES', { fields: { images: 'ACTIVITY_TOO_MANY_IMAGES' } });
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('ACTIVITY_IMAGE_INVALID', { fields: { images: 'ACTIVITY_IMAGE_INVALID' } });
    }
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_PROTO_VIOLATION') {
      throw new AppError('VALIDATION_FAILED');
    }
    throw new AppError('MALFORMED_REQUEST');
  }
  return { remark, images };
}

export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: APPLICATION_IMAGE_MAX_BYTES,
      files: APPLICATION_MAX_IMAGES,
      fields: 4,
      parts: APPLICATION_MAX_IMAGES + 4,
      fieldSize: 4096,
    },
  });
  const appDeps = () => ({
    db: app.db,
    storage: app.storage,
    uploadsDir: app.config.UPLOADS_DIR,
    notifications: notificationBus(app),
  });

  app.get(
    P,
    { schema: { tags, querystring: ZPromotionLanguageQuerySchema, response: { 200: ZPromotionListSchema } } },
    async (request) => ({
      promotions: await listPromotions(app.db, {
        memberId: await memberOrGuest(request),
        language: request.query.language,
        now: new Date(),
      }),
    }),
  );
  app.get(
    `${P}/bonuses`,
    { schema: { tags, querystring: ZPromotionLanguageQuerySchema, response: { 200: ZBonusDetailsSchema } } },
    async (request) => {
      const { memberId } = await requireRealMember(request);
      return { bonuses: await bonusDetails(app.db, memberId, request.query.language) };
    },
  );
  app.get(
    `${P}/applications`,
    { schema: { tags, response: { 200: ZApplicationListSchema } } },
    async (request) => {
      const { memberId } = await requireRealMember(request);
      return { applications: await myApplications(app.db, memberId) };
    },
  );
  app.post(
    `${P}/:id/join`,
    { schema: { tags, params: ZPromotionIdParamsSchema, response: { 200: ZPromotionSchema } } },
    async (request) => {
      const { memberId } = await requireRealMember(request);
      return joinPromotion(app.db, memberId, request.params.id);
    },
  );
  app.post(
    `${P}/:id/claim`,
    { schema: { tags, params: ZPromotionIdParamsSchema, response: { 200: ZClaimReplySchema } } },
    async (request) => {
      const { memberId } = await requireRealMember(request);
      const origin = claimOrigin(request.ip, request.headers[DEVICE_ID_HEADER]);
      return claimPromotion(app.db, memberId, request.params.id, new Date(), origin);
    },
  );
  app.post(
    `${P}/:id/grab`,
    { schema: { tags, params: ZPromotionIdParamsSchema, response: { 200: ZGrabReplySchema } } },
    async (request) => {
      const { memberId } = await requireRealMember(request);
      return grabRedEnvelope(app.db, {
        memberId,
        promotionId: request.params.id,
        origin: claimOrigin(request.ip, request.headers[DEVICE_ID_HEADER]),
      });
    },
  );
  app.post(
    `${P}/:id/applications`,
    { schema: { tags, params: ZPromotionIdParamsSchema, response: { 200: ZApplicationSchema } } },
    async (request) => {
      const { memberId } = await requireRealMember(request);
      const form = await readApplicationForm(request);
      return applyForActivity(appDeps(), memberId, request.params.id, form);
    },
  );
};
