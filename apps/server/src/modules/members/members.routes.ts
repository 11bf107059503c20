// Member calls of spec §7: GET member info (token). Trial sessions may read it too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMemberInfoSchema } from '@pavilion/contracts/auth';
import { requirePlayer } from '@/plugins/auth-guard.ts';
import { getMemberInfo } from './members.service.ts';
import { profileRoutes } from './profile.routes.ts';

export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  // security centre: profile and sessions (issue 5)
  await app.register(profileRoutes);

  app.get(
    '/api/members/me',
    { schema: { tags: ['members'], security: [{ bearer: [] }], response: { 200: ZMemberInfoSchema } } },
    async (request) => {
      const principal = await requirePlayer(request);
      return getMemberInfo(app.db, principal.memberId);
    },
  );
};
