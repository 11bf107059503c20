// Members and agents in the operator console (issue 15, decision 044): the member search, a
// member's profile with KYC fields, balance, upline chain and VIP level, their ledger, sessions,
// logins and notes, the lock with a reason, and one level of an agent's downline with its
// contracts. Amounts are integer minor units; times are ISO strings.
import { z } from 'zod';
import { CONTRACT_KINDS, CONTRACT_STATUSES } from './agent-contracts.ts';

export const MEMBER_ADMIN_PAGE_SIZE = 20;
export const MEMBER_ADMIN_STATUSES = ['active', 'disabled'] as const;
export const MEMBER_SORTS = ['createdAt', 'account', 'balance', 'lastLoginAt'] as const;
export type TMemberSort = (typeof MEMBER_SORTS)[number];
export const MEMBER_NOTE_KINDS = ['note', 'lock', 'unlock'] as const;
export type TMemberNoteKind = (typeof MEMBER_NOTE_KINDS)[number];

const ZDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date');
const ZPageNoSchema = z.coerce.number().int().min(1).max(100_000).default(1);
const ZPageSizeSchema = z.coerce.number().int().min(1).max(100).default(MEMBER_ADMIN_PAGE_SIZE);

export const ZMemberIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type TMemberIdParams = z.infer<typeof ZMemberIdParamsSchema>;

/** GET /api/admin/members: a part of the username, mobile or e-mail; registered between UTC days. */
export const ZMemberSearchQuerySchema = z
  .object({
    q: z.string().trim().max(64).optional(),
    status: z.enum(MEMBER_ADMIN_STATUSES).optional(),
    registeredFrom: ZDateSchema.optional(),
    registeredTo: ZDateSchema.optional(),
    /** an agent's account: the members of its team (every level below it) */
    agent: z.string().trim().min(1).max(64).optional(),
    sort: z.enum(MEMBER_SORTS).default('createdAt'),
    order: z.enum(['asc', 'desc']).default('desc'),
    pageNo: ZPageNoSchema,
    pageSize: ZPageSizeSchema,
  })
  .strict();
export type TMemberSearchQuery = z.infer<typeof ZMemberSearchQuerySchema>;

export const ZMemberRowSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  status: z.enum(MEMBER_ADMIN_STATUSES),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  balance: z.number().int(),
  currency: z.string(),
  uplineAccount: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type TMemberRow = z.infer<typeof ZMemberRowSchema>;

