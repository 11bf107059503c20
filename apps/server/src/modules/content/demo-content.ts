// Demo site content: home/login/register/side-menu banners, player notices, startup popups for
// executions A, B and F, promotions, and help articles (English, Chinese and Khmer, web). Each row
// carries its CN and KM text (demo-translations.ts) next to the English columns.
import type { Insertable } from 'kysely';
import type {
  TBannersTable,
  THelpArticlesTable,
  TNoticesTable,
  TPopupsTable,
  TPromotionsTable,
  TStoredTranslations,
} from '@/db/tables-catalogue.ts';
import {
  DEMO_BANNER_TRANSLATIONS,
  DEMO_KM_HELP,
  DEMO_NOTICE_TRANSLATIONS,
  DEMO_POPUP_TRANSLATIONS,
} from './demo-translations.ts';
import {
  DAILY_LOGIN_POPUP_TEXT,
  RED_ENVELOPE_BANNER_TEXT,
  RED_ENVELOPE_CARD_TEXT,
  SLOTS_REBATE_CARD_TEXT,
  translationsOf,
  WELCOME_BANNER_TEXT,
  WELCOME_CARD_TEXT,
  WELCOME_POPUP_TEXT,
  type TOfferText,
} from './demo-offers.ts';

const now = () => new Date();
const translated = (byTitle: Record<string, TStoredTranslations>, title: string) =>
  JSON.stringify(byTitle[title] ?? {});

/** The offers' texts (demo-offers.ts) as translation maps keyed by their English title. */
const offerTranslations = (field: 'subtitle' | 'content', ...texts: TOfferText[]) =>
  Object.fromEntries(texts.map((t) => [t.EN.title, translationsOf(t, field)]));
const BANNER_TRANSLATIONS = {
  ...DEMO_BANNER_TRANSLATIONS,
  ...offerTranslations('subtitle', WELCOME_BANNER_TEXT, RED_ENVELOPE_BANNER_TEXT),
};
const POPUP_TRANSLATIONS = {
  ...DEMO_POPUP_TRANSLATIONS,
  ...offerTranslations('content', DAILY_LOGIN_POPUP_TEXT, WELCOME_POPUP_TEXT),
};
const PROMOTION_TRANSLATIONS = offerTranslations(
  'content',
  WELCOME_CARD_TEXT,
  RED_ENVELOPE_CARD_TEXT,
  SLOTS_REBATE_CARD_TEXT,
);

export const DEMO_BANNERS: Insertable<TBannersTable>[] = [
  {
    group_name: 'w_home',
    title: WELCOME_BANNER_TEXT.EN.title,
    subtitle: WELCOME_BANNER_TEXT.EN.text,
    linkage_type: 'ROUTE',
    link: '/promotions',
    sort: 1,
    image_url: null,
  },
  {
    group_name: 'w_home',
    title: RED_ENVELOPE_BANNER_TEXT.EN.title,
    subtitle: RED_ENVELOPE_BANNER_TEXT.EN.text,
    linkage_type: 'ROUTE',
    link: '/promotions',
    sort: 2,
    image_url: null,
  },
  {
    group_name: 'w_home',
    title: 'Live Casino Nights',
    subtitle: 'Baccarat, roulette and sic bo with real dealers',
    linkage_type: 'ROUTE',
    link: '/live',
    sort: 3,
    image_url: null,
  },
  {
    group_name: 'w_home',
    title: 'Pavilion Originals',
    subtitle: 'Provably fair in-house games',
    linkage_type: 'ROUTE',
    link: '/rng?vassalage=INHOUSE',
    sort: 4,
    image_url: null,
  },
  {
    group_name: 'w_login',
    title: 'Welcome back',
    subtitle: 'Your favourite games are waiting',
    linkage_type: 'NONE',
    link: null,
    sort: 1,
    image_url: null,
  },
  {
    group_name: 'w_register',
    title: 'Join Pavilion',
    subtitle: 'Register in one minute',
    linkage_type: 'NONE',
    link: null,
    sort: 1,
    image_url: null,
  },
  {
    group_name: 'w_leftmenu',
    title: 'Reward Centre',
    subtitle: 'Missions, VIP and daily login points',
    linkage_type: 'ROUTE',
    link: '/member?page=rewardCenter',
    sort: 1,
    image_url: null,
  },
].map((b) => ({ ...b, translations: translated(BANNER_TRANSLATIONS, b.title), updated_at: now() }));

