// One-click login through identity providers (issue 18, decision 028). A provider login goes
// through the same rules as a password login (login-guard.ts: lock, disabled account, wrong site;
// challenge.service.ts: second verification of an unknown IP; maintenance and blocked regions stop
// /api/identity/* in api-guards.ts); only the credential check is the provider's. A first login
// with an identity either creates a member (the affiliate code of the start is the upline, the
// site's required profile fields are asked) or links an existing account after its password.
import {
  SIGNUP_PROFILE_FIELDS,
  type TIdentityCallbackResult,
  type TIdentityLinkExistingRequest,
  type TIdentityProvider,
  type TIdentitySignupRequest,
  type TMemberIdentities,
  type TSignupProfileField,
} from '@pavilion/contracts/identity';
import {
  isFieldRequired,
  validateRegistration,
  visibleFields,
  type TLoginResult,
} from '@pavilion/contracts/auth';
import type { TFieldConfig } from '@pavilion/contracts/site';
import { MEMBER_USER_TYPE } from '@pavilion/contracts/constants';
import type { TAuthDeps, TClient } from '@/modules/auth/auth-deps.ts';
import { siteLinkOrigin } from '@/modules/site/site-origin.ts';
import { maybeStartChallenge } from '@/modules/auth/challenge.service.ts';
import { resolveUpline } from '@/modules/auth/invitation.service.ts';
import { uniqueViolation } from '@/modules/auth/register.service.ts';
import {
  credentialFailure,
  dummyPasswordHash,
  ensureMayLogIn,
  guardAttempt,
  type TAttempt,
} from '@/modules/auth/login-guard.ts';
import { completeLogin } from '@/modules/auth/login-session.ts';
import { decryptField } from '@/modules/crypto/rsa-keys.service.ts';
import * as members from '@/modules/members/members.repo.ts';
import {
  checkMobileForRegion,
  getFlags,
  getMerchantConfig,
  getRegistrationConfig,
} from '@/modules/site/site.service.ts';
import { normaliseDialingCode, normaliseMobileDigits, type TMobile } from '@/modules/messaging/mobile.ts';
import { AppError } from '@/shared/app-error.ts';
import { hashPassword, verifyPassword } from '@/shared/password.ts';
import { newToken, sha256Hex } from '@/shared/tokens.ts';
import * as repo from './identity.repo.ts';
import { finishAuthorization, startAuthorization, type TRpProvider } from './relying-party.ts';

/** How long a started login may take at the provider, and a first login's sign-up may wait. */
const FLOW_TTL_MS = 10 * 60_000;
const SIGNUP_TTL_MS = 15 * 60_000;

export type TIdentityDeps = TAuthDeps & {
  redirectUri: string;
  /** the relying party's view of a provider row (secret decrypted, in-process fetch if bundled) */
  rpProvider: (row: repo.TProviderRow) => TRpProvider;
};

/** Where a provider sends the member back to (the web app's return page). */
export const RETURN_PATH = '/auth/return';

/** `redirectUri`: the flow's own return address (the domain it started on); the site's default else. */
function rpOptions(deps: TIdentityDeps, redirectUri: string = deps.redirectUri) {
  return { redirectUri, clockSkewSeconds: deps.config.IDENTITY_CLOCK_SKEW_SECONDS };
}

/** The return address for a login started from `origin`: that origin when it is one of the site's. */
async function returnAddress(deps: TIdentityDeps, origin: string | undefined): Promise<string> {
  return `${await siteLinkOrigin(deps, origin)}${RETURN_PATH}`;
}

export async function listButtons(deps: Pick<TAuthDeps, 'db'>): Promise<TIdentityProvider[]> {
  const rows = await repo.listProviders(deps.db, { enabledOnly: true });
  return rows.map((r) => ({ slug: r.slug, displayName: r.display_name, iconUrl: r.icon_url }));
}

async function enabledProvider(deps: Pick<TAuthDeps, 'db'>, slug: string): Promise<repo.TProviderRow> {
  const row = await repo.findProviderBySlug(deps.db, slug);
  if (!row || !row.enabled) {
    throw new AppError('auth/operation-not-allowed');
  }
  return row;
}

