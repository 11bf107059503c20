// The error-code catalogue shared by server and web: spec §8 codes plus our own.
// The server replies {error:{code,message,fields?}}; the web translates by code.
import { z } from 'zod';

export const ERROR_CATALOGUE = {
  // spec §8: phone and verification codes
  'auth/invalid-phone-number': { status: 400, message: 'Invalid phone number format' },
  'auth/missing-phone-number': { status: 400, message: 'Please enter a valid phone number' },
  'auth/too-many-requests': { status: 429, message: 'Too many requests, please try again after 5 minutes' },
  'auth/unknown': { status: 500, message: 'An unknown error occured' },
  'auth/invalid-verification-code': { status: 400, message: 'Invalid verification code' },
  'auth/missing-verification-code': { status: 400, message: 'Please enter the verification code' },
  'auth/captcha-check-failed': { status: 400, message: 'Captcha check failed' },
  'auth/quota-exceeded': { status: 429, message: 'Quota exceeded, please contact customer service' },
  'auth/operation-not-allowed': {
    status: 403,
    message: 'Operation not allowed, please contact customer service',
  },
  'auth/code-expired': { status: 400, message: 'The code has expired, please send again' },
  'auth/popup-closed-by-user': { status: 400, message: 'Login failure. Please try again' },
  // spec §8: other messages
  ACCOUNT_OR_PASSWORD_WRONG: { status: 401, message: 'Account or password wrong' },
  USER_OR_EMAIL_NOT_FOUND: { status: 404, message: 'Username/Email does not exist' },
  EMAIL_FORMAT: { status: 400, message: 'E-mail format problem' },
  NOT_LOGGED_IN: { status: 401, message: 'You are not logged in, please login' },
  NON_MEMBER_LOGIN: { status: 403, message: 'Non-members cannot log in' },
  NON_AGENT_LOGIN: { status: 403, message: 'Non-agents cannot log in' },
  INVALID_DOMAIN: { status: 400, message: 'Invalid URL, please contact customer service' },
  ACCESS_RESTRICTED: { status: 403, message: 'Access restricted' },
  SYSTEM_MAINTENANCE: { status: 503, message: 'System maintenance' },
  GAME_MAINTENANCE: { status: 409, message: 'Game under maintenance' },
  VERTICAL_NOT_OPEN: { status: 409, message: 'This kind of game is not open yet' },
  UNKNOWN_ERROR: { status: 500, message: 'Unknown error' },
  VERIFICATION_REQUIRED: { status: 403, message: 'Please complete verification first' },
  REAL_ACCOUNT_REQUIRED: { status: 403, message: 'A real account is needed, please register' },
  INVALID_INVITATION_CODE: { status: 400, message: 'Invalid invitation code' },
  REAL_NAME_FORMAT: { status: 400, message: 'Real name format incorrect' },
  MOBILE_FORMAT: { status: 400, message: 'Mobile format incorrect' },
  // ours
  VALIDATION_FAILED: { status: 400, message: 'Some fields are not valid' },
  MALFORMED_REQUEST: { status: 400, message: 'The request could not be read' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Method not allowed' },
  RATE_LIMITED: { status: 429, message: 'Too many requests, please slow down' },
  CAPTCHA_REQUIRED: { status: 400, message: 'Please enter the captcha' },
  ACCOUNT_LOCKED: { status: 423, message: 'Too many failed attempts; the account is locked for a while' },
  ACCOUNT_DISABLED: { status: 403, message: 'This account is disabled' },
  SESSION_EXPIRED: { status: 401, message: 'Your session has expired, please login again' },
  USERNAME_TAKEN: { status: 409, message: 'This username is already registered' },
  MOBILE_TAKEN: { status: 409, message: 'This mobile number is already registered' },
  MOBILE_NOT_REGISTERED: { status: 404, message: 'This mobile number is not registered' },
  PASSWORD_MISMATCH: { status: 400, message: 'The two entries are inconsistent' },
  OLD_PASSWORD_WRONG: { status: 400, message: 'The old password is wrong' },
  PASSWORD_REUSED: { status: 400, message: 'The new password must differ from the old one' },
  TERMS_NOT_ACCEPTED: { status: 400, message: 'Please agree to the terms' },
  FEATURE_DISABLED: { status: 403, message: 'This feature is not enabled' },
  DECRYPTION_FAILED: { status: 400, message: 'The encrypted field could not be read; reload the page' },
  RESET_LINK_INVALID: { status: 400, message: 'This reset link is invalid or has expired' },
  CHALLENGE_INVALID: { status: 400, message: 'This verification has expired, please login again' },
  VERIFICATION_FAILED: { status: 400, message: 'The verification answer is wrong' },
  FORBIDDEN: { status: 403, message: 'You may not do this' },
  DUPLICATE_TRANSACTION: { status: 409, message: 'Duplicate transaction' },
  // wallet, seamless API and in-house games
  INSUFFICIENT_FUNDS: { status: 402, message: 'Insufficient balance' },
  INVALID_SIGNATURE: { status: 401, message: 'The request signature is not valid' },
  UNKNOWN_VENDOR: { status: 401, message: 'Unknown game vendor' },
  PLAYER_NOT_FOUND: { status: 404, message: 'Player not found' },
  BET_NOT_FOUND: { status: 404, message: 'Bet not found' },
  BET_ALREADY_SETTLED: { status: 409, message: 'The bet is already settled' },
  BET_ROLLED_BACK: { status: 409, message: 'The bet was rolled back' },
  ROUND_CLOSED: { status: 409, message: 'The round is closed' },
  ROUND_NOT_FOUND: { status: 404, message: 'Round not found' },
  ROUND_IN_PROGRESS: { status: 409, message: 'Finish the open round first' },
  INVALID_BET: { status: 400, message: 'This bet is not valid' },
  // player protection
  DEPOSIT_LIMIT_EXCEEDED: { status: 403, message: 'This deposit would exceed your deposit limit' },
  SELF_EXCLUDED: { status: 403, message: 'Your account is in a time-out or self-exclusion period' },
  // cashier (issue 5)
  FUND_PASSWORD_REQUIRED: { status: 400, message: 'Please set a fund password first' },
  FUND_PASSWORD_WRONG: { status: 400, message: 'The fund password is wrong' },
  BANK_CARD_REQUIRED: { status: 400, message: 'Please bind a bank card first' },
  BANK_CARD_EXISTS: { status: 409, message: 'This bank card is already bound or the card limit is reached' },
  PAYEE_NAME_FIXED: { status: 400, message: 'The payee name must match the name of your first card' },
  AMOUNT_OUT_OF_RANGE: { status: 400, message: 'The amount is outside the allowed range' },
  WITHDRAWAL_STATE: { status: 409, message: 'This withdrawal cannot do that in its current state' },
  DEPOSIT_STATE: { status: 409, message: 'This deposit cannot do that in its current state' },
  CALLBACK_INVALID: { status: 401, message: 'The payment callback is not valid' },
  NOT_YOUR_UPLINE: { status: 403, message: 'Funds can only go to your own direct upline agent' },
  PROOF_INVALID: { status: 400, message: 'The proof must be a png or jpg image of at most 5 MB' },
} as const satisfies Record<string, { status: number; message: string }>;

export type TErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as TErrorCode[];

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
