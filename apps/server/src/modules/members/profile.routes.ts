// Security centre calls (issue 5): profile read/update and the member's sessions. Real members
// only: a trial account has no profile and no other sessions worth managing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZMemberSessionsSchema,
  ZProfileSchema,
  ZProfileUpdateSchema,
  ZRevokeOthersResultSchema,
} from '@pavilion/contracts/profile';
import { requireRealMember } from '@/plugins/auth-guard.ts';
import { getProfile, listSessions, revokeOtherSessions, updateProfile } from './profile.service.ts';

const security = [{ bearer: [] }];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/members/profile',
    { schema: { tags: ['members'], security, response: { 200: ZProfileSchema } } },
    async (request) => {
      const principal = await requireRealMember(request);
      return getProfile(app.db, principal.memberId);
    },
  );

  app.put(
    '/api/members/profile',
    {
      schema: { tags: ['members'], security, body: ZProfileUpdateSchema, response: { 200: ZProfileSchema } },
    },
    async (request) => {
      const principal = await requireRealMember(request);
      return updateProfile(app.db, principal.memberId, request.body);
    },
  );

  app.get(
    '/api/members/sessions',
    { schema: { tags: ['members'], security, response: { 200: ZMemberSessionsSchema } } },
    async (request) => {
      const principal = await requireRealMember(request);
      return listSessions(app.db, app.config, principal.memberId, principal.sessionId);
    },
  );

  app.post(
    '/api/members/sessions/revoke-others',
    { schema: { tags: ['members'], security, response: { 200: ZRevokeOthersResultSchema } } },
    async (request) => {
      const principal = await requireRealMember(request);
      return revokeOtherSessions(app.db, principal.memberId, principal.sessionId);
    },
  );
};
