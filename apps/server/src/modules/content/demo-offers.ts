// The demo's offers, one home per rule (issue 30 item 9): the rules the seed gives the welcome
// deposit bonus, the daily red envelope, the slots rebate and the daily login mission, and every
// demo text that describes them (banners, popups, promotion cards, activity descriptions) in
// English, Chinese and Khmer, written from those same numbers so the copy cannot promise what the
// seeded feature does not do.
import type { TContentTranslation } from '@/db/tables-catalogue.ts';

export const WELCOME_BONUS_RULES = {
  kind: 'deposit_bonus',
  percentBp: 5_000,
  cap: 50_000,
  minDeposit: 10_000,
  turnoverMultiplier: 3,
} as const;

export const DAILY_RED_ENVELOPE_RULES = {
  kind: 'red_envelope',
  pool: 100_000,
  shares: 100,
  /** UTC, as the schedule reads it (red-envelope.service.ts scheduleRedEnvelopes) */
  dailyAt: '12:00',
  durationMinutes: 60,
  turnoverMultiplier: 5,
} as const;

/** The round the seed opens at start-up, on top of the daily window. */
export const LAUNCH_RED_ENVELOPE_MINUTES = 6 * 60;

export const SLOTS_REBATE_RULES = {
  kind: 'rebate',
  rateBp: 80,
  cap: 100_000,
  turnoverMultiplier: 1,
} as const;

/** Points of the "Log in today" mission (seed-points.ts). */
export const DAILY_LOGIN_POINTS = 500;

type TLang = 'EN' | 'CN' | 'KM';
export type TOfferText = Record<TLang, { title: string; text: string }>;

