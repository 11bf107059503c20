// Set-up of the web-dom test project (React interaction tests in happy-dom): i18next with every
// English bundle loaded up front (tests find controls by their English labels), and the rendered
// tree, stores and mocks reset after each test.
import { cleanup } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, vi } from 'vitest';

const bundles = import.meta.glob<Record<string, unknown>>(
  ['../features/*/locales/en.json', '../shared/*/locales/en.json'],
  {
    eager: true,
    import: 'default',
  },
);

function namespaceOf(file: string): string {
  const parts = file.split('/');
  // ../features/<ns>/locales/en.json; ../shared/i18n/locales → common, ../shared/errors/locales → errors
  const folder = parts[parts.length - 3] ?? '';
  return folder === 'i18n' ? 'common' : folder;
}

const resources = {
  en: Object.fromEntries(Object.entries(bundles).map(([file, bundle]) => [namespaceOf(file), bundle])),
};

await i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
