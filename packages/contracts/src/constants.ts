// Business constants of spec §9, shared by server and web.
export const CLIENT_TYPE = 3;
export const PLATFORM = 'W';
export const REMEMBER_ME_MS = 86_400_000;
export const SMS_RETRY_AFTER_SECONDS = 300;
export const SMS_RESEND_SECONDS_PER_EXPIRY_MINUTE = 60;
export const THIRD_PARTY_PHONE_RESEND_SECONDS = 60;
export const FIXED_DEFAULT_PASSWORD = '{key}';
export const TERMS_AGE = 18;
export const BIRTHDAY_AGE = 21;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const CAPTCHA_REFRESH_MS = 1000;
export const LOGIN_CODE_THROTTLE_MS = 1000;
export const FAVOURITE_THROTTLE_MS = 1000;
export const TRIAL_USER_TYPE = 4;
export const AGENT_USER_TYPES = [1, 2, 41, 42] as const;
export const MEMBER_USER_TYPE = 0;

export const SESSION_KEYS = {
  token: 'token',
  gameVendor: 'gameVendor',
  hotGames: 'HOT_GAMES',
  validate: 'validate',
  merchantWallet: 'merchantWallet',
  consolidated: 'consolidated',
  enableSalary: 'enableSalary',
  enableContract: 'enableContract',
  userPopup: 'USER_POPUP',
  anonymousPopup: 'ANONYMOUS_POPUP',
} as const;

export const LOCAL_KEYS = { lang: 'lang', hisLang: 'hisLang', theme: 'theme' } as const;

export function isAgentType(type: number): boolean {
  return (AGENT_USER_TYPES as readonly number[]).includes(type);
}

/** Seconds the resend button stays disabled (spec §4): 60 s × expiry minutes, 60 s with the third-party service. */
export function resendCountdownSeconds(expiredMinutes: number | undefined, thirdPartyPhone = false): number {
  if (thirdPartyPhone) {
    return THIRD_PARTY_PHONE_RESEND_SECONDS;
  }
  const minutes = expiredMinutes && expiredMinutes > 0 ? expiredMinutes : 1;
  return SMS_RESEND_SECONDS_PER_EXPIRY_MINUTE * minutes;
}

/**
 * The web client's device id (header `x-device-id`, decision 063): a random id kept in local storage.
 * Here rather than beside the reward schemas, so the web's HTTP client reads it without pulling zod
 * onto the home route (issue 26).
 */
export const DEVICE_ID_HEADER = 'x-device-id';
