// Where a failed submission's message goes: per-field codes the server names (VALIDATION_FAILED
// with `fields`, or a code that belongs to one field) onto those fields, anything else above the
// form.
import { ApiError } from '@/shared/api/http';

/** The form field a catalogue code is about, when it is about one. */
const CODE_FIELDS: Record<string, string> = {
  FUND_PASSWORD_WRONG: 'fundPassword',
  OLD_PASSWORD_WRONG: 'oldPassword',
  PASSWORD_MISMATCH: 'confirmPassword',
  PASSWORD_REUSED: 'newPassword',
  PAYEE_NAME_FIXED: 'payeeName',
  AMOUNT_OUT_OF_RANGE: 'amount',
  INSUFFICIENT_FUNDS: 'amount',
  DEPOSIT_LIMIT_EXCEEDED: 'amount',
  PROOF_INVALID: 'proofImage',
};

export type TPlacedError = { field: string; code: string };

/** The field errors to set (only for fields the form has) from a failed call. */
export function fieldErrorsOf(error: unknown, formFields: readonly string[]): TPlacedError[] {
  if (!(error instanceof ApiError)) {
    return [];
  }
  const placed: TPlacedError[] = [];
  for (const [field, code] of Object.entries(error.fields)) {
    const target = field === 'confirmNewPassword' ? 'confirmPassword' : field;
    if (formFields.includes(target)) {
      placed.push({ field: target, code: `server.${code}` });
    }
  }
  const own = CODE_FIELDS[error.code];
  if (placed.length === 0 && own && formFields.includes(own)) {
    placed.push({ field: own, code: `errors.${error.code}` });
  }
  return placed;
}

/**
 * Shows a failed submission: each field error the form has goes on its field (`onField`, the form's
 * setError), and when none does, the whole error goes above the form (`onForm`).
 */
export function showSubmitError<TField extends string>(
  error: unknown,
  formFields: readonly TField[],
  onField: (field: TField, error: { message: string }) => void,
  onForm: (error: unknown) => void,
): void {
  const placed = fieldErrorsOf(error, formFields);
  for (const p of placed) {
    onField(p.field as TField, { message: p.code });
  }
  if (placed.length === 0) {
    onForm(error);
  }
}