export async function startLogin(
  deps: TIdentityDeps,
  opts: {
    provider: string;
    intent: 'login' | 'link';
    memberId: number | null;
    affiliateCode?: string | undefined;
    uiLocale?: string | undefined;
    /** the address the member started from (scheme://host[:port]) */
    origin?: string | undefined;
  },
): Promise<{ authorizationUrl: string; flowKey: string }> {
  const row = await enabledProvider(deps, opts.provider);
  const affiliateCode = opts.intent === 'login' ? opts.affiliateCode?.trim() || null : null;
  if (affiliateCode) {
    // a wrong code of the URL is told before the user leaves for the provider
    await resolveUpline(deps.db, await getFlags(deps.db), { affiliateCode });
  }
  const redirectUri = await returnAddress(deps, opts.origin);
  const started = await startAuthorization(deps.rpProvider(row), {
    ...rpOptions(deps, redirectUri),
    uiLocale: opts.uiLocale,
  });
  await repo.pruneFlows(deps.db, new Date(Date.now() - 24 * 3_600_000));
  const flowKey = newToken();
  await repo.insertFlow(deps.db, {
    state: started.state,
    providerId: row.id,
    intent: opts.intent,
    memberId: opts.intent === 'link' ? opts.memberId : null,
    codeVerifier: started.codeVerifier,
    nonce: started.nonce,
    browserKeyHash: sha256Hex(flowKey),
    affiliateCode,
    redirectUri,
  });
  return { authorizationUrl: started.url, flowKey };
}

/** The return from the provider: the state is used once; then log in, link, or offer the sign-up. */
export async function finishLogin(
  deps: TIdentityDeps,
  opts: { query: string; flowKey: string; sessionMemberId: number | null },
  client: TClient,
): Promise<TIdentityCallbackResult> {
  const { query } = opts;
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const state = params.get('state');
  const flow = state
    ? await repo.takeFlow(deps.db, state, sha256Hex(opts.flowKey), new Date(Date.now() - FLOW_TTL_MS))
    : undefined;
  // a link finishes only in the session that asked for it
  if (!flow || (flow.intent === 'link' && flow.member_id !== opts.sessionMemberId)) {
    throw new AppError('IDENTITY_STATE_INVALID');
  }
  const row = await repo.findProviderById(deps.db, flow.provider_id);
  if (!row || !row.enabled) {
    throw new AppError('auth/operation-not-allowed');
  }
  const identity = await finishAuthorization(deps.rpProvider(row), {
    ...rpOptions(deps, flow.redirect_uri ?? deps.redirectUri),
    query: params,
    state: flow.state,
    nonce: flow.nonce,
    codeVerifier: flow.code_verifier,
  });
  const linked = await repo.findIdentity(deps.db, row.id, identity.subject);
  if (flow.intent === 'link') {
    const memberId = flow.member_id;
    if (memberId === null || (linked && linked.member_id !== memberId)) {
      throw new AppError('IDENTITY_ALREADY_LINKED');
    }
    if (!linked) {
      await linkIdentity(deps, { memberId, providerId: row.id, ...identity });
    }
    return { status: 'linked', providerName: row.display_name };
  }
  if (linked) {
    const member = await members.findMemberById(deps.db, linked.member_id);
    if (!member) {
      throw new AppError('IDENTITY_STATE_INVALID');
    }
    const result = await loginMember(deps, member, client);
    await repo.touchIdentity(deps.db, row.id, identity.subject);
    return result;
  }
  return offerSignup(deps, row, identity, flow.affiliate_code);
}

async function linkIdentity(
  deps: Pick<TAuthDeps, 'db'>,
  row: { memberId: number; providerId: number; subject: string; email: string | null; name: string | null },
): Promise<void> {
  try {
    await repo.insertIdentity(deps.db, row);
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      // this identity, or another identity of the same provider, is linked already
      throw new AppError('IDENTITY_ALREADY_LINKED');
    }
    throw error;
  }
}

