// Field configuration → registration form model (spec §3 registration field configuration, §5).
// Which fields show, in what order, how each is typed and required, how the form validates (the
// contracts' validateRegistration, the same function the server runs, plus the region's mobile
// length and the terms box) and how the request body is built.
import {
  isFieldRequired,
  validateRegistration,
  visibleFields,
  type TRegisterMode,
  type TRegisterRequest,
} from '@pavilion/contracts/auth';
import type { TCountry, TFieldConfig, TRegistrationField } from '@pavilion/contracts/site';
import { mobileDigits, mobileError } from './mobile';

export type TRegisterFieldKind = 'text' | 'password' | 'email' | 'mobile' | 'code' | 'captcha';
export type TRegisterFieldModel = {
  field: TRegistrationField;
  kind: TRegisterFieldKind;
  required: boolean;
  config: TFieldConfig;
  autoComplete: string;
  numeric: boolean;
};
export type TRegisterFormValues = Record<TRegistrationField, string> & {
  countryDialingCode: string;
  acceptTerms: boolean;
};
export type TRegisterErrors = Partial<Record<TRegistrationField | 'acceptTerms', string>>;
export type TRegisterContext = {
  config: TFieldConfig[];
  mode: TRegisterMode;
  sms: boolean;
  forceAffiliate: boolean;
};

const PASSWORD_FIELDS: TRegistrationField[] = ['password', 'confirmPassword', 'paymentPassword'];
const AUTOCOMPLETE: Partial<Record<TRegistrationField, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  email: 'email',
  mobileNum: 'tel-national',
  verificationCode: 'one-time-code',
  payeeName: 'name',
};

/** The configuration in force: a failed affiliate check shows the code input even when disabled (spec §4). */
export function effectiveConfig(config: TFieldConfig[], forceAffiliate: boolean): TFieldConfig[] {
  return forceAffiliate
    ? config.map((f) => (f.field === 'affiliateCode' ? { ...f, enabled: true } : f))
    : config;
}

function kindOf(field: TRegistrationField): TRegisterFieldKind {
  if (PASSWORD_FIELDS.includes(field)) {
    return 'password';
  }
  switch (field) {
    case 'email':
      return 'email';
    case 'mobileNum':
      return 'mobile';
    case 'verificationCode':
      return 'code';
    case 'captcha':
      return 'captcha';
    default:
      return 'text';
  }
}

/** A shown SMS code is sent to a number, so the number is needed too (the server asks the same). */
function codeNeedsMobile(visible: TFieldConfig[], ctx: TRegisterContext): boolean {
  return ctx.sms && visible.some((f) => f.field === 'verificationCode');
}

/** The fields to render, in order: configuration order, but a mobile registration starts with the number and its code. */
export function registerFieldModels(ctx: TRegisterContext): TRegisterFieldModel[] {
  const config = effectiveConfig(ctx.config, ctx.forceAffiliate);
  const visible = visibleFields(config, ctx.mode, ctx.sms);
  const needsMobile = codeNeedsMobile(visible, ctx);
  const fields = visible.map((f) => ({
    field: f.field,
    kind: kindOf(f.field),
    required: isFieldRequired(f, ctx.mode, ctx.sms) || (f.field === 'mobileNum' && needsMobile),
    config: f,
    autoComplete: AUTOCOMPLETE[f.field] ?? (kindOf(f.field) === 'password' ? 'new-password' : 'off'),
    numeric: f.patternId === 'DIGITS',
  }));
  if (ctx.mode !== 'mobile') {
    return fields;
  }
  const first = (f: TRegisterFieldModel) =>
    f.field === 'mobileNum' ? 0 : f.field === 'verificationCode' ? 1 : 2;
  return [...fields].sort((a, b) => first(a) - first(b));
}

export function emptyRegisterValues(
  fields: readonly TRegistrationField[],
  dialingCode: string,
  affiliateCode: string,
): TRegisterFormValues {
  const values = Object.fromEntries(fields.map((f) => [f, ''])) as Record<TRegistrationField, string>;
  return { ...values, affiliateCode, countryDialingCode: dialingCode, acceptTerms: true };
}

/** Validates the whole form; values are field → error code (translated at render). */
export function validateRegisterForm(
  values: TRegisterFormValues,
  ctx: TRegisterContext,
  country: TCountry | undefined,
): TRegisterErrors {
  const config = effectiveConfig(ctx.config, ctx.forceAffiliate);
  const errors: TRegisterErrors = {};
  for (const [field, error] of Object.entries(validateRegistration(values, config, ctx.mode, ctx.sms))) {
    errors[field as TRegistrationField] = error.code;
  }
  const visible = visibleFields(config, ctx.mode, ctx.sms);
  const showsMobile = visible.some((f) => f.field === 'mobileNum');
  if (showsMobile && !errors.mobileNum && values.mobileNum.trim()) {
    const regional = mobileError(values.mobileNum, country);
    if (regional) {
      errors.mobileNum = regional;
    }
  }
  if (showsMobile && !errors.mobileNum && !values.mobileNum.trim() && codeNeedsMobile(visible, ctx)) {
    errors.mobileNum = 'REQUIRED';
  }
  if (!values.acceptTerms) {
    errors.acceptTerms = 'validation.terms';
  }
  return errors;
}

type TRequestExtras = {
  captchaId: string | null;
  href: string;
  hostname: string;
  /** a member's referral code from the invitation link (?referralCode=, decision 035) */
  referralCode?: string | undefined;
};

/** The PUT register body: visible, non-empty fields only; password fields encrypted. */
export async function buildRegisterRequest(
  values: TRegisterFormValues,
  ctx: TRegisterContext,
  extras: TRequestExtras,
  encrypt: (plain: string) => Promise<string>,
): Promise<TRegisterRequest> {
  const body: Record<string, unknown> = {
    acceptTerms: values.acceptTerms,
    login: true,
    registerMethod: 'WEB',
    registerUrl: extras.href,
    domain: extras.hostname,
  };
  for (const model of registerFieldModels(ctx)) {
    const raw = values[model.field] ?? '';
    const value = model.kind === 'mobile' ? mobileDigits(raw) : raw.trim();
    if (!value) {
      continue;
    }
    body[model.field] = model.kind === 'password' ? await encrypt(value) : value;
    if (model.kind === 'mobile') {
      body.countryDialingCode = values.countryDialingCode;
    }
    if (model.kind === 'captcha' && extras.captchaId) {
      body.captchaId = extras.captchaId;
    }
  }
  const referralCode = extras.referralCode?.trim();
  if (referralCode && !body.referralCode) {
    body.referralCode = referralCode;
  }
  return body as TRegisterRequest;
}
