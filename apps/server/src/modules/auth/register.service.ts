// PUT /api/auth/register and /register-mobile (spec §4 "Registration"): the same per-site field
// rules as the browser (validateRegistration from contracts), then captcha, uniqueness,
// invitation code and SMS code, then the member with an empty wallet, logged in by default.
// Only fields the site shows are validated, so only those are stored; invitation codes are the
// exception (checked against the agents whether shown or not).
import { randomInt } from 'node:crypto';
import {
  visibleFields,
  validateRegistration,
  type TRegisterMode,
  type TRegisterRequest,
  type TRegisterResult,
  type TRegisterValues,
} from '@pavilion/contracts/auth';
import { FIXED_DEFAULT_PASSWORD, MEMBER_USER_TYPE } from '@pavilion/contracts/constants';
import type { TFieldConfig, TRegistrationField } from '@pavilion/contracts/site';
import { checkCaptcha } from '@/modules/captcha/captcha.service.ts';
import { decryptField } from '@/modules/crypto/rsa-keys.service.ts';
import { findReferrer, recordReferral } from '@/modules/loyalty/referral.service.ts';
import * as members from '@/modules/members/members.repo.ts';
import {
  checkMobileForRegion,
  getFlags,
  getMerchantConfig,
  getRegistrationConfig,
} from '@/modules/site/site.service.ts';
import { normaliseDialingCode, normaliseMobileDigits, type TMobile } from '@/modules/messaging/mobile.ts';
import { AppError } from '@/shared/app-error.ts';
import { hashPassword } from '@/shared/password.ts';
import type { TAuthDeps, TClient } from './auth-deps.ts';
import { resolveUpline } from './invitation.service.ts';
import { completeLogin } from './login-session.ts';

const nonEmpty = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

function valuesOf(deps: TAuthDeps, body: TRegisterRequest): TRegisterValues {
  return {
    username: nonEmpty(body.username),
    password: decryptField(deps.keys, body.password, 'password').trim(),
    confirmPassword: decryptField(deps.keys, body.confirmPassword, 'confirmPassword').trim(),
    paymentPassword: body.paymentPassword
      ? decryptField(deps.keys, body.paymentPassword, 'paymentPassword').trim()
      : undefined,
    payeeName: nonEmpty(body.payeeName),
    email: nonEmpty(body.email),
    qqNum: nonEmpty(body.qqNum),
    mobileNum: normaliseMobileDigits(body.mobileNum) || undefined,
    countryDialingCode: nonEmpty(body.countryDialingCode),
    recommenderId: nonEmpty(body.recommenderId),
    captcha: nonEmpty(body.captcha),
    verificationCode: nonEmpty(body.verificationCode),
    affiliateCode: nonEmpty(body.affiliateCode),
    line: nonEmpty(body.line),
    whatsapp: nonEmpty(body.whatsapp),
    facebook: nonEmpty(body.facebook),
    wechat: nonEmpty(body.wechat),
    idNumber: nonEmpty(body.idNumber),
    referralCode: nonEmpty(body.referralCode),
  };
}

/**
 * Field errors as {field: code}; throws TERMS_NOT_ACCEPTED alone or VALIDATION_FAILED with all.
 * The agent centre's "register account" applies the same rules (modules/agent/team-register.service.ts).
 */
export async function validate(
  deps: TAuthDeps,
  values: TRegisterValues,
  rules: {
    config: TFieldConfig[];
    visible: Set<TRegistrationField>;
    mode: TRegisterMode;
    smsOn: boolean;
    acceptTerms: boolean;
    /** the phone service's token stands in for our code: the verifier asks for it (issue 18) */
    codeByToken?: boolean;
  },
): Promise<TMobile | null> {
  const { config, visible, mode, smsOn } = rules;
  const fields: Record<string, string> = {};
  for (const [field, error] of Object.entries(validateRegistration(values, config, mode, smsOn))) {
    fields[field] = error.code;
  }
  if (rules.codeByToken) {
    delete fields.verificationCode;
  }
  if (!fields.password && values.password === FIXED_DEFAULT_PASSWORD) {
    fields.password = 'PASSWORD_NOT_ALLOWED';
  }
  let phone: TMobile | null = null;
  if (values.mobileNum && visible.has('mobileNum') && !fields.mobileNum) {
    const dial = normaliseDialingCode(values.countryDialingCode);
    if (await checkMobileForRegion(deps.db, dial, values.mobileNum)) {
      phone = { dialingCode: dial, mobile: values.mobileNum };
    } else {
      fields.mobileNum = 'auth/invalid-phone-number';
    }
  }
  if (smsOn && visible.has('verificationCode') && !phone && !fields.mobileNum) {
    fields.mobileNum = 'REQUIRED'; // the code is sent to a mobile number, so there must be one
  }
  if (!rules.acceptTerms) {
    fields.acceptTerms = 'TERMS_NOT_ACCEPTED';
  }
  const keys = Object.keys(fields);
  if (keys.length === 1 && keys[0] === 'acceptTerms') {
    throw new AppError('TERMS_NOT_ACCEPTED', { fields });
  }
  if (keys.length > 0) {
    throw new AppError('VALIDATION_FAILED', { fields });
  }
  return phone;
}