/** The password login's rules after its credential check, for a member the provider vouched for. */
async function loginMember(
  deps: TIdentityDeps,
  member: members.TMemberRow,
  client: TClient,
): Promise<TLoginResult> {
  const flags = await getFlags(deps.db);
  const attempt: TAttempt & { account: string } = {
    memberId: member.id,
    account: member.account,
    ip: client.ip,
    method: 'provider',
  };
  // No captcha: nothing is guessed here, the provider checked the credentials. The lock holds.
  await guardAttempt(deps, { scope: 'member', captchaOn: false, member }, {}, attempt);
  await ensureMayLogIn(deps, member, 'player', attempt);
  if (flags.LOGINIPVERF3) {
    const challenge = await maybeStartChallenge(deps, member, client);
    if (challenge) {
      return challenge;
    }
  }
  return completeLogin(deps, member, { client, method: 'provider', flags });
}

type TSignupForm = {
  /** the profile fields asked, `required` as the registration would require them */
  fields: TFieldConfig[];
  /** every enabled profile field: what a sign-up may store */
  enabled: TFieldConfig[];
  phoneCheck: 'code' | 'token' | 'none';
};

/**
 * What a provider sign-up asks: the profile fields the site's registration requires (spec §5: a
 * payment password whenever shown; a mobile number when required, or when registration verifies
 * mobile numbers by SMS — then with its code, or the phone service's token).
 */
async function signupForm(deps: Pick<TAuthDeps, 'db' | 'phone'>, smsOn: boolean): Promise<TSignupForm> {
  const config = await getRegistrationConfig(deps.db);
  const visible = new Set(visibleFields(config, 'username', smsOn).map((f) => f.field));
  const codeRequired = smsOn && visible.has('verificationCode');
  const enabled = config.filter(
    (f) => f.enabled && (SIGNUP_PROFILE_FIELDS as readonly string[]).includes(f.field),
  );
  const fields = enabled
    .map((f) => ({
      ...f,
      required: isFieldRequired(f, 'username', smsOn) || (f.field === 'mobileNum' && codeRequired),
    }))
    .filter((f) => f.required);
  const mobileAsked = fields.some((f) => f.field === 'mobileNum');
  const phoneCheck =
    mobileAsked && codeRequired ? (deps.phone.kind === 'provider-token' ? 'token' : 'code') : 'none';
  return { fields, enabled, phoneCheck };
}

async function offerSignup(
  deps: TIdentityDeps,
  row: repo.TProviderRow,
  identity: { subject: string; email: string | null; name: string | null },
  affiliateCode: string | null,
): Promise<TIdentityCallbackResult> {
  const ticket = newToken();
  await repo.insertSignup(deps.db, {
    ticketHash: sha256Hex(ticket),
    providerId: row.id,
    subject: identity.subject,
    email: identity.email,
    name: identity.name,
    affiliateCode,
  });
  return {
    status: 'signup',
    ticket,
    providerName: row.display_name,
    suggestedUsername: await suggestUsername(deps, identity),
    email: identity.email,
    ...(({ fields, phoneCheck }) => ({ fields, phoneCheck }))(
      await signupForm(deps, (await getFlags(deps.db)).REGMOBVERF3 === true),
    ),
  };
}

