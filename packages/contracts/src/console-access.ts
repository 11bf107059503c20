// Operator console access (issue 15, decision 042): roles, permissions and the role matrix, and the
// schemas of the console's own endpoints (login with TOTP, me, operators, audit log, dashboard).
// Every /api/admin/* route declares one permission; the server's guard checks it against
// ROLE_PERMISSIONS, and the console hides what the operator's permissions do not allow.
import { z } from 'zod';
import { ZOperatorPasswordSchema } from './auth.ts';

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

export const PERMISSION_AREAS = [
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
  'sportsbook',
  'live',
  'kyc',
] as const;
export type TPermissionArea = (typeof PERMISSION_AREAS)[number];
export type TPermission = `${TPermissionArea}.${'read' | 'write'}`;

export const PERMISSIONS: readonly TPermission[] = PERMISSION_AREAS.flatMap((area) => [
  `${area}.read` as const,
  `${area}.write` as const,
]);
export const ZPermissionSchema = z.enum(PERMISSIONS as [TPermission, ...TPermission[]]);

/** Both permissions of each area named. */
function readWrite(...areas: TPermissionArea[]): TPermission[] {
  return areas.flatMap((area) => [`${area}.read` as const, `${area}.write` as const]);
}
function readOnly(...areas: TPermissionArea[]): TPermission[] {
  return areas.map((area) => `${area}.read` as const);
}

/** The role matrix (README "Operator console" prints it). */
export const ROLE_PERMISSIONS: Readonly<Record<TOperatorRole, readonly TPermission[]>> = {
  owner: PERMISSIONS,
  finance: [...readWrite('cashier', 'reports'), ...readOnly('members')],
  risk: [...readWrite('members', 'reports', 'sportsbook', 'live', 'kyc'), ...readOnly('cashier', 'audit')],
  support: [...readWrite('members', 'messages'), ...readOnly('cashier')],
  content: [...readWrite('content'), ...readOnly('site')],
  marketing: [...readWrite('promotions', 'loyalty', 'messages'), ...readOnly('content', 'reports')],
  auditor: readOnly(...PERMISSION_AREAS),
};

export function roleHasPermission(role: TOperatorRole, permission: TPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

// Login: password first, then (when enrolled) the TOTP step with the single-use challenge.
export const ZConsoleLoginSchema = z
  .object({
    username: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(128),
    captcha: z.string().trim().max(10).optional(),
    captchaId: z.string().max(64).optional(),
  })
  .strict();
export type TConsoleLogin = z.infer<typeof ZConsoleLoginSchema>;
export const ZConsoleLoginResultSchema = z.union([
  z.object({ token: z.string() }),
  z.object({ totpRequired: z.literal(true), challenge: z.string() }),
]);
export type TConsoleLoginResult = z.infer<typeof ZConsoleLoginResultSchema>;

/** A 6-digit TOTP code. */
export const ZTotpCodeSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{6}$/, 'totpCode');
/** A recovery code: `xxxx-xxxx`, lowercase letters and digits. */
export const ZRecoveryCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{4}-[a-z0-9]{4}$/, 'recoveryCode');
export const ZTotpLoginSchema = z
  .object({
    challenge: z.string().min(1).max(128),
    code: z.union([ZTotpCodeSchema, ZRecoveryCodeSchema]),
  })
  .strict();
export type TTotpLogin = z.infer<typeof ZTotpLoginSchema>;
export const ZTokenResultSchema = z.object({ token: z.string() });

export const ZOperatorMeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: ZOperatorRoleSchema,
  permissions: z.array(ZPermissionSchema),
  totpEnabled: z.boolean(),
  mustChangePassword: z.boolean(),
  /** an owner reset the operator's lost TOTP: the console sends them to enrol again */
  mustEnrolTotp: z.boolean(),
});
export type TOperatorMe = z.infer<typeof ZOperatorMeSchema>;

export const ZTotpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TTotpSetup = z.infer<typeof ZTotpSetupSchema>;
export const ZTotpConfirmSchema = z.object({ code: ZTotpCodeSchema }).strict();
export type TTotpConfirm = z.infer<typeof ZTotpConfirmSchema>;
export const RECOVERY_CODE_COUNT = 10;
export const ZTotpConfirmResultSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type TTotpConfirmResult = z.infer<typeof ZTotpConfirmResultSchema>;

// Operator management (operators.read / operators.write).
export const ZOperatorUsernameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{3,32}$/, 'operatorUsername');
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
export const ZOperatorsSchema = z.object({ items: z.array(ZOperatorSchema) });
export type TOperators = z.infer<typeof ZOperatorsSchema>;
export const ZOperatorCreateSchema = z
  .object({ username: ZOperatorUsernameSchema, password: ZOperatorPasswordSchema, role: ZOperatorRoleSchema })
  .strict();
export type TOperatorCreate = z.infer<typeof ZOperatorCreateSchema>;
export const ZOperatorUpdateSchema = z
  .object({ role: ZOperatorRoleSchema.optional(), locked: z.boolean().optional() })
  .strict();
export type TOperatorUpdate = z.infer<typeof ZOperatorUpdateSchema>;
export const ZOperatorIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
/** POST /api/admin/operators/:id/reset-totp (owner): why the two-factor is cleared, for the audit log. */
export const ZOperatorTotpResetSchema = z.object({ reason: z.string().trim().min(3).max(200) }).strict();
export type TOperatorTotpReset = z.infer<typeof ZOperatorTotpResetSchema>;

// Audit log (audit.read): every mutating admin call, append-only.
export const AUDIT_PAGE_SIZE = 20;
export const ZAuditQuerySchema = z
  .object({
    operatorId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    action: z.string().trim().min(1).max(100).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
  })
  .strict();
export type TAuditQuery = z.infer<typeof ZAuditQuerySchema>;
export const ZAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  operatorId: z.number().int().nullable(),
  username: z.string().nullable(),
  ip: z.string().nullable(),
  method: z.string(),
  route: z.string(),
  /** `<METHOD> <route pattern>`, e.g. `PUT /api/admin/maintenance` */
  action: z.string(),
  /** the route's parameters (e.g. `id=7`), or null */
  target: z.string().nullable(),
  /** the HTTP status of the answer: the log keeps refused and failed attempts too */
  status: z.number().int(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;
export const ZAuditPageSchema = z.object({ items: z.array(ZAuditEntrySchema), total: z.number().int() });
export type TAuditPage = z.infer<typeof ZAuditPageSchema>;

// Dashboard (reports.read): amounts are integer minor units.
export const ZDashboardFiguresSchema = z.object({
  registrations: z.number().int(),
  firstDeposits: z.number().int(),
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  bets: z.number().int(),
  /** bets − wins of the bets settled in the period */
  ggr: z.number().int(),
  /** GGR − bonuses and rebates paid in the period */
  ngr: z.number().int(),
});
export type TDashboardFigures = z.infer<typeof ZDashboardFiguresSchema>;
export const ZDashboardHourSchema = z.object({
  hour: z.string(),
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  bets: z.number().int(),
  ggr: z.number().int(),
});
export type TDashboardHour = z.infer<typeof ZDashboardHourSchema>;
export const ZDashboardSchema = z.object({
  today: ZDashboardFiguresSchema,
  yesterday: ZDashboardFiguresSchema,
  /** today's 24 hours (UTC), oldest first */
  hourly: z.array(ZDashboardHourSchema),
  pending: z.object({ deposits: z.number().int(), withdrawals: z.number().int() }),
  onlineNow: z.number().int(),
});
export type TDashboard = z.infer<typeof ZDashboardSchema>;
