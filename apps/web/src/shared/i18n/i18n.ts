// i18next set-up. Each feature keeps its strings in features/<name>/locales/{en,zh,km}.json
// (namespace = feature name); app-wide strings live in shared/i18n/locales (namespace common).
// Default language: stored `lang`, else the device language among the supported ones (spec §1).
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCAL_KEYS } from '@pavilion/contracts/constants';
import { SUPPORTED_I18N, type TSupportedLanguage } from './languages';

type TBundle = Record<string, unknown>;
const files = import.meta.glob<TBundle>(['../../features/*/locales/*.json', './locales/*.json'], { eager: true, import: 'default' });

function buildResources() {
  const resources: Record<string, Record<string, TBundle>> = {};
  for (const [path, bundle] of Object.entries(files)) {
    const lang = /\/([a-z]{2})\.json$/.exec(path)?.[1];
    const feature = /features\/([^/]+)\/locales/.exec(path)?.[1] ?? 'common';
    if (lang) {
      resources[lang] ??= {};
      resources[lang][feature] = bundle;
    }
  }
  return resources;
}

function isSupported(lng: string | null | undefined): lng is TSupportedLanguage {
  return !!lng && (SUPPORTED_I18N as readonly string[]).includes(lng);
}

export function detectLanguage(): TSupportedLanguage {
  const stored = localStorage.getItem(LOCAL_KEYS.lang);
  if (isSupported(stored)) {
    return stored;
  }
  for (const lng of navigator.languages ?? [navigator.language]) {
    const base = lng.toLowerCase().split('-')[0];
    if (isSupported(base)) {
      return base;
    }
  }
  return 'en';
}

export function changeLanguage(lng: TSupportedLanguage): Promise<unknown> {
  localStorage.setItem(LOCAL_KEYS.lang, lng);
  const history = JSON.parse(localStorage.getItem(LOCAL_KEYS.hisLang) ?? '[]') as string[];
  localStorage.setItem(LOCAL_KEYS.hisLang, JSON.stringify([lng, ...history.filter((h) => h !== lng)].slice(0, 5)));
  document.documentElement.lang = lng;
  return i18n.changeLanguage(lng);
}

export function initI18n() {
  const lng = detectLanguage();
  document.documentElement.lang = lng;
  void i18n.use(initReactI18next).init({
    resources: buildResources(),
    lng,
    fallbackLng: 'en',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18n;
}