/** A free username from the e-mail's local part or the name: letters first, then letters/digits. */
async function suggestUsername(
  deps: Pick<TAuthDeps, 'db'>,
  identity: { email: string | null; name: string | null },
): Promise<string> {
  const source = (identity.email?.split('@')[0] ?? identity.name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const base = (/^[a-z]/.test(source) ? source : `u${source}`).slice(0, 12).padEnd(4, '0');
  for (let i = 0; i < 20; i++) {
    const candidate = i === 0 ? base : `${base.slice(0, 12)}${Math.floor(Math.random() * 9000) + 1000}`;
    if (!(await members.findMemberByAccount(deps.db, candidate))) {
      return candidate;
    }
  }
  return `${base.slice(0, 10)}${Date.now() % 1_000_000}`;
}

async function openSignup(deps: Pick<TAuthDeps, 'db'>, ticket: string) {
  const signup = await repo.findSignup(deps.db, sha256Hex(ticket), new Date(Date.now() - SIGNUP_TTL_MS));
  if (!signup) {
    throw new AppError('IDENTITY_SIGNUP_EXPIRED');
  }
  return signup;
}

/** A first login becomes a new member: no password of its own until they set one. */
export async function signup(
  deps: TIdentityDeps,
  body: TIdentitySignupRequest,
  client: TClient,
): Promise<TLoginResult> {
  const { db } = deps;
  const flags = await getFlags(db);
  if (!flags.REG3) {
    throw new AppError('FEATURE_DISABLED');
  }
  const pending = await openSignup(deps, body.ticket);
  const values: Partial<Record<TSignupProfileField, string>> = Object.fromEntries(
    Object.entries(body.values ?? {}).map(([k, v]) => [k, (v ?? '').trim() || undefined]),
  );
  if (!values.email && pending.email) {
    values.email = pending.email;
  }
  values.mobileNum = normaliseMobileDigits(values.mobileNum) || undefined;
  values.paymentPassword = body.paymentPassword
    ? decryptField(deps.keys, body.paymentPassword, 'paymentPassword').trim() || undefined
    : undefined;
  const form = await signupForm(deps, flags.REGMOBVERF3 === true);
  const config = form.enabled.map((f) => form.fields.find((asked) => asked.field === f.field) ?? f);
  const fields: Record<string, string> = {};
  for (const [field, error] of Object.entries(validateRegistration(values, config, 'username', false))) {
    fields[field] = error.code;
  }
  let phone: TMobile | null = null;
  if (values.mobileNum && !fields.mobileNum && config.some((f) => f.field === 'mobileNum')) {
    const dial = normaliseDialingCode(body.countryDialingCode);
    if (/^\+[0-9]{1,4}$/.test(dial) && (await checkMobileForRegion(db, dial, values.mobileNum))) {
      phone = { dialingCode: dial, mobile: values.mobileNum };
    } else {
      fields.mobileNum = 'auth/invalid-phone-number';
    }
  }
  if (!body.acceptTerms) {
    fields.acceptTerms = 'TERMS_NOT_ACCEPTED';
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError(
      Object.keys(fields).length === 1 && fields.acceptTerms ? 'TERMS_NOT_ACCEPTED' : 'VALIDATION_FAILED',
      {
        fields,
      },
    );
  }
  const username = body.username.trim();
  if (await members.findMemberByAccount(db, username)) {
    throw new AppError('USERNAME_TAKEN', { fields: { username: 'USERNAME_TAKEN' } });
  }
  if (phone && (await members.findMemberByMobile(db, phone.dialingCode, phone.mobile))) {
    throw new AppError('MOBILE_TAKEN', { fields: { mobileNum: 'MOBILE_TAKEN' } });
  }
  const uplineId = await resolveUpline(db, flags, { affiliateCode: pending.affiliate_code ?? undefined });
  if (phone && form.phoneCheck !== 'none') {
    // last of the checks, as at registration: a code is consumed only when all else is in order
    await deps.phone.verify({
      purpose: 'register',
      phone,
      code: body.verificationCode,
      token: body.firebaseIdToken,
    });
  }
  if (!(await repo.useSignup(db, pending.ticket_hash))) {
    throw new AppError('IDENTITY_SIGNUP_EXPIRED');
  }
  const shown = (field: TSignupProfileField) =>
    config.some((f) => f.field === field) ? (values[field] ?? null) : null;
  const paymentPassword = shown('paymentPassword');
  const { currency } = await getMerchantConfig(db);
  let created: { id: number };
  try {
    created = await members.insertMemberWithWallet(
      db,
      {
        account: username,
        nickname: pending.display_name?.slice(0, 32) || username,
        type: MEMBER_USER_TYPE,
        upline_id: uplineId,
        // unusable: the member logs in through the provider until they set a password
        password_hash: await hashPassword(newToken()),
        password_login: false,
        fund_password_hash: paymentPassword ? await hashPassword(paymentPassword) : null,
        mobile: phone?.mobile ?? null,
        dialing_code: phone?.dialingCode ?? null,
        recommender_id: shown('recommenderId'),
        email: values.email ?? null,
        payee_name: shown('payeeName'),
        qq_num: shown('qqNum'),
        line: shown('line'),
        whatsapp: shown('whatsapp'),
        facebook: shown('facebook'),
        wechat: shown('wechat'),
        id_number: shown('idNumber'),
        referral_code: pending.affiliate_code,
        register_ip: client.ip,
      },
      { balance: 0, currency },
    );
  } catch (error) {
    const taken = uniqueViolation(error);
    if (taken) {
      const field = taken.code === 'MOBILE_TAKEN' ? 'mobileNum' : 'username';
      throw new AppError(taken.code, { fields: { [field]: taken.code } });
    }
    throw error;
  }
  await linkIdentity(deps, {
    memberId: created.id,
    providerId: pending.provider_id,
    subject: pending.subject,
    email: pending.email,
    name: pending.display_name,
  });
  const member = await members.findMemberById(db, created.id);
  if (!member) {
    throw new AppError('UNKNOWN_ERROR');
  }
  return completeLogin(deps, member, { client, method: 'provider', flags });
}

/** …or links an existing account, with that account's password and the password login's rules. */
export async function linkExisting(
  deps: TIdentityDeps,
  body: TIdentityLinkExistingRequest,
  client: TClient,
): Promise<TLoginResult> {
  const pending = await openSignup(deps, body.ticket);
  const username = body.username.trim();
  const password = decryptField(deps.keys, body.password, 'password').trim();
  const member = await members.findMemberByAccount(deps.db, username);
  const attempt = { memberId: member?.id ?? null, account: username, ip: client.ip, method: 'provider-link' };
  const guard = { scope: 'member' as const, captchaOn: false, member };
  await guardAttempt(deps, guard, {}, attempt);
  const ok = await verifyPassword(member?.password_hash ?? (await dummyPasswordHash()), password);
  if (!member || !ok || !member.password_login) {
    throw await credentialFailure(deps, guard, attempt);
  }
  await ensureMayLogIn(deps, member, 'player', attempt);
  if (!(await repo.useSignup(deps.db, pending.ticket_hash))) {
    throw new AppError('IDENTITY_SIGNUP_EXPIRED');
  }
  await linkIdentity(deps, {
    memberId: member.id,
    providerId: pending.provider_id,
    subject: pending.subject,
    email: pending.email,
    name: pending.display_name,
  });
  const flags = await getFlags(deps.db);
  if (flags.LOGINIPVERF3) {
    const challenge = await maybeStartChallenge(deps, member, client);
    if (challenge) {
      return challenge;
    }
  }
  return completeLogin(deps, member, { client, method: 'provider', flags });
}

export async function memberIdentities(
  deps: Pick<TAuthDeps, 'db'>,
  memberId: number,
): Promise<TMemberIdentities> {
  const member = await members.findMemberById(deps.db, memberId);
  const linked = await repo.listMemberIdentities(deps.db, memberId);
  const buttons = await listButtons(deps);
  return {
    passwordLogin: member?.password_login ?? true,
    linked: linked.map((l) => ({
      provider: l.slug,
      providerName: l.display_name,
      email: l.email,
      linkedAt: new Date(l.linked_at).toISOString(),
    })),
    available: buttons.filter((b) => !linked.some((l) => l.slug === b.slug)),
  };
}

/** Unlinks a provider unless the account would be left without a way to log in. */
export async function unlink(
  deps: Pick<TAuthDeps, 'db'>,
  memberId: number,
  slug: string,
): Promise<TMemberIdentities> {
  const row = await repo.findProviderBySlug(deps.db, slug);
  const outcome = row ? await repo.deleteIdentityKeepingLogin(deps.db, memberId, row.id) : 'not-linked';
  if (outcome === 'not-linked') {
    throw new AppError('IDENTITY_NOT_LINKED');
  }
  if (outcome === 'last-method') {
    throw new AppError('IDENTITY_LAST_LOGIN_METHOD');
  }
  return memberIdentities(deps, memberId);
}
