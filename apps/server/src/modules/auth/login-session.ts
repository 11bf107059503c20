// The end of every successful login path (password, SMS, second verification, registration,
// reset by phone, free play): record the login, open a session, answer the 'ok' result.
import { TRIAL_USER_TYPE } from '@pavilion/contracts/constants';
import type { TLoginResult } from '@pavilion/contracts/auth';
import { getMemberInfo } from '@/modules/members/members.service.ts';
import * as members from '@/modules/members/members.repo.ts';
import { createSession } from '@/modules/sessions/sessions.service.ts';
import type { TAuthDeps, TClient } from './auth-deps.ts';
import * as repo from './auth.repo.ts';
import { isPasswordExpired, mustChangePassword } from './login-rules.ts';

export type TLoginOk = Extract<TLoginResult, { status: 'ok' }>;
export type TLoginMethod = 'username' | 'sms' | 'register' | 'reset-phone' | 'free-play' | 'provider';
type TFlags = Record<string, boolean>;

/** Opens a session for a member and shapes the 'ok' result with the given login flags. */
export async function issueLoginResult(
  deps: Pick<TAuthDeps, 'db' | 'config'>,
  member: { id: number; type: number },
  client: TClient,
  flags: { firstTimeLogin: boolean; passwordExpired: boolean; mustChangePassword: boolean },
): Promise<TLoginOk> {
  const token = await createSession(deps.db, deps.config, {
    kind: member.type === TRIAL_USER_TYPE ? 'trial' : 'member',
    memberId: member.id,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  return { status: 'ok', token, ...flags, member: await getMemberInfo(deps.db, member.id) };
}

/** Records a successful login (counters, known IP, attempt log) and opens its session. */
export async function completeLogin(
  deps: Pick<TAuthDeps, 'db' | 'config'>,
  member: members.TMemberRow,
  opts: { client: TClient; method: TLoginMethod; flags: TFlags },
): Promise<TLoginOk> {
  const { db, config } = deps;
  const passwordExpired = isPasswordExpired(member.password_changed_at, config.PASSWORD_MAX_AGE_DAYS);
  const result = {
    firstTimeLogin: member.login_count === 0,
    passwordExpired,
    mustChangePassword: mustChangePassword({
      // like SMS, a provider login typed no password: no forced change (spec §4)
      method: opts.method === 'sms' || opts.method === 'provider' ? 'sms' : 'password',
      mustChangeFlag: member.must_change_password,
      passwordExpired,
      forceExpiredChange: opts.flags.PWDEXPFORCECHANGE3 === true,
    }),
  };
  await members.recordLoginSuccess(db, member.id, opts.client.ip, opts.client.language);
  await repo.addKnownIp(db, member.id, opts.client.ip);
  await repo.insertLoginAttempt(db, {
    memberId: member.id,
    account: member.account,
    ip: opts.client.ip,
    method: opts.method,
    success: true,
    reason: null,
    deviceId: opts.client.deviceId ?? null,
  });
  return issueLoginResult(deps, member, opts.client, result);
}
