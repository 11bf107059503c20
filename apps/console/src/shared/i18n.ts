// i18next for the console: one namespace, bundles for en, zh and km bundled with the app (the
// console is small and not on the player's budget). Stored choice, else the browser's language.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '@/locales/en.json';
import km from '@/locales/km.json';
import zh from '@/locales/zh.json';

export const CONSOLE_LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'zh', label: '简体中文' },
  { code: 'km', label: 'ភាសាខ្មែរ' },
] as const;
export type TConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number]['code'];
const KEY = 'console.lang';

function detect(): TConsoleLanguage {
  const stored = localStorage.getItem(KEY);
  const wanted = stored ?? navigator.language.slice(0, 2).toLowerCase();
  return CONSOLE_LANGUAGES.find((l) => l.code === wanted)?.code ?? 'en';
}

export function initI18n() {
  const lng = detect();
  document.documentElement.lang = lng;
  void i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources: { en: { translation: en }, zh: { translation: zh }, km: { translation: km } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

export function changeLanguage(lng: TConsoleLanguage) {
  localStorage.setItem(KEY, lng);
  document.documentElement.lang = lng;
  void i18n.changeLanguage(lng);
}
