// Twilio's request signature, against the example of Twilio's own request-validation docs and SDK
// tests (auth token 12345): a self-consistent but wrong scheme cannot pass.
import { describe, expect, it } from 'vitest';
import { twilioSignature, verifyTwilioSignature } from './twilio-signature.ts';

const TOKEN = '12345';
const URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const PARAMS = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+14158675309',
  Digits: '1234',
  From: '+14158675309',
  To: '+18005551212',
};
const DOCUMENTED = 'RSOYDt4T1cUTdK1PDd93/VVr8B8=';

describe('Twilio request signature', () => {
  it("reproduces Twilio's documented signature, whatever order the parameters come in", () => {
    expect(twilioSignature(TOKEN, URL, PARAMS)).toBe(DOCUMENTED);
    const reversed = Object.fromEntries(Object.entries(PARAMS).reverse());
    expect(twilioSignature(TOKEN, URL, reversed)).toBe(DOCUMENTED);
    expect(verifyTwilioSignature(TOKEN, URL, PARAMS, DOCUMENTED)).toBe(true);
  });

  it('refuses a changed parameter, URL or token, and a missing or malformed signature', () => {
    expect(verifyTwilioSignature(TOKEN, URL, { ...PARAMS, Digits: '9999' }, DOCUMENTED)).toBe(false);
    expect(verifyTwilioSignature(TOKEN, `${URL}&x=1`, PARAMS, DOCUMENTED)).toBe(false);
    expect(verifyTwilioSignature('54321', URL, PARAMS, DOCUMENTED)).toBe(false);
    expect(verifyTwilioSignature(TOKEN, URL, { ...PARAMS, Extra: '' }, DOCUMENTED)).toBe(false);
    expect(verifyTwilioSignature(TOKEN, URL, PARAMS, undefined)).toBe(false);
    expect(verifyTwilioSignature(TOKEN, URL, PARAMS, '')).toBe(false);
    expect(verifyTwilioSignature(TOKEN, URL, PARAMS, 'invalid 王')).toBe(false);
  });
});
