import { describe, expect, it } from 'vitest';
import {
  OPERATOR_ROLES,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  ZTotpLoginSchema,
  roleHasPermission,
} from './console-access.ts';

describe('console access matrix', () => {
  it('gives the owner every permission and the auditor every read and no write', () => {
    expect(ROLE_PERMISSIONS.owner).toEqual(PERMISSIONS);
    expect([...ROLE_PERMISSIONS.auditor].sort()).toEqual(
      PERMISSIONS.filter((p) => p.endsWith('.read')).sort(),
    );
  });

  it('grants the contract rows', () => {
    expect(roleHasPermission('finance', 'cashier.write')).toBe(true);
    expect(roleHasPermission('finance', 'members.write')).toBe(false);
    expect(roleHasPermission('risk', 'audit.read')).toBe(true);
    expect(roleHasPermission('risk', 'cashier.write')).toBe(false);
    expect(roleHasPermission('support', 'messages.write')).toBe(true);
    expect(roleHasPermission('content', 'site.write')).toBe(false);
    expect(roleHasPermission('marketing', 'content.read')).toBe(true);
    expect(roleHasPermission('marketing', 'content.write')).toBe(false);
  });

  it('keeps operators and audit to the owner (writes) and the reading roles', () => {
    const writers = OPERATOR_ROLES.filter((role) => roleHasPermission(role, 'operators.write'));
    expect(writers).toEqual(['owner']);
  });

  it('accepts a TOTP code or a recovery code and nothing else', () => {
    expect(ZTotpLoginSchema.safeParse({ challenge: 'c', code: '123456' }).success).toBe(true);
    expect(ZTotpLoginSchema.safeParse({ challenge: 'c', code: 'ab12-cd34' }).success).toBe(true);
    expect(ZTotpLoginSchema.safeParse({ challenge: 'c', code: '12345' }).success).toBe(false);
    expect(ZTotpLoginSchema.safeParse({ challenge: 'c', code: 'ab12cd34' }).success).toBe(false);
  });
});
