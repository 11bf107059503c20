// GET /api/auth/captcha (spec §7): a base64 PNG and its id; refreshed at most once a second per IP (spec §5).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCaptchaSchema } from '@pavilion/contracts/auth';
import { CAPTCHA_REFRESH_MS } from '@pavilion/contracts/constants';
import { issueCaptcha } from './captcha.service.ts';

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/captcha',
    {
      schema: { tags: ['auth'], response: { 200: ZCaptchaSchema } },
      config: { rateLimit: { max: 1, timeWindow: CAPTCHA_REFRESH_MS } },
    },
    async (_request, reply) => {
      const { captchaId, pngBase64 } = await issueCaptcha(app.db);
      void reply.header('cache-control', 'no-store');
      return { success: true, value: pngBase64, captchaId };
    },
  );
};
