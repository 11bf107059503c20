// Delivery reports of SMS providers (decision 071): Twilio's StatusCallback (form-encoded, signed
// with X-Twilio-Signature) and the generic HTTP adapter's callback (shared secret in X-Callback-Secret).
import { z } from 'zod';

/** Twilio posts every parameter as a string; the signature covers all of them. */
export const ZTwilioStatusCallbackSchema = z.record(z.string().max(100), z.string().max(2000));

export const ZHttpSmsStatusSchema = z
  .object({
    /** our reference, given to the aggregator as {reference} */
    reference: z.uuid().optional(),
    /** or the aggregator's message id (SMS_HTTP_ID_FIELD of its send reply) */
    id: z.string().min(1).max(200).optional(),
    status: z.string().min(1).max(40),
    error: z.string().max(200).optional(),
  })
  .refine((v) => v.reference !== undefined || v.id !== undefined, {
    message: 'reference or id',
    path: ['reference'],
  });
export type THttpSmsStatus = z.infer<typeof ZHttpSmsStatusSchema>;

export const ZSmsStatusReplySchema = z.object({ recorded: z.boolean() });
export type TSmsStatusReply = z.infer<typeof ZSmsStatusReplySchema>;
