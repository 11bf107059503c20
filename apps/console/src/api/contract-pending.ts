// The operator-access contract of issue 15 (/work/briefs/console-contract.md), copied here until the
// server side lands as @pavilion/contracts/console-access: the integrator swaps the imports of this
// file for that module at merge, so every name below is the contract's Z…Schema / T… name.
import { z } from 'zod';

export const OPERATOR_ROLES = [
  'owner',
  'finance',
  'risk',
  'support',
  'content',
  'marketing',
  'auditor',
] as const;
export const ZOperatorRoleSchema = z.enum(OPERATOR_ROLES);
export type TOperatorRole = z.infer<typeof ZOperatorRoleSchema>;

export const CONSOLE_AREAS = [
  'site',
  'members',
  'cashier',
  'games',
  'content',
  'promotions',
  'loyalty',
  'messages',
  'agents',
  'lottery',
  'reports',
  'operators',
  'audit',
] as const;
export type TConsoleArea = (typeof CONSOLE_AREAS)[number];
export type TPermission = `${TConsoleArea}.${'read' | 'write'}`;

/** POST /api/admin/login: a token at once, or the TOTP step when the operator is enrolled. */
export const ZConsoleLoginResultSchema = z.union([
  z.object({ token: z.string() }),
  z.object({ totpRequired: z.literal(true), challenge: z.string() }),
]);
export type TConsoleLoginResult = z.infer<typeof ZConsoleLoginResultSchema>;

/** A 6-digit TOTP code or one unused recovery code (xxxx-xxxx). */
export const ZTotpCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^([0-9]{6}|[a-z0-9]{4}-[a-z0-9]{4})$/);
export const ZTotpLoginSchema = z
  .object({ challenge: z.string().min(1).max(200), code: ZTotpCodeSchema })
  .strict();
export type TTotpLogin = z.infer<typeof ZTotpLoginSchema>;

export const ZOperatorMeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: ZOperatorRoleSchema,
  permissions: z.array(z.string()),
  totpEnabled: z.boolean(),
  mustChangePassword: z.boolean(),
});
export type TOperatorMe = z.infer<typeof ZOperatorMeSchema>;

export const ZTotpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TTotpSetup = z.infer<typeof ZTotpSetupSchema>;
export const ZTotpConfirmSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[0-9]{6}$/),
  })
  .strict();
export type TTotpConfirm = z.infer<typeof ZTotpConfirmSchema>;
export const ZTotpConfirmResultSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type TTotpConfirmResult = z.infer<typeof ZTotpConfirmResultSchema>;

export const ZOperatorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: ZOperatorRoleSchema,
  totpEnabled: z.boolean(),
  locked: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TOperator = z.infer<typeof ZOperatorSchema>;
export const ZOperatorListSchema = z.object({ items: z.array(ZOperatorSchema) });
export type TOperatorList = z.infer<typeof ZOperatorListSchema>;
export const ZOperatorCreateSchema = z
  .object({
    username: z
      .string()
      .trim()
      .regex(/^[a-z0-9_]{3,32}$/),
    password: z.string().min(10).max(128),
    role: ZOperatorRoleSchema,
  })
  .strict();
export type TOperatorCreate = z.infer<typeof ZOperatorCreateSchema>;
export const ZOperatorUpdateSchema = z
  .object({ role: ZOperatorRoleSchema.optional(), locked: z.boolean().optional() })
  .strict();
export type TOperatorUpdate = z.infer<typeof ZOperatorUpdateSchema>;

export const ZAuditQuerySchema = z.object({
  operatorId: z.coerce.number().int().positive().optional(),
  action: z.string().trim().max(64).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TAuditQuery = z.infer<typeof ZAuditQuerySchema>;
export const ZAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  operatorId: z.number().int(),
  username: z.string(),
  ip: z.string(),
  method: z.string(),
  route: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;
export const ZAuditPageSchema = z.object({ items: z.array(ZAuditEntrySchema), total: z.number().int() });
export type TAuditPage = z.infer<typeof ZAuditPageSchema>;

/** Amounts in integer minor units; GGR = bets − wins of settled bets, NGR = GGR − bonuses and rebates. */
export const ZDashboardFiguresSchema = z.object({
  registrations: z.number().int(),
  firstDeposits: z.number().int(),
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  bets: z.number().int(),
  ggr: z.number().int(),
  ngr: z.number().int(),
});
export type TDashboardFigures = z.infer<typeof ZDashboardFiguresSchema>;
export const ZDashboardSchema = z.object({
  today: ZDashboardFiguresSchema,
  yesterday: ZDashboardFiguresSchema,
  hourly: z.array(
    z.object({
      hour: z.string(),
      deposits: z.number().int(),
      withdrawals: z.number().int(),
      bets: z.number().int(),
      ggr: z.number().int(),
    }),
  ),
  pending: z.object({ deposits: z.number().int(), withdrawals: z.number().int() }),
  onlineNow: z.number().int(),
});
export type TDashboard = z.infer<typeof ZDashboardSchema>;
