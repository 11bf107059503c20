// The translation bundles and the language choice, without i18next: shared by the i18next set-up
// (i18n.ts) and the early entry (src/early.ts), which starts downloading the active language's
// start-up bundles before the application code has arrived. A bundle's module is fetched once:
// whoever asks first starts it, the other gets the same module.
import { LOCAL_KEYS } from '@pavilion/contracts/constants';
import { SUPPORTED_I18N, type TSupportedLanguage } from './languages';

type TBundle = Record<string, unknown>;
const loaders = import.meta.glob<TBundle>(
  ['../../features/*/locales/*.json', './locales/*.json', '../errors/locales/*.json'],
  {
    import: 'default',
  },
);

/** Namespaces every page of the player site needs for its first paint (layout, header, home). */
export const STARTUP_NAMESPACES = ['common', 'shell', 'lobby'] as const;

/**
 * Glob key of a language's bundle for a namespace (`common` lives in shared/i18n/locales, the error
 * texts of every feature, `errors`, in shared/errors/locales).
 */
export function bundlePath(lng: string, ns: string): string {
  if (ns === 'common') {
    return `./locales/${lng}.json`;
  }
  return ns === 'errors' ? `../errors/locales/${lng}.json` : `../../features/${ns}/locales/${lng}.json`;
}

/** The bundle of a namespace in a language, or undefined when that language has no strings for it. */
export function loadBundle(lng: string, ns: string): Promise<TBundle> | undefined {
  return loaders[bundlePath(lng, ns)]?.();
}

function isSupported(lng: string | null | undefined): lng is TSupportedLanguage {
  return !!lng && (SUPPORTED_I18N as readonly string[]).includes(lng);
}

/** Stored `lang`, else the device language among the supported ones, else English (spec §1). */
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