/** Mobile-mode accounts without a chosen username are named after the number: m12345678. */
async function generateAccount(deps: TAuthDeps, phone: TMobile): Promise<string> {
  for (let i = 0; i < 8; i++) {
    const candidate = i === 0 ? `m${phone.mobile}` : `m${phone.mobile}${randomInt(10, 1000)}`;
    if (!(await members.findMemberByAccount(deps.db, candidate))) {
      return candidate;
    }
  }
  throw new AppError('USERNAME_TAKEN');
}

export function uniqueViolation(error: unknown): AppError | null {
  const e = error as { code?: string; constraint?: string; detail?: string; message?: string };
  if (e?.code !== '23505') {
    return null;
  }
  const where = `${e.constraint ?? ''} ${e.detail ?? ''} ${e.message ?? ''}`;
  return new AppError(where.includes('mobile') ? 'MOBILE_TAKEN' : 'USERNAME_TAKEN');
}

export async function register(
  deps: TAuthDeps,
  mode: TRegisterMode,
  body: TRegisterRequest,
  client: TClient,
): Promise<TRegisterResult> {
  const { db } = deps;
  const flags = await getFlags(db);
  if (!flags.REG3 || !flags[mode === 'mobile' ? 'MOBILENUMREG3' : 'USERNAMEREG3']) {
    throw new AppError('FEATURE_DISABLED');
  }
  const smsOn = flags.REGMOBVERF3 === true;
  const values = valuesOf(deps, body);
  const config = await getRegistrationConfig(db);
  const visible = new Set(visibleFields(config, mode, smsOn).map((f) => f.field));
  const codeByToken = deps.phone.kind === 'provider-token';
  const phone = await validate(deps, values, {
    config,
    visible,
    mode,
    smsOn,
    acceptTerms: body.acceptTerms,
    codeByToken,
  });
  const shown = (field: TRegistrationField) => (visible.has(field) ? values[field] : undefined) ?? null;

  if (visible.has('captcha')) {
    await checkCaptcha(db, body.captchaId, body.captcha);
  }
  const username = shown('username');
  if (username && (await members.findMemberByAccount(db, username))) {
    throw new AppError('USERNAME_TAKEN', { fields: { username: 'USERNAME_TAKEN' } });
  }
  if (phone && (await members.findMemberByMobile(db, phone.dialingCode, phone.mobile))) {
    throw new AppError('MOBILE_TAKEN', { fields: { mobileNum: 'MOBILE_TAKEN' } });
  }
  // Invitation codes count even when their input is hidden: they usually arrive in the link.
  // A member's referral code (loyalty, decision 035) is not an agent's: it records the referral
  // and leaves the upline to the affiliate code.
  const referrerId = await findReferrer(db, flags, values.referralCode);
  const uplineId = await resolveUpline(db, flags, {
    affiliateCode: values.affiliateCode,
    referralCode: referrerId === undefined ? values.referralCode : undefined,
  });
  if (smsOn && phone && visible.has('verificationCode')) {
    // Last of the checks: a code is consumed only when everything else is in order. Our code, or
    // the phone service's token (spec §3 firebaseChannel/firebaseIdToken), through the adapter.
    await deps.phone.verify({
      purpose: 'register',
      phone,
      code: values.verificationCode,
      token: body.firebaseIdToken,
    });
  }
  const account = username ?? (phone ? await generateAccount(deps, phone) : null);
  if (!account) {
    throw new AppError('VALIDATION_FAILED', { fields: { username: 'REQUIRED' } });
  }
  const paymentPassword = shown('paymentPassword');
  const { currency } = await getMerchantConfig(db);
  let created: { id: number };
  try {
    created = await members.insertMemberWithWallet(
      db,
      {
        account,
        nickname: account,
        type: MEMBER_USER_TYPE,
        upline_id: uplineId,
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
        recommender_id: shown('recommenderId'),
        referral_code: values.referralCode ?? values.affiliateCode ?? null,
        register_ip: client.ip,
        register_domain: nonEmpty(body.domain) ?? null,
      },
      { balance: 0, currency },
    );
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
  if (referrerId !== undefined) {
    await recordReferral(db, referrerId, created.id);
  }
  if (body.login === false) {
    return { status: 'registered', account };
  }
  const member = await members.findMemberById(db, created.id);
  if (!member) {
    throw new AppError('UNKNOWN_ERROR');
  }
  return completeLogin(deps, member, { client, method: 'register', flags });
}
