// Twilio's request signature (https://www.twilio.com/docs/usage/webhooks/webhooks-security):
// X-Twilio-Signature = base64(HMAC-SHA1(auth token, the full URL Twilio called + every POST
// parameter's name and value, sorted by name)). Compared in constant time.
import { createHmac } from 'node:crypto';
import { safeEqual } from '@/shared/tokens.ts';

export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function verifyTwilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
): boolean {
  if (!signature) {
    return false;
  }
  return safeEqual(signature, twilioSignature(authToken, url, params));
}
