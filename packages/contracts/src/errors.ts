// The error reply every API error has: {error:{code,message,fields?}}; the web translates by code
// (the codes are error-catalogue.ts, re-exported here).
import { z } from 'zod';

export * from './error-catalogue.ts';

export const ZErrorReplySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    retryAfterSeconds: z.number().int().optional(),
    captchaRequired: z.boolean().optional(),
  }),
});
export type TErrorReply = z.infer<typeof ZErrorReplySchema>;
