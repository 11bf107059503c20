// The points forms' checks: the contracts' delivery fields and the six-digit fund password, with
// problem codes as messages (translated by the form) so the member hears about a mistake first.
import { z } from 'zod';
import { FUND_PASSWORD_PATTERN } from '@pavilion/contracts/cashier';
import { DELIVERY_PHONE_PATTERN } from '@pavilion/contracts/points';

const fundPassword = z
  .string()
  .trim()
  .min(1, 'REQUIRED')
  .regex(FUND_PASSWORD_PATTERN, 'FUND_PASSWORD_FORMAT');

export const ZRedeemFormSchema = z.object({
  quantity: z
    .string()
    .trim()
    .regex(/^[1-9][0-9]?$/, 'QUANTITY'),
  recipient: z.string().trim().min(1, 'REQUIRED').max(64, 'TOO_LONG'),
  address: z.string().trim().min(5, 'ADDRESS').max(200, 'TOO_LONG'),
  phone: z.string().trim().min(1, 'REQUIRED').regex(DELIVERY_PHONE_PATTERN, 'PHONE'),
  fundPassword,
});
export type TRedeemForm = z.infer<typeof ZRedeemFormSchema>;

/** Whole points between `min` and `max` (the balance). */
export function convertFormSchema(min: number, max: number) {
  return z.object({
    points: z
      .string()
      .trim()
      .superRefine((text, ctx) => {
        if (!/^[0-9]{1,10}$/.test(text)) {
          ctx.addIssue({ code: 'custom', message: 'POINTS_WHOLE' });
        } else if (Number(text) < min) {
          ctx.addIssue({ code: 'custom', message: 'POINTS_MIN' });
        } else if (Number(text) > max) {
          ctx.addIssue({ code: 'custom', message: 'POINTS_MAX' });
        }
      }),
    fundPassword,
  });
}
export type TConvertForm = { points: string; fundPassword: string };
