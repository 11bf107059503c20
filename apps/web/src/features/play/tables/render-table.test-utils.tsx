// Test helper: renders a table view to HTML on the server (Vitest, node environment) with the
// English play bundle, and a game meta like the one the page frame passes.
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { TPlayGame } from '@pavilion/contracts/play';
import en from '../locales/en.json';

export function testGame(engine: TPlayGame['engine'], minBet = 10, maxBet = 1_000_000): TPlayGame {
  return {
    nodeId: 1,
    gameCode: `test-${engine}`,
    displayName: `Test ${engine}`,
    vendor: 'pavilion',
    gameType: 'table',
    engine,
    theme: null,
    declaredRtp: 0.97,
    rtpBasis: 'test',
    stakeUnit: 'position',
    minBet,
    maxBet,
    mode: 'real',
    balance: 100_000,
    currency: 'USD',
  };
}

export function renderTable(view: ReactElement): string {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { play: en } },
    defaultNS: 'play',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return renderToString(<I18nextProvider i18n={i18n}>{view}</I18nextProvider>);
}

/** Accessible names of every button in the rendered HTML. */
export function buttonNames(html: string): string[] {
  return [...html.matchAll(/<button[^>]*aria-label="([^"]*)"/g)].map((m) => m[1] ?? '');
}
