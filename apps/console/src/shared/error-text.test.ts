// Every error code an admin route can answer has its own sentence in the console (en; the locale
// completeness test holds zh and km to the same keys), so an operator never reads the generic line
// that only names the code. The codes below are answered to players, agents or game vendors only
// (their sign-up, wallet, bet slips, claims); a new catalogue code must either get a console text or
// be added here on purpose.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, type TErrorCode } from '@pavilion/contracts/error-catalogue';
import en from '@/locales/en.json';
import km from '@/locales/km.json';
import zh from '@/locales/zh.json';
import { errorText } from './error-text';
import { ApiError } from './http';

const PLAYER_ONLY: readonly TErrorCode[] = [
  // phone verification and the player's sign-up / sign-in (spec §8)
  'auth/invalid-phone-number',
  'auth/missing-phone-number',
  'auth/too-many-requests',
  'auth/unknown',
  'auth/invalid-verification-code',
  'auth/missing-verification-code',
  'auth/captcha-check-failed',
  'auth/quota-exceeded',
  'auth/operation-not-allowed',
  'auth/code-expired',
  'auth/popup-closed-by-user',
  'USER_OR_EMAIL_NOT_FOUND',
  'EMAIL_FORMAT',
  'NON_MEMBER_LOGIN',
  'NON_AGENT_LOGIN',
  'INVALID_DOMAIN',
  'VERIFICATION_REQUIRED',
  'REAL_ACCOUNT_REQUIRED',
  'INVALID_INVITATION_CODE',
  'REAL_NAME_FORMAT',
  'MOBILE_FORMAT',
  'MOBILE_NOT_REGISTERED',
  'PASSWORD_MISMATCH',
  'TERMS_NOT_ACCEPTED',
  'RESET_LINK_INVALID',
  // playing games: the seamless wallet API and in-house rounds
  'GAME_MAINTENANCE',
  'VERTICAL_NOT_OPEN',
  'INVALID_SIGNATURE',
  'UNKNOWN_VENDOR',
  'BET_NOT_FOUND',
  'BET_ALREADY_SETTLED',
  'BET_ROLLED_BACK',
  'ROUND_CLOSED',
  'ROUND_NOT_FOUND',
  'ROUND_IN_PROGRESS',
  'INVALID_BET',
  // the player's own cashier and protection
  'DEPOSIT_LIMIT_EXCEEDED',
  'SELF_EXCLUDED',
  'ACCOUNT_RESTRICTED',
  'STAKE_LIMIT_EXCEEDED',
  'FUND_PASSWORD_REQUIRED',
  'FUND_PASSWORD_WRONG',
  'BANK_CARD_REQUIRED',
  'BANK_CARD_EXISTS',
  'PAYEE_NAME_FIXED',
  'CALLBACK_INVALID',
  'NOT_YOUR_UPLINE',
  'PROOF_INVALID',
  // an agent's own team and contract offers
  'MEMBER_NOT_IN_TEAM',
  'NOT_YOUR_DOWNLINE',
  'CONTRACT_RATE_ABOVE_UPLINE',
  'CONTRACT_NOT_HELD',
  'CONTRACT_NOT_DIRECT_DOWNLINE',
  // the player's linked identities
  'IDENTITY_STATE_INVALID',
  'IDENTITY_TOKEN_INVALID',
  'IDENTITY_PROVIDER_UNREACHABLE',
  'IDENTITY_ALREADY_LINKED',
  'IDENTITY_NOT_LINKED',
  'IDENTITY_LAST_LOGIN_METHOD',
  'IDENTITY_SIGNUP_EXPIRED',
  'PHONE_TOKEN_INVALID',
  // lottery slips and tickets
  'LOTTERY_PLAY_TYPE_CLOSED',
  'LOTTERY_INVALID_SELECTION',
  'LOTTERY_STAKE_OUT_OF_RANGE',
  'LOTTERY_EXPOSURE_LIMIT',
  'LOTTERY_TICKET_NOT_FOUND',
  'LOTTERY_TICKET_NOT_CANCELLABLE',
  // a player's feedback, promotions, rewards, points and missions
  'FEEDBACK_LIMIT',
  'PROMOTION_NOT_ELIGIBLE',
  'ACTIVITY_IMAGE_INVALID',
  'ACTIVITY_TOO_MANY_IMAGES',
  'ACTIVITY_REMARK_TOO_LONG',
  'ACTIVITY_CONTACT_MISSING',
  'RED_ENVELOPE_NOT_OPEN',
  'RED_ENVELOPE_EMPTY',
  'RED_ENVELOPE_ALREADY_GRABBED',
  'TURNOVER_UNMET',
  'REWARD_CAP_REACHED',
  'REWARD_DEPOSIT_REQUIRED',
  'REWARD_ALREADY_CLAIMED',
  'REBATE_NOTHING_TO_CLAIM',
  'POINTS_INSUFFICIENT',
  'POINTS_BELOW_MINIMUM',
  'POINTS_GOODS_OUT_OF_STOCK',
  'POINTS_AMOUNT_REQUIREMENT',
  'MISSION_NOT_FOUND',
  'MISSION_NOT_COMPLETE',
  'MISSION_ALREADY_CLAIMED',
  // the sportsbook's bet slip
  'MARKET_SUSPENDED',
  'ODDS_CHANGED',
  'SELECTION_NOT_FOUND',
  'EVENT_CLOSED',
  'STAKE_LIMIT',
  'INVALID_COMBINATION',
  'CASHOUT_UNAVAILABLE',
  // live tables, bingo and fishing: the player's table, cards and sea
  'LIVE_TABLE_NOT_FOUND',
  'LIVE_BETTING_CLOSED',
  'LIVE_INVALID_BET',
  'LIVE_BET_LIMIT',
  'BINGO_SALES_CLOSED',
  'BINGO_CARD_LIMIT',
  'FISH_GONE',
  'FISHING_SESSION_CLOSED',
  'SEA_FULL',
  // card tables (PVP): the player's seat and actions
  'PVP_TABLE_NOT_FOUND',
  'PVP_NOT_ALLOWED',
  'PVP_NOT_SEATED',
  'PVP_TABLE_BUSY',
  // identity verification: the member's upload and their withdrawal refusal
  'KYC_REQUIRED',
  'KYC_IMAGE_INVALID',
  'KYC_IMAGE_TOO_LARGE',
  'KYC_DOCUMENT_APPROVED',
];

const CODES = Object.keys(ERROR_CATALOGUE) as TErrorCode[];

describe('console error texts', () => {
  it('has a sentence for every catalogue code but the player-only ones', () => {
    const missing = CODES.filter((code) => !PLAYER_ONLY.includes(code) && !(code in en.errors));
    expect(missing).toEqual([]);
  });

  it('lists only real catalogue codes as player-only', () => {
    expect(PLAYER_ONLY.filter((code) => !CODES.includes(code))).toEqual([]);
  });

  it.each([
    ['en', en],
    ['zh', zh],
    ['km', km],
  ])('answers the code’s own %s sentence, not the generic line', async (lng, bundle) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng, resources: { [lng]: { translation: bundle } } });
    for (const code of [
      'REWARD_ALREADY_DECIDED',
      'POINTS_REDEMPTION_STATE',
      'ACTIVITY_REWARD_OVER_CAP',
    ] as const) {
      const text = errorText(i18n.t, new ApiError(409, { code, message: ERROR_CATALOGUE[code].message }));
      expect(text).toBe(bundle.errors[code]);
      expect(text).not.toContain(code);
    }
  });
});
