// The register-account form's rules (pure): which inputs it shows (the site's registration config
// as the agent form applies it, contracts agentRegisterConfig) and the same validateRegistration
// the player registration and the server run; the request body with the secrets encrypted.
import type { TAgentRegisterOptions, TAgentRegisterRequest } from '@pavilion/contracts/agent-team';
import { validateRegistration, type TRegisterValues } from '@pavilion/contracts/auth';
import type { TFieldConfig, TRegistrationField } from '@pavilion/contracts/site';

export type TFormField = TAgentRegisterOptions['fields'][number];

/** Inputs after username, password and confirmation, in the config's order. */
export const SECRET_FIELDS: readonly string[] = ['password', 'confirmPassword', 'paymentPassword'];
const FIXED: readonly string[] = ['username', 'password', 'confirmPassword'];

export function extraFields(fields: TFormField[]): TFormField[] {
  return fields.filter((f) => !FIXED.includes(f.field));
}

export type TFormValues = Record<string, string>;

/** Field → error code ('REQUIRED', 'PASSWORD_MISMATCH', 'pattern.<ID>'); empty when valid. */
export function validateForm(values: TFormValues, fields: TFormField[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const found = validateRegistration(values as TRegisterValues, fields as TFieldConfig[], 'username', false);
  for (const [field, error] of Object.entries(found)) {
    errors[field] = error.code;
  }
  if (!(values.username ?? '').trim()) {
    errors.username = 'REQUIRED';
  }
  return errors;
}

/** Bounds of a field's pattern message. */
export function boundsOf(fields: TFormField[], field: string) {
  const f = fields.find((x) => x.field === field);
  return { minLength: f?.minLength ?? null, maxLength: f?.maxLength ?? null };
}

export async function requestBody(
  values: TFormValues,
  type: number,
  fields: TFormField[],
  encrypt: (plain: string) => Promise<string>,
): Promise<TAgentRegisterRequest> {
  const body: Record<string, unknown> = {
    type,
    username: (values.username ?? '').trim(),
    password: await encrypt((values.password ?? '').trim()),
    confirmPassword: await encrypt((values.confirmPassword ?? '').trim()),
  };
  const nickname = (values.nickname ?? '').trim();
  if (nickname) {
    body.nickname = nickname;
  }
  for (const f of extraFields(fields)) {
    const value = (values[f.field] ?? '').trim();
    if (!value) {
      continue;
    }
    body[f.field as TRegistrationField] = SECRET_FIELDS.includes(f.field) ? await encrypt(value) : value;
  }
  return body as TAgentRegisterRequest;
}
