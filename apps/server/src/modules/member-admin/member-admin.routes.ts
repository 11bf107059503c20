// Members and agents in the console (issue 15, decision 044). Every route declares its
// permission (members.read / members.write, agents.read; decision 042); the audit hook writes the
// row of each change, and the lock and unlock tell it the status before and after. Password
// resets, the forced change and balance adjustments are the admin module's routes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAgentLevelSchema,
  ZAgentTreeQuerySchema,
  ZAgentTreeSchema,
  ZMemberDetailSchema,
  ZMemberIdParamsSchema,
  ZMemberLedgerSchema,
  ZMemberLockReplySchema,
  ZMemberLockSchema,
  ZMemberLoginsSchema,
  ZMemberNoteCreateSchema,
  ZMemberNoteSchema,
  ZMemberNotesSchema,
  ZMemberPageSchema,
  ZMemberSearchQuerySchema,
  ZMemberSessionsSchema,
  ZPageQuerySchema,
  ZSessionsEndedSchema,
} from '@pavilion/contracts/member-admin';
import { recordChange } from '@/modules/audit/audit-hook.ts';
import { requireOperator } from '@/plugins/auth-guard.ts';
import * as members from './member-admin.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const params = ZMemberIdParamsSchema;

export const memberAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/members',
    {
      schema: { tags, security, querystring: ZMemberSearchQuerySchema, response: { 200: ZMemberPageSchema } },
      config: { permission: 'members.read' },
    },
    async (request) => app.reads.read((db) => members.searchMembers(db, request.query)),
  );
  app.get(
    '/api/admin/members/:id',
    {
      schema: { tags, security, params, response: { 200: ZMemberDetailSchema } },
      config: { permission: 'members.read' },
    },
    async (request) => members.memberDetail(app.db, request.params.id),
  );
  app.get(
    '/api/admin/members/:id/ledger',
    {
      schema: {
        tags,
        security,
        params,
        querystring: ZPageQuerySchema,
        response: { 200: ZMemberLedgerSchema },
      },
      config: { permission: 'members.read' },
    },
    async (request) => app.reads.read((db) => members.memberLedger(db, request.params.id, request.query)),
  );
  app.get(
    '/api/admin/members/:id/sessions',
    {
      schema: { tags, security, params, response: { 200: ZMemberSessionsSchema } },
      config: { permission: 'members.read' },
    },
    async (request) => members.memberSessions(app.db, request.params.id, app.config.SESSION_IDLE_MINUTES),
  );
  app.delete(
    '/api/admin/members/:id/sessions',
    {
      schema: { tags, security, params, response: { 200: ZSessionsEndedSchema } },
      config: { permission: 'members.write' },
    },
    async (request) => ({ ended: await members.endSessions(app.db, request.params.id) }),
  );
  app.get(
    '/api/admin/members/:id/logins',
    {
      schema: {
        tags,
        security,
        params,
        querystring: ZPageQuerySchema,
        response: { 200: ZMemberLoginsSchema },
      },
      config: { permission: 'members.read' },
    },
    async (request) => app.reads.read((db) => members.memberLogins(db, request.params.id, request.query)),
  );
  for (const action of ['lock', 'unlock'] as const) {
    app.post(
      `/api/admin/members/:id/${action}`,
      {
        schema: {
          tags,
          security,
          params,
          body: ZMemberLockSchema,
          response: { 200: ZMemberLockReplySchema },
        },
        config: { permission: 'members.write' },
      },
      async (request) => {
        const { operatorId } = await requireOperator(request);
        const opts = { memberId: request.params.id, operatorId, reason: request.body.reason };
        const reply =
          action === 'lock'
            ? await members.lockMember(app.db, opts)
            : await members.unlockMember(app.db, opts);
        recordChange(request, {
          before: { status: action === 'lock' ? 'active' : 'disabled' },
          after: { status: reply.status, reason: request.body.reason, sessionsEnded: reply.sessionsEnded },
        });
        return reply;
      },
    );
  }
  app.get(
    '/api/admin/members/:id/notes',
    {
      schema: { tags, security, params, response: { 200: ZMemberNotesSchema } },
      config: { permission: 'members.read' },
    },
    async (request) => ({ items: await members.listNotes(app.db, request.params.id) }),
  );
  app.post(
    '/api/admin/members/:id/notes',
    {
      schema: { tags, security, params, body: ZMemberNoteCreateSchema, response: { 200: ZMemberNoteSchema } },
      config: { permission: 'members.write' },
    },
    async (request) => {
      const { operatorId, username } = await requireOperator(request);
      return members.addNote(app.db, {
        memberId: request.params.id,
        operatorId,
        operator: username,
        body: request.body.body,
      });
    },
  );
  app.get(
    '/api/admin/agents',
    {
      schema: { tags, security, querystring: ZAgentTreeQuerySchema, response: { 200: ZAgentLevelSchema } },
      config: { permission: 'agents.read' },
    },
    async (request) => app.reads.read((db) => members.topAgents(db, request.query)),
  );
  app.get(
    '/api/admin/agents/:id/tree',
    {
      schema: {
        tags,
        security,
        params,
        querystring: ZAgentTreeQuerySchema,
        response: { 200: ZAgentTreeSchema },
      },
      config: { permission: 'agents.read' },
    },
    async (request) => members.agentTree(app.db, request.params.id, request.query),
  );
};
