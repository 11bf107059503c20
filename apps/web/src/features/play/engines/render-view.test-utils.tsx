// Test helper: renders an engine view to HTML on the server (Vitest, node environment) with the
// English play bundle, and a game like the one the frame passes.
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { TPlayGame } from '@pavilion/contracts/play';
import { ENGINES } from '@pavilion/games/registry';
import en from '../locales/en.json';

export function viewGame(engine: TPlayGame['engine'], theme: TPlayGame['theme'] = null): TPlayGame {
  const meta = ENGINES[engine];
  return {
    nodeId: 1,
    gameCode: `test-${engine}`,
    displayName: `Test ${engine}`,
    vendor: 'INHOUSE',
    gameType: 'RNG',
    engine,
    theme,
    declaredRtp: meta.declaredRtp,
    rtpBasis: meta.rtpBasis,
    stakeUnit: meta.stakeUnit,
    minBet: meta.minBet,
    maxBet: meta.maxBet,
    mode: 'real',
    balance: 100_000,
    currency: 'USD',
  };
}

export function renderView(view: ReactElement): string {
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

/** The buttons of the HTML: their text or aria-label, and whether they are disabled. */
export function buttons(html: string): { name: string; disabled: boolean }[] {
  return [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map((m) => {
    const attrs = m[1] ?? '';
    const label = /aria-label="([^"]*)"/.exec(attrs)?.[1];
    return {
      name: label ?? (m[2] ?? '').replace(/<[^>]+>/g, '').trim(),
      disabled: /\sdisabled=""/.test(attrs),
    };
  });
}