export const ZMemberPageSchema = z.object({
  rows: z.array(ZMemberRowSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type TMemberPage = z.infer<typeof ZMemberPageSchema>;

export const ZUplineSchema = z.object({ id: z.number().int(), account: z.string(), type: z.number().int() });
export type TUpline = z.infer<typeof ZUplineSchema>;

/** GET /api/admin/members/:id */
export const ZMemberDetailSchema = ZMemberRowSchema.extend({
  /** the login lock after failed attempts (decision 019), not the operator's lock */
  lockedUntil: z.string().nullable(),
  mustChangePassword: z.boolean(),
  fullName: z.string().nullable(),
  birthday: z.string().nullable(),
  dialingCode: z.string().nullable(),
  idNumber: z.string().nullable(),
  payeeName: z.string().nullable(),
  affiliateCode: z.string().nullable(),
  messaging: z.record(z.string(), z.string()),
  registerIp: z.string().nullable(),
  registerDomain: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  loginCount: z.number().int(),
  vipLevel: z.number().int().nullable(),
  vipName: z.string().nullable(),
  /** from the top-level agent down to the direct upline */
  uplines: z.array(ZUplineSchema),
  isAgent: z.boolean(),
});
export type TMemberDetail = z.infer<typeof ZMemberDetailSchema>;

export const ZPageQuerySchema = z.object({ pageNo: ZPageNoSchema, pageSize: ZPageSizeSchema }).strict();
export type TPageQuery = z.infer<typeof ZPageQuerySchema>;

export const ZMemberPostingSchema = z.object({
  id: z.number().int(),
  transactionId: z.string(),
  kind: z.string(),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  description: z.string(),
  createdAt: z.string(),
});
export type TMemberPosting = z.infer<typeof ZMemberPostingSchema>;
export const ZMemberLedgerSchema = z.object({
  rows: z.array(ZMemberPostingSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type TMemberLedger = z.infer<typeof ZMemberLedgerSchema>;

export const ZMemberSessionSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type TMemberSession = z.infer<typeof ZMemberSessionSchema>;
export const ZMemberSessionsSchema = z.object({ items: z.array(ZMemberSessionSchema) });
export type TMemberSessions = z.infer<typeof ZMemberSessionsSchema>;
export const ZSessionsEndedSchema = z.object({ ended: z.number().int() });
export type TSessionsEnded = z.infer<typeof ZSessionsEndedSchema>;

export const ZMemberLoginSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  ip: z.string().nullable(),
  method: z.string(),
  success: z.boolean(),
  /** why it failed (credentials, disabled, …), or a step marker on success */
  reason: z.string().nullable(),
});
export type TMemberLogin = z.infer<typeof ZMemberLoginSchema>;
export const ZMemberLoginsSchema = z.object({
  rows: z.array(ZMemberLoginSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type TMemberLogins = z.infer<typeof ZMemberLoginsSchema>;

/** POST /:id/lock and /:id/unlock: the reason is kept in the member's notes and the audit log. */
export const ZMemberLockSchema = z.object({ reason: z.string().trim().min(3).max(200) }).strict();
export type TMemberLock = z.infer<typeof ZMemberLockSchema>;
export const ZMemberLockReplySchema = z.object({
  status: z.enum(MEMBER_ADMIN_STATUSES),
  sessionsEnded: z.number().int(),
});
export type TMemberLockReply = z.infer<typeof ZMemberLockReplySchema>;

export const ZMemberNoteCreateSchema = z.object({ body: z.string().trim().min(1).max(1000) }).strict();
export type TMemberNoteCreate = z.infer<typeof ZMemberNoteCreateSchema>;
export const ZMemberNoteSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MEMBER_NOTE_KINDS),
  body: z.string(),
  operator: z.string().nullable(),
  createdAt: z.string(),
});
export type TMemberNote = z.infer<typeof ZMemberNoteSchema>;
export const ZMemberNotesSchema = z.object({ items: z.array(ZMemberNoteSchema) });
export type TMemberNotes = z.infer<typeof ZMemberNotesSchema>;

/** GET /api/admin/agents/:id/tree: one level of the downline, each with its contracts. */
export const ZAgentTreeQuerySchema = ZPageQuerySchema;
export const ZContractSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  status: z.enum(CONTRACT_STATUSES),
});
export type TContractSummary = z.infer<typeof ZContractSummarySchema>;
export const ZAgentTreeNodeSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  status: z.enum(MEMBER_ADMIN_STATUSES),
  balance: z.number().int(),
  directCount: z.number().int(),
  teamCount: z.number().int(),
  contracts: z.array(ZContractSummarySchema),
});
export type TAgentTreeNode = z.infer<typeof ZAgentTreeNodeSchema>;
export const ZAgentTreeSchema = z.object({
  agent: ZAgentTreeNodeSchema,
  /** from the top-level agent down to this agent */
  breadcrumb: z.array(ZUplineSchema),
  rows: z.array(ZAgentTreeNodeSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type TAgentTree = z.infer<typeof ZAgentTreeSchema>;
/** GET /api/admin/agents: the top-level agents (no upline), where the tree drill-down starts. */
export const ZAgentLevelSchema = ZAgentTreeSchema.omit({ agent: true, breadcrumb: true });
export type TAgentLevel = z.infer<typeof ZAgentLevelSchema>;