export const DEMO_NOTICES: Insertable<TNoticesTable>[] = [
  {
    title: 'Scheduled maintenance on Sunday',
    content:
      '<p>Some <strong>slot vendors</strong> will be under maintenance on Sunday from 02:00 to 04:00 (GMT+7).</p><p>Thank you for your patience.</p>',
    sort: 1,
  },
  {
    title: 'New in-house games',
    content:
      '<p>Try the new <em>Pavilion Originals</em>: every round is provably fair and can be verified in your betting record.</p>',
    sort: 2,
  },
  {
    title: 'Deposit channels updated',
    content:
      '<p>Two new deposit channels are available. See the <a href="/help#deposit">help centre</a> for details.</p>',
    sort: 3,
  },
  {
    title: 'Responsible gaming',
    content:
      '<p>Play for fun. You can set deposit limits or take a break at any time from the security centre.</p><ul><li>Deposit limits</li><li>Cool-off periods</li></ul>',
    sort: 4,
  },
].map((n, i) => ({
  ...n,
  translations: translated(DEMO_NOTICE_TRANSLATIONS, n.title),
  created_at: new Date(Date.now() - (i + 1) * 3_600_000),
  updated_at: now(),
}));

export const DEMO_POPUPS: Insertable<TPopupsTable>[] = [
  {
    title: DAILY_LOGIN_POPUP_TEXT.EN.title,
    content: DAILY_LOGIN_POPUP_TEXT.EN.text,
    execution: 'A',
    sort: 1,
    image_url: null,
  },
  {
    title: WELCOME_POPUP_TEXT.EN.title,
    content: WELCOME_POPUP_TEXT.EN.text,
    execution: 'B',
    sort: 1,
    image_url: null,
  },
  {
    title: 'Thanks for joining',
    content: '<p>Complete your profile and bind a bank card to enable withdrawals.</p>',
    execution: 'F',
    sort: 1,
    image_url: null,
  },
].map((p) => ({ ...p, translations: translated(POPUP_TRANSLATIONS, p.title), updated_at: now() }));

export const DEMO_PROMOTIONS: Insertable<TPromotionsTable>[] = [
  WELCOME_CARD_TEXT,
  RED_ENVELOPE_CARD_TEXT,
  SLOTS_REBATE_CARD_TEXT,
]
  .map((card, i) => ({ title: card.EN.title, content: card.EN.text, images: [], sort: i + 1 }))
  .map((p) => ({ ...p, translations: translated(PROMOTION_TRANSLATIONS, p.title), updated_at: now() }));

const HELP: [anchor: string, en: [string, string], zh: [string, string]][] = [
  [
    'term',
    [
      'Terms and conditions',
      '<p>By using this site you agree to play responsibly and to be of legal age (18+).</p>',
    ],
    ['条款与条件', '<p>使用本网站即表示您同意理性娱乐并已达到法定年龄（18岁以上）。</p>'],
  ],
  [
    'deposit',
    [
      'How to deposit',
      '<ol><li>Open the wallet</li><li>Choose a channel</li><li>Enter the amount and confirm</li></ol>',
    ],
    ['如何存款', '<ol><li>打开钱包</li><li>选择支付渠道</li><li>输入金额并确认</li></ol>'],
  ],
  [
    'withdraw',
    ['How to withdraw', '<p>Bind a bank card, then request a withdrawal from the member centre.</p>'],
    ['如何取款', '<p>绑定银行卡后，在会员中心申请取款。</p>'],
  ],
  [
    'contact',
    ['Contact us', '<p>Customer service is available 24/7 through live chat.</p>'],
    ['联系我们', '<p>在线客服全天候为您服务。</p>'],
  ],
];

export const DEMO_HELP: Insertable<THelpArticlesTable>[] = HELP.flatMap(([anchor, en, zh], sort) => {
  const km = DEMO_KM_HELP[anchor];
  return [
    { lang: 'EN', device: 'WEB', anchor, title: en[0], content: en[1], sort },
    { lang: 'CN', device: 'WEB', anchor, title: zh[0], content: zh[1], sort },
    ...(km ? [{ lang: 'KM', device: 'WEB', anchor, title: km[0], content: km[1], sort }] : []),
  ];
});
