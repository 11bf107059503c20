// The language picker's labels (spec §9: about 35 to 40). Only the supported ones (EN, CN, KM)
// are selectable; the others are listed as coming soon.
export type TLanguage = { code: string; i18n: string | null; label: string };

export const LANGUAGES: TLanguage[] = [
  { code: 'EN', i18n: 'en', label: 'English' },
  { code: 'CN', i18n: 'zh', label: '简体中文' },
  { code: 'KM', i18n: 'km', label: 'ភាសាខ្មែរ' },
  { code: 'TW', i18n: null, label: '繁體中文' },
  { code: 'JA', i18n: null, label: '日本語' },
  { code: 'TH', i18n: null, label: 'ไทย' },
  { code: 'VI', i18n: null, label: 'Tiếng Việt' },
  { code: 'KO', i18n: null, label: '한국어' },
  { code: 'ES', i18n: null, label: 'Español' },
  { code: 'HI', i18n: null, label: 'हिन्दी' },
  { code: 'ID', i18n: null, label: 'Bahasa Indonesia' },
  { code: 'AR', i18n: null, label: 'العربية' },
  { code: 'RU', i18n: null, label: 'Русский' },
  { code: 'FR', i18n: null, label: 'Français' },
  { code: 'DE', i18n: null, label: 'Deutsch' },
  { code: 'PT', i18n: null, label: 'Português' },
  { code: 'IT', i18n: null, label: 'Italiano' },
  { code: 'TR', i18n: null, label: 'Türkçe' },
  { code: 'MS', i18n: null, label: 'Bahasa Melayu' },
  { code: 'FIL', i18n: null, label: 'Filipino' },
  { code: 'LO', i18n: null, label: 'ລາວ' },
  { code: 'MY', i18n: null, label: 'မြန်မာ' },
  { code: 'BN', i18n: null, label: 'বাংলা' },
  { code: 'UR', i18n: null, label: 'اردو' },
  { code: 'FA', i18n: null, label: 'فارسی' },
  { code: 'NL', i18n: null, label: 'Nederlands' },
  { code: 'PL', i18n: null, label: 'Polski' },
  { code: 'UK', i18n: null, label: 'Українська' },
  { code: 'SV', i18n: null, label: 'Svenska' },
  { code: 'NO', i18n: null, label: 'Norsk' },
  { code: 'DA', i18n: null, label: 'Dansk' },
  { code: 'FI', i18n: null, label: 'Suomi' },
  { code: 'EL', i18n: null, label: 'Ελληνικά' },
  { code: 'HE', i18n: null, label: 'עברית' },
  { code: 'CS', i18n: null, label: 'Čeština' },
  { code: 'HU', i18n: null, label: 'Magyar' },
  { code: 'RO', i18n: null, label: 'Română' },
  { code: 'NE', i18n: null, label: 'नेपाली' },
];

export const SUPPORTED_I18N = ['en', 'zh', 'km'] as const;
export type TSupportedLanguage = (typeof SUPPORTED_I18N)[number];

/** API language code for an i18n language (spec merchant codes EN, CN, KM). */
export function apiLanguage(lng: string): 'EN' | 'CN' | 'KM' {
  return lng === 'zh' ? 'CN' : lng === 'km' ? 'KM' : 'EN';
}
