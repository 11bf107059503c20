// Test helper: renders a table view to HTML on the server (Vitest, node environment) with the
// English play bundle, and a game meta like the one the page frame passes.
import { createInstance } from 'i18next';
import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { TPlayGame } from '@pavilion/contracts/play';
import type { TEngineId } from '@pavilion/games/engine-meta';
import type { TOneShotViewProps } from '../engines/engine-view';
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

function renderTable(view: ReactElement): string {
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

/**
 * A table view as the frame shows it between rounds (a $100.00 balance, idle, no outcome yet),
 * rendered to HTML; `props` names the game and whatever a test changes.
 */
export function renderTableView<K extends TEngineId>(
  View: ComponentType<TOneShotViewProps<K>>,
  props: Partial<TOneShotViewProps<K>> & { game: TPlayGame },
): string {
  return renderTable(
    <View
      balance={10_000}
      currencySymbol="$"
      busy={false}
      outcome={null}
      onPlay={() => undefined}
      {...props}
    />,
  );
}

/** Accessible names of every button in the rendered HTML. */
export function buttonNames(html: string): string[] {
  return [...html.matchAll(/<button[^>]*aria-label="([^"]*)"/g)].map((m) => m[1] ?? '');
}
