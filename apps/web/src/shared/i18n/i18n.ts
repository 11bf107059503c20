// i18next set-up. Each feature keeps its strings in features/<name>/locales/{en,zh,km}.json
// (namespace = feature name); app-wide strings live in shared/i18n/locales (namespace common).
// Default language: stored `lang`, else the device language among the supported ones (spec §1).
// Bundles are lazy chunks, one per language and namespace: start-up loads only the active
// language's start-up namespaces (plus English, the fallback, when another language is active);
// a feature's namespace arrives with its first useTranslation (react-i18next suspends until then,
// the lazy page or modal shows its spinner), and a language change loads every namespace in use.
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCAL_KEYS } from '@pavilion/contracts/constants';
import { detectLanguage, loadBundle, STARTUP_NAMESPACES } from './bundles';
import { SUPPORTED_I18N, type TSupportedLanguage } from './languages';

export { bundlePath, detectLanguage, STARTUP_NAMESPACES } from './bundles';

const lazyBundles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loadBundle(language, namespace);
    if (!load) {
      callback(null, {}); // a namespace without strings in this language: the fallback answers
      return;
    }
    load.then(
      (bundle) => callback(null, bundle as Parameters<ReadCallback>[1]),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Switches language once its bundles (every namespace loaded so far) have arrived. */
/**
 * Loads translation namespaces for the current language once i18next has started: a page or dialog
 * preloaded before main.tsx's init has finished (an early hover, the first navigation) would otherwise
 * ask an uninitialised instance, which loads nothing, and render raw keys. A failed bundle is reported
 * by i18next when a component asks; this never rejects.
 */
export function loadNamespacesWhenReady(namespaces: readonly string[]): Promise<void> {
  if (namespaces.length === 0) {
    return Promise.resolve();
  }
  const ready = i18n.isInitialized
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        i18n.on('initialized', () => resolve());
      });
  return ready.then(() => i18n.loadNamespaces([...namespaces])).catch(() => undefined);
}

export function changeLanguage(lng: TSupportedLanguage): Promise<unknown> {
  localStorage.setItem(LOCAL_KEYS.lang, lng);
  const history = JSON.parse(localStorage.getItem(LOCAL_KEYS.hisLang) ?? '[]') as string[];
  localStorage.setItem(
    LOCAL_KEYS.hisLang,
    JSON.stringify([lng, ...history.filter((h) => h !== lng)].slice(0, 5)),
  );
  document.documentElement.lang = lng;
  return i18n.changeLanguage(lng);
}

/** Starts i18next; resolves once the start-up bundles of the detected language are loaded. */
export function initI18n(lng: TSupportedLanguage = detectLanguage()): Promise<unknown> {
  document.documentElement.lang = lng;
  return i18n
    .use(lazyBundles)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: 'en',
      supportedLngs: [...SUPPORTED_I18N],
      ns: [...STARTUP_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
}
