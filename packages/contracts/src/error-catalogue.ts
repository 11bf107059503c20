// The error-code catalogue shared by server and web: spec §8 codes plus our own. Plain data, no zod:
// the web's error texts import it on the home route, where a schema library would cost ~27 KB.
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
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is briefly unavailable, please try again' },
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
  UPLOAD_TOO_LARGE: { status: 413, message: 'The file is too large to store' },
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
  // the same idempotency key (requestId) with other parameters: refused, nothing ran (Stripe's rule)
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    message: 'This request id was already used for a different request',
  },
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
  // restrictions an operator set on the account (issue 29, decision 074)
  ACCOUNT_RESTRICTED: {
    status: 403,
    message: 'This is not available on your account; please contact customer service',
  },
  STAKE_LIMIT_EXCEEDED: { status: 403, message: 'This stake is above the limit on your account' },
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
  // agent programme (issue 12): team, transfers and reports
  MEMBER_NOT_IN_TEAM: { status: 404, message: 'This member is not in your team' },
  NOT_YOUR_DOWNLINE: { status: 403, message: 'Funds can only go to a member of your own team' },
  // agent programme (issue 12): contracts
  CONTRACT_NOT_FOUND: { status: 404, message: 'Contract not found' },
  CONTRACT_STATE: { status: 409, message: 'This contract cannot do that in its current state' },
  CONTRACT_RATE_ABOVE_UPLINE: { status: 400, message: 'A rate cannot exceed your own contract rate' },
  CONTRACT_EXISTS: {
    status: 409,
    message: 'This member already has a contract of this kind or a pending offer',
  },
  CONTRACT_NOT_HELD: { status: 409, message: 'You hold no active contract of this kind to offer' },
  CONTRACT_NOT_DIRECT_DOWNLINE: {
    status: 403,
    message: 'Contracts can only be offered to your direct downline agents',
  },
  CONTRACT_DOWNLINE_NOT_AGENT: { status: 400, message: 'Contracts can only be given to agent accounts' },
  CONTRACT_NOT_TOP_LEVEL: { status: 400, message: 'The platform gives contracts to top-level agents only' },
  // agent programme (issue 12): settlement
  SETTLEMENT_PERIOD_OPEN: { status: 409, message: 'This period has not ended yet' },
  SETTLEMENT_PERIOD_INVALID: { status: 400, message: 'No such settlement period' },
  // identity providers and phone verification (issue 18)
  IDENTITY_STATE_INVALID: {
    status: 400,
    message: 'This sign-in is no longer valid (it was used, expired or not started here). Please try again',
  },
  IDENTITY_TOKEN_INVALID: { status: 401, message: "The identity provider's answer could not be verified" },
  IDENTITY_PROVIDER_UNREACHABLE: {
    status: 502,
    message: 'The identity provider cannot be reached right now',
  },
  IDENTITY_ALREADY_LINKED: { status: 409, message: 'This identity is already linked to an account' },
  IDENTITY_NOT_LINKED: { status: 404, message: 'This provider is not linked to your account' },
  IDENTITY_LAST_LOGIN_METHOD: {
    status: 409,
    message: 'This is the only way to log in to the account; link another provider or set a password first',
  },
  IDENTITY_SIGNUP_EXPIRED: {
    status: 400,
    message: 'The sign-up has expired; please log in with the provider again',
  },
  PHONE_TOKEN_INVALID: { status: 401, message: 'The phone verification could not be confirmed' },
  IDENTITY_PROVIDER_IN_USE: {
    status: 409,
    message: 'Members log in with this provider; disable it instead of deleting it',
  },
  // lottery (issue 14)
  LOTTERY_GAME_NOT_FOUND: { status: 404, message: 'This lottery game does not exist' },
  LOTTERY_GAME_CLOSED: { status: 409, message: 'This lottery game is closed for now' },
  LOTTERY_ISSUE_NOT_FOUND: { status: 404, message: 'This draw does not exist' },
  LOTTERY_ISSUE_CLOSED: { status: 409, message: 'Betting on this draw has closed' },
  LOTTERY_ISSUE_SETTLED: { status: 409, message: 'This draw has already been settled' },
  LOTTERY_PLAY_TYPE_CLOSED: { status: 409, message: 'This bet type is closed for now' },
  LOTTERY_INVALID_SELECTION: { status: 400, message: 'The numbers picked do not make a valid bet' },
  LOTTERY_STAKE_OUT_OF_RANGE: { status: 400, message: 'The stake is outside the limits of this bet type' },
  LOTTERY_EXPOSURE_LIMIT: { status: 409, message: 'A number on this slip is sold out for this draw' },
  LOTTERY_TICKET_NOT_FOUND: { status: 404, message: 'This ticket does not exist' },
  LOTTERY_TICKET_NOT_CANCELLABLE: { status: 409, message: 'This ticket can no longer be cancelled' },
  // messages and feedback (issue 13)
  MESSAGE_NOT_FOUND: { status: 404, message: 'This message does not exist' },
  FEEDBACK_NOT_FOUND: { status: 404, message: 'This feedback does not exist' },
  FEEDBACK_ALREADY_REPLIED: { status: 409, message: 'This feedback already has a reply' },
  FEEDBACK_LIMIT: {
    status: 429,
    message: 'You have sent a lot of feedback today; please try again tomorrow',
  },
  // promotions (issue 13, decision 034)
  PROMOTION_NOT_FOUND: { status: 404, message: 'This promotion does not exist' },
  PROMOTION_NOT_AVAILABLE: { status: 409, message: 'This promotion cannot do that in its present state' },
  PROMOTION_NOT_ELIGIBLE: { status: 403, message: 'You are not eligible for this promotion' },
  ACTIVITY_IMAGE_INVALID: { status: 400, message: 'Images must be png or jpg files of at most 5 MB' },
  ACTIVITY_TOO_MANY_IMAGES: { status: 400, message: 'At most 3 images can be attached' },
  ACTIVITY_REMARK_TOO_LONG: { status: 400, message: 'The remark may be at most 140 characters' },
  APPLICATION_NOT_FOUND: { status: 404, message: 'This application does not exist' },
  APPLICATION_ALREADY_REVIEWED: { status: 409, message: 'This application has already been answered' },
  RED_ENVELOPE_NOT_OPEN: { status: 409, message: 'No red envelope is open right now' },
  RED_ENVELOPE_EMPTY: { status: 409, message: 'All red envelopes of this round have been grabbed' },
  RED_ENVELOPE_ALREADY_GRABBED: {
    status: 409,
    message: 'You have already grabbed a red envelope this round',
  },
  TURNOVER_UNMET: {
    status: 409,
    message: 'Bonus money stays in the wallet until its turnover is met; only the cash part can leave',
  },
  // rewards that need no deposit (issue 25 item 3, decision 063)
  REWARD_CAP_REACHED: {
    status: 429,
    message: 'Too many rewards have been claimed today from this device, network or team; try again tomorrow',
  },
  REWARD_DEPOSIT_REQUIRED: {
    status: 409,
    message: 'This reward needs a deposit of at least the minimum it names first',
  },
  // loyalty (issue 13)
  REWARD_NOT_FOUND: { status: 404, message: 'This reward does not exist' },
  REWARD_ALREADY_CLAIMED: { status: 409, message: 'This reward has already been claimed' },
  REBATE_NOTHING_TO_CLAIM: { status: 409, message: 'There is no rebate to claim yet' },
  // points mall and missions (issue 13)
  POINTS_INSUFFICIENT: { status: 409, message: 'You do not have enough points' },
  POINTS_BELOW_MINIMUM: { status: 400, message: 'Convert at least the minimum number of points' },
  POINTS_GOODS_NOT_FOUND: { status: 404, message: 'These goods are not available' },
  POINTS_GOODS_OUT_OF_STOCK: { status: 409, message: 'These goods are out of stock' },
  POINTS_AMOUNT_REQUIREMENT: {
    status: 409,
    message: 'Your total deposits do not reach the amount these goods require',
  },
  POINTS_REDEMPTION_NOT_FOUND: { status: 404, message: 'This redemption does not exist' },
  POINTS_REDEMPTION_STATE: { status: 409, message: 'This redemption has already been decided' },
  MISSION_NOT_FOUND: { status: 404, message: 'This mission does not exist' },
  MISSION_NOT_COMPLETE: { status: 409, message: 'This mission is not complete yet' },
  MISSION_ALREADY_CLAIMED: { status: 409, message: 'This reward has already been claimed for this period' },
  // engagement gaps (issue 13)
  ACTIVITY_REWARD_OVER_CAP: { status: 400, message: 'The amount is more than this activity pays at most' },
  ACTIVITY_CONTACT_MISSING: {
    status: 409,
    message: 'Add the contact this activity asks for to your profile first',
  },
  REWARD_ALREADY_DECIDED: { status: 409, message: 'This reward has already been claimed or rejected' },
  // operator console (issue 15, decision 042)
  LAST_OWNER: { status: 409, message: 'The last owner cannot be demoted or locked' },
  // members and agents in the console (issue 15, decision 044)
  MEMBER_NOT_FOUND: { status: 404, message: 'This member does not exist' },
  MEMBER_LOCK_STATE: { status: 409, message: 'The account is already locked, or not locked' },
  NOT_AN_AGENT: { status: 404, message: 'This member is not an agent' },
  // console reports (issue 15, decision 045)
  REPORT_RANGE_INVALID: {
    status: 400,
    message: 'Choose real dates, the first not after the last, at most 367 days apart',
  },
  // sportsbook (issue 16, decision 047)
  MARKET_SUSPENDED: { status: 409, message: 'This market is suspended, please try again in a moment' },
  ODDS_CHANGED: { status: 409, message: 'The odds have changed, please check your bet slip' },
  SELECTION_NOT_FOUND: { status: 404, message: 'This selection is no longer available' },
  EVENT_CLOSED: { status: 409, message: 'Betting on this event has closed' },
  EVENT_NOT_STARTED: { status: 409, message: 'The event has not started: it can be cancelled, not resulted' },
  MARKET_ALREADY_SETTLED: {
    status: 409,
    message: 'This market is already settled or void: correct the event result instead',
  },
  STAKE_LIMIT: { status: 400, message: 'The stake is outside the limits of this bet' },
  INVALID_COMBINATION: { status: 400, message: 'These selections cannot be combined in this bet type' },
  CASHOUT_UNAVAILABLE: { status: 409, message: 'Cash-out is not available for this bet right now' },
  // live-style tables (issue 17, decision 050)
  LIVE_TABLE_NOT_FOUND: { status: 404, message: 'This table does not exist' },
  LIVE_BETTING_CLOSED: { status: 409, message: 'No more bets: betting on this round has closed' },
  LIVE_INVALID_BET: { status: 400, message: 'These bets are not valid at this table' },
  LIVE_BET_LIMIT: { status: 400, message: 'A bet is outside the limits of this table' },
  // bingo and fishing (issue 17, decision 051)
  BINGO_SALES_CLOSED: { status: 409, message: 'Card sales for this game have closed' },
  BINGO_CARD_LIMIT: { status: 400, message: 'That is more cards than this game allows you' },
  FISH_GONE: { status: 409, message: 'That fish has already left or been caught' },
  FISHING_SESSION_CLOSED: { status: 409, message: 'This fishing session has ended' },
  SEA_FULL: { status: 409, message: 'This sea is full, please choose another' },
  // PVP card tables (issue 17, decision 052)
  PVP_TABLE_NOT_FOUND: { status: 404, message: 'This table does not exist' },
  PVP_NOT_ALLOWED: { status: 409, message: 'That is not allowed at the table right now' },
  PVP_NOT_SEATED: { status: 409, message: 'You are not seated at this table' },
  PVP_TABLE_BUSY: { status: 409, message: 'The table moved on, please try again' },
  // help articles in the console (issue 15)
  HELP_ANCHOR_TAKEN: { status: 409, message: 'This language already has a help article with this anchor' },
  LIVE_ROUND_NOT_FOUND: { status: 404, message: 'This round does not exist at this table' },
  LIVE_ROUND_SETTLED: { status: 409, message: 'This round is settled and can no longer be voided' },
} as const satisfies Record<string, { status: number; message: string }>;

export type TErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as TErrorCode[];
