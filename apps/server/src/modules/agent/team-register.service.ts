// Register account (`registerCenter`, issue 12): an agent opens a downline player or agent under
// itself. The site's player registration rules apply (register.service.ts `validate`: the per-site
// field config, the fixed default password, the mobile's region, uniqueness) minus what cannot
// apply to an account opened by a signed-in agent (captcha, SMS code, invitation codes: the agent
// is the upline). Which types an agent may open: DOWNLINE_TYPES in contracts (decision 024).
import { randomInt } from 'node:crypto';
import {
  agentRegisterConfig,
  downlineTypesOf,
  type TAgentRegisterOptions,
  type TAgentRegisterReply,
  type TAgentRegisterRequest,
} from '@pavilion/contracts/agent-team';
import type { TRegisterValues } from '@pavilion/contracts/auth';
import { visibleFields } from '@pavilion/contracts/auth';
import { isAgentType } from '@pavilion/contracts/constants';
import type { TRegistrationField } from '@pavilion/contracts/site';
import type { TAuthDeps, TClient } from '@/modules/auth/auth-deps.ts';
import { uniqueViolation, validate } from '@/modules/auth/register.service.ts';
import { decryptField } from '@/modules/crypto/rsa-keys.service.ts';
import * as members from '@/modules/members/members.repo.ts';
import { getMerchantConfig, getRegistrationConfig } from '@/modules/site/site.service.ts';
import { normaliseMobileDigits } from '@/modules/messaging/mobile.ts';
import { AppError } from '@/shared/app-error.ts';
import { hashPassword } from '@/shared/password.ts';
import type { TAgentPrincipal } from './agent-guard.ts';

const nonEmpty = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

export async function registerOptions(
  deps: TAuthDeps,
  agent: TAgentPrincipal,
): Promise<TAgentRegisterOptions> {
  const config = agentRegisterConfig(await getRegistrationConfig(deps.db));
  const me = await members.findMemberById(deps.db, agent.agentId);
  return {
    types: [...downlineTypesOf(agent.type)],
    fields: visibleFields(config, 'username', false),
    affiliateCode: me?.affiliate_code ?? null,
  };
}

function valuesOf(deps: TAuthDeps, body: TAgentRegisterRequest): TRegisterValues {
  const secret = (value: string | undefined, field: string) =>
    value ? decryptField(deps.keys, value, field).trim() : undefined;
  return {
    username: nonEmpty(body.username),
    password: secret(body.password, 'password') ?? '',
    confirmPassword: secret(body.confirmPassword, 'confirmPassword') ?? '',
    paymentPassword: secret(body.paymentPassword, 'paymentPassword'),
    payeeName: nonEmpty(body.payeeName),
    email: nonEmpty(body.email),
    qqNum: nonEmpty(body.qqNum),
    mobileNum: normaliseMobileDigits(body.mobileNum) || undefined,
    countryDialingCode: nonEmpty(body.countryDialingCode),
    line: nonEmpty(body.line),
    whatsapp: nonEmpty(body.whatsapp),
    facebook: nonEmpty(body.facebook),
    wechat: nonEmpty(body.wechat),
    idNumber: nonEmpty(body.idNumber),
  };
}

/** An agent's own invitation code: its account in capitals, or with digits when that is taken. */
async function newAffiliateCode(deps: TAuthDeps, account: string): Promise<string> {
  for (let i = 0; i < 8; i++) {
    const code = i === 0 ? account.toUpperCase() : `${account.toUpperCase()}${randomInt(100, 10_000)}`;
    if (!(await members.findMemberByAffiliateCode(deps.db, code))) {
      return code;
    }
  }
  throw new AppError('UNKNOWN_ERROR');
}

export async function registerDownline(
  deps: TAuthDeps,
  agent: TAgentPrincipal,
  body: TAgentRegisterRequest,
  client: TClient,
): Promise<TAgentRegisterReply> {
  const { db } = deps;
  if (!downlineTypesOf(agent.type).includes(body.type)) {
    throw new AppError('VALIDATION_FAILED', { fields: { type: 'VALIDATION_FAILED' } });
  }
  const values = valuesOf(deps, body);
  const config = agentRegisterConfig(await getRegistrationConfig(db));
  const visible = new Set(visibleFields(config, 'username', false).map((f) => f.field));
  const phone = await validate(deps, values, {
    config,
    visible,
    mode: 'username',
    smsOn: false,
    acceptTerms: true,
  });
  const shown = (field: TRegistrationField) => (visible.has(field) ? values[field] : undefined) ?? null;
  const account = values.username ?? '';
  if (await members.findMemberByAccount(db, account)) {
    throw new AppError('USERNAME_TAKEN', { fields: { username: 'USERNAME_TAKEN' } });
  }
  if (phone && (await members.findMemberByMobile(db, phone.dialingCode, phone.mobile))) {
    throw new AppError('MOBILE_TAKEN', { fields: { mobileNum: 'MOBILE_TAKEN' } });
  }
  const paymentPassword = shown('paymentPassword');
  const affiliateCode = isAgentType(body.type) ? await newAffiliateCode(deps, account) : null;
  const { currency } = await getMerchantConfig(db);
  try {
    const created = await members.insertMemberWithWallet(
      db,
      {
        account,
        nickname: body.nickname || account,
        type: body.type,
        upline_id: agent.agentId,
        affiliate_code: affiliateCode,
        password_hash: await hashPassword(values.password ?? ''),
        fund_password_hash: paymentPassword ? await hashPassword(paymentPassword) : null,
        mobile: phone?.mobile ?? null,
        dialing_code: phone?.dialingCode ?? null,
        email: shown('email'),
        payee_name: shown('payeeName'),
        qq_num: shown('qqNum'),
        line: shown('line'),
        whatsapp: shown('whatsapp'),
        facebook: shown('facebook'),
        wechat: shown('wechat'),
        id_number: shown('idNumber'),
        register_ip: client.ip,
      },
      { balance: 0, currency },
    );
    return { id: Number(created.id), account, type: body.type, affiliateCode };
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}
