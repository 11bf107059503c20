// Site constants of spec §3 without zod (flag ids, the whitelabel tree and its flattening,
// registration field names, language codes), so the browser's start-up path can read its flags
// without evaluating the site schemas (site.ts re-exports everything here).
/** Every whitelabel module id the platform knows; the seed creates them all (references: site flags). */
export const FLAG_IDS = [
  'COMM3',
  'REG3',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'MOBILEVERCODELOGIN3',
  'VERIFICATION3',
  'LOGINIPVERF3',
  'PASS3',
  'PWRESETSMS3',
  'PWRESETEMAIL3',
  'CHNGPASSVERIF3',
  'PWDEXPFORCECHANGE3',
  'CAPTCHA3',
  'AFFMAN3',
  'FREEPLAY3',
  'PROFPIC3',
  'GAMELO3',
  'GAMELOREC3',
  'GAMELOHOT3',
  'REWCEN3',
  'FEEDBACK3',
  'INBOX3',
  'CBS3',
  'PTSYS3',
  'MEMTRANS3',
  'MANPLAYREB3',
  'AGENTPOLICY3',
  'REFERRAL3',
  'AGENTANNOUNCE3',
  'AGEINFO3',
  'REGCEN',
  'DOWNMAN',
  'TRANSBETREPMEM3',
  'AGETEAMPNL3',
  'AGEREV3',
  'AGEDOWNTRANS3',
  'AGENTRANSMULTDOWN3',
  'DIVIDEND',
  'SIGNCONDIV3',
  'DAYSAL',
  'DAYSALMR',
  'DAILYSALCONT3',
  'HOURSAL3',
  'RTSALARY3',
] as const;
export type TFlagId = (typeof FLAG_IDS)[number];

export type TWhitelabelNode = { modId: string; enabled: '0' | '1'; childrenNodes: TWhitelabelNode[] };

/** Flattens the whitelabel tree into {modId: enabled}; a child is on only when its parents are. */
export function flattenFlags(nodes: TWhitelabelNode[], parentOn = true, out: Record<string, boolean> = {}) {
  for (const node of nodes) {
    const on = parentOn && node.enabled === '1';
    out[node.modId] = on;
    flattenFlags(node.childrenNodes, on, out);
  }
  return out;
}

export const REGISTRATION_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
] as const;
export type TRegistrationField = (typeof REGISTRATION_FIELDS)[number];

export const LANGUAGE_CODES = ['EN', 'CN', 'KM'] as const;

/**
 * A Google tag id (GA4 `G-`, Google tag `GT-`, Ads `AW-`, Floodlight `DC-`): the analytics setting
 * (spec §3 analytics.gtagId). Only such an id reaches the tag's address; empty turns analytics off.
 */
export const GTAG_ID_PATTERN = /^(G|GT|AW|DC)-[A-Z0-9]{4,20}$/;
/** Where the Google tag loads from and talks to: the Content-Security-Policy allows these only while a tag id is set. */
export const GTAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
export const GTAG_CONNECT_SOURCES = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
] as const;
