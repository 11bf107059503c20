// The cashier forms' checks, as zod schemas whose messages are problem codes (translated by the
// form): amounts in major units within limits, the six-digit fund password, bank card fields.
// They mirror the contracts so the member hears about a mistake before anything is sent.
import { z } from 'zod';
import { FUND_PASSWORD_PATTERN } from '@pavilion/contracts/cashier';
import { parseAmount } from '@pavilion/contracts/amount';
import { checkRange, type TAmountLimits } from './amount';

/** An amount text that parses (see parseAmount) and, when limits are given, lies within them. */
export function amountText(limits?: TAmountLimits) {
  return z.string().superRefine((text, ctx) => {
    const parsed = parseAmount(text);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return;
    }
    const range = limits ? checkRange(parsed.minor, limits) : null;
    if (range) {
      ctx.addIssue({ code: 'custom', message: range });
    }
  });
}

export const fundPasswordText = z
  .string()
  .trim()
  .min(1, 'REQUIRED')
  .regex(FUND_PASSWORD_PATTERN, 'FUND_PASSWORD_FORMAT');

export const ZBankCardFormSchema = z.object({
  bankName: z.string().trim().min(1, 'REQUIRED').min(2, 'NAME_LENGTH').max(64, 'NAME_LENGTH'),
  accountNumber: z
    .string()
    .transform((s) => s.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, 'REQUIRED')
        .regex(/^[0-9]{6,30}$/, 'ACCOUNT_NUMBER_FORMAT'),
    ),
  payeeName: z.string().trim().min(1, 'REQUIRED').min(2, 'NAME_LENGTH').max(64, 'NAME_LENGTH'),
});
export type TBankCardFormValues = z.input<typeof ZBankCardFormSchema>;

export function fundPasswordFormSchema(isSet: boolean) {
  return z
    .object({
      oldPassword: isSet ? fundPasswordText : z.string(),
      newPassword: fundPasswordText,
      confirmPassword: z.string().trim().min(1, 'REQUIRED'),
    })
    .refine((v) => v.newPassword === v.confirmPassword.trim(), {
      path: ['confirmPassword'],
      message: 'PASSWORD_MISMATCH',
    });
}
export type TFundPasswordFormValues = z.infer<ReturnType<typeof fundPasswordFormSchema>>;