/** Minor units as the demo texts write money: 1,000.00. */
export function major(minor: number): string {
  return (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Basis points as a percentage text: 5000 → 50, 80 → 0.8. */
export function percent(bp: number): string {
  return String(bp / 100);
}

function endOfWindow(start: string, minutes: number): string {
  const [h = 0, m = 0] = start.split(':').map(Number);
  const end = (h * 60 + m + minutes) % (24 * 60);
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

const W = WELCOME_BONUS_RULES;
const wp = percent(W.percentBp);
const wCap = major(W.cap);
const wMin = major(W.minDeposit);

/** The welcome deposit bonus activity (title and description). */
export const WELCOME_BONUS_TEXT: TOfferText = {
  EN: {
    title: `Welcome deposit bonus ${wp}%`,
    text: `Deposit ${wMin} or more and claim ${wp}% of it as a bonus, up to ${wCap}. Bet ${W.turnoverMultiplier} times the deposit and bonus before withdrawing.`,
  },
  CN: {
    title: `首存红利 ${wp}%`,
    text: `存款 ${wMin} 以上即可领取存款的 ${wp}% 作为红利，最高 ${wCap}。提款前需完成存款加红利 ${W.turnoverMultiplier} 倍的流水。`,
  },
  KM: {
    title: `ប្រាក់រង្វាន់ដាក់ប្រាក់ ${wp}%`,
    text: `ដាក់ប្រាក់ ${wMin} ឬច្រើនជាងនេះ ហើយទទួលបាន ${wp}% ជាប្រាក់រង្វាន់ រហូតដល់ ${wCap}។ ភ្នាល់ ${W.turnoverMultiplier} ដងនៃប្រាក់ដាក់ និងប្រាក់រង្វាន់ មុនពេលដកប្រាក់។`,
  },
};

/** The home banner of the welcome bonus (title and subtitle). */
export const WELCOME_BANNER_TEXT: TOfferText = {
  EN: { title: `Welcome Bonus ${wp}%`, text: `${wp}% on your deposit, up to ${wCap}` },
  CN: { title: `存款红利 ${wp}%`, text: `存款送 ${wp}%，最高 ${wCap}` },
  KM: { title: `ប្រាក់រង្វាន់ស្វាគមន៍ ${wp}%`, text: `${wp}% លើការដាក់ប្រាក់ រហូតដល់ ${wCap}` },
};

/** The guests' start-up popup (execution B). */
export const WELCOME_POPUP_TEXT: TOfferText = {
  EN: {
    title: 'Welcome to Pavilion',
    text: `<p>Register and claim a <strong>${wp}% deposit bonus</strong>, up to ${wCap}. Guests can try free play.</p>`,
  },
  CN: {
    title: '欢迎来到 Pavilion',
    text: `<p>注册后即可领取<strong>${wp}% 存款红利</strong>，最高 ${wCap}。游客可以免费试玩。</p>`,
  },
  KM: {
    title: 'សូមស្វាគមន៍មកកាន់ Pavilion',
    text: `<p>ចុះឈ្មោះ ហើយទទួលបាន<strong>ប្រាក់រង្វាន់ដាក់ប្រាក់ ${wp}%</strong> រហូតដល់ ${wCap}។ ភ្ញៀវអាចសាកលេងដោយឥតគិតថ្លៃ។</p>`,
  },
};

/** The promotion card of the welcome bonus (content promotions). */
export const WELCOME_CARD_TEXT: TOfferText = {
  EN: { title: 'Welcome Bonus', text: `<p>${WELCOME_BONUS_TEXT.EN.text}</p>` },
  CN: { title: '欢迎奖金', text: `<p>${WELCOME_BONUS_TEXT.CN.text}</p>` },
  KM: { title: 'ប្រាក់រង្វាន់ស្វាគមន៍', text: `<p>${WELCOME_BONUS_TEXT.KM.text}</p>` },
};

const R = DAILY_RED_ENVELOPE_RULES;
const rFrom = R.dailyAt;
const rTo = endOfWindow(R.dailyAt, R.durationMinutes);
const rPool = major(R.pool);
const launchHours = LAUNCH_RED_ENVELOPE_MINUTES / 60;

/** The daily red envelope activity (title and description). */
export const RED_ENVELOPE_TEXT: TOfferText = {
  EN: {
    title: 'Daily red envelope',
    text: `Every day from ${rFrom} to ${rTo} UTC a pool of ${rPool} is split into ${R.shares} red envelopes. Grab one while they last! A launch round is open for ${launchHours} hours when the site starts. Bet a share ${R.turnoverMultiplier} times before withdrawing it.`,
  },
  CN: {
    title: '每日红包',
    text: `每天 UTC ${rFrom} 至 ${rTo}，${rPool} 奖池分成 ${R.shares} 个红包，先到先得！网站启动时另开一轮，持续 ${launchHours} 小时。提款前需完成红包 ${R.turnoverMultiplier} 倍流水。`,
  },
  KM: {
    title: 'កញ្ចប់ក្រហមប្រចាំថ្ងៃ',
    text: `រៀងរាល់ថ្ងៃ ពីម៉ោង ${rFrom} ដល់ ${rTo} UTC ប្រាក់ ${rPool} ត្រូវបានចែកជា ${R.shares} កញ្ចប់ក្រហម។ ចាប់យកមួយ មុនពេលអស់! ជុំបើកដំណើរការមួយបើករយៈពេល ${launchHours} ម៉ោង នៅពេលគេហទំព័រចាប់ផ្តើម។ ភ្នាល់ ${R.turnoverMultiplier} ដងនៃចំណែក មុនពេលដកប្រាក់។`,
  },
};

const S = SLOTS_REBATE_RULES;
const sp = percent(S.rateBp);
const sCap = major(S.cap);

/** The slots rebate activity (title and description). */
export const SLOTS_REBATE_TEXT: TOfferText = {
  EN: {
    title: `Slots rebate ${sp}%`,
    text: `Join and get ${sp}% of your valid bets back, up to ${sCap}. Bet the rebate ${S.turnoverMultiplier} time before withdrawing.`,
  },
  CN: {
    title: `电子返水 ${sp}%`,
    text: `报名后可获得有效投注的 ${sp}% 返水，最高 ${sCap}。提款前需完成返水 ${S.turnoverMultiplier} 倍流水。`,
  },
  KM: {
    title: `ប្រាក់បង្វិលសង ${sp}%`,
    text: `ចូលរួម ហើយទទួលបាន ${sp}% នៃការភ្នាល់ត្រឹមត្រូវវិញ រហូតដល់ ${sCap}។ ភ្នាល់ ${S.turnoverMultiplier} ដងនៃប្រាក់បង្វិលសង មុនពេលដកប្រាក់។`,
  },
};

/** The home banner of the red envelope (title and subtitle). */
export const RED_ENVELOPE_BANNER_TEXT: TOfferText = {
  EN: { title: 'Daily red envelope', text: `${rPool} in ${R.shares} envelopes, ${rFrom}–${rTo} UTC daily` },
  CN: { title: '每日红包', text: `每天 UTC ${rFrom}–${rTo}，${rPool} 分成 ${R.shares} 个红包` },
  KM: {
    title: 'កញ្ចប់ក្រហមប្រចាំថ្ងៃ',
    text: `${rPool} ក្នុង ${R.shares} កញ្ចប់ ម៉ោង ${rFrom}–${rTo} UTC រៀងរាល់ថ្ងៃ`,
  },
};

/** The promotion card of the red envelope (content promotions). */
export const RED_ENVELOPE_CARD_TEXT: TOfferText = {
  EN: { title: RED_ENVELOPE_TEXT.EN.title, text: `<p>${RED_ENVELOPE_TEXT.EN.text}</p>` },
  CN: { title: RED_ENVELOPE_TEXT.CN.title, text: `<p>${RED_ENVELOPE_TEXT.CN.text}</p>` },
  KM: { title: RED_ENVELOPE_TEXT.KM.title, text: `<p>${RED_ENVELOPE_TEXT.KM.text}</p>` },
};

/** The promotion card of the slots rebate (content promotions). */
export const SLOTS_REBATE_CARD_TEXT: TOfferText = {
  EN: { title: SLOTS_REBATE_TEXT.EN.title, text: `<p>${SLOTS_REBATE_TEXT.EN.text}</p>` },
  CN: { title: SLOTS_REBATE_TEXT.CN.title, text: `<p>${SLOTS_REBATE_TEXT.CN.text}</p>` },
  KM: { title: SLOTS_REBATE_TEXT.KM.title, text: `<p>${SLOTS_REBATE_TEXT.KM.text}</p>` },
};

/** The members' start-up popup (execution A): the daily login mission of the reward centre. */
export const DAILY_LOGIN_POPUP_TEXT: TOfferText = {
  EN: {
    title: 'Daily login points',
    text: `<p>Log in every day and claim <strong>${DAILY_LOGIN_POINTS} points</strong> from the "Log in today" mission in the reward centre.</p>`,
  },
  CN: {
    title: '每日登录积分',
    text: `<p>每天登录，即可在奖励中心的“今日登录”任务领取<strong>${DAILY_LOGIN_POINTS} 积分</strong>。</p>`,
  },
  KM: {
    title: 'ពិន្ទុចូលប្រើប្រចាំថ្ងៃ',
    text: `<p>ចូលប្រើរៀងរាល់ថ្ងៃ ហើយទទួលបាន<strong>${DAILY_LOGIN_POINTS} ពិន្ទុ</strong>ពីបេសកកម្ម "ចូលប្រើថ្ងៃនេះ" នៅមជ្ឈមណ្ឌលរង្វាន់។</p>`,
  },
};

/** The CN and KM entries of a text, with the translated text in `field`. */
export function translationsOf(
  text: TOfferText,
  field: 'subtitle' | 'content',
): Partial<Record<'CN' | 'KM', TContentTranslation>> {
  return {
    CN: { title: text.CN.title, [field]: text.CN.text },
    KM: { title: text.KM.title, [field]: text.KM.text },
  };
}
