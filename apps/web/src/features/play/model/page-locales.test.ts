// The "page" bundle has every key the game page asks for: the literal keys in the code and every
// member of the families it builds keys from (engines, errors, symbols, hands…), in en, zh and km.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_IDS } from '@pavilion/contracts/play';
import { BLACKJACK_ACTIONS } from '@pavilion/games/engines/blackjack';
import { POKER_HANDS } from '@pavilion/games/engines/poker-hands';
import { SCRATCH_SYMBOLS } from '@pavilion/games/engines/scratch';
import { SLOT_SYMBOLS, SLOT_THEME_IDS } from '@pavilion/games/engines/slot-paytables';

const feature = path.resolve(import.meta.dirname, '..');
const OWN_DIRS = ['components', 'drivers', 'engines', 'hooks', 'model', 'pages'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sources(file) : /\.tsx?$/.test(name) ? [file] : [];
  });
}

function literalKeys(): string[] {
  const found = new Set<string>();
  for (const file of OWN_DIRS.flatMap((d) => sources(path.join(feature, d)))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/['"`](page\.[A-Za-z0-9_.-]+)['"`]/g)) {
      found.add(match[1] as string);
    }
  }
  return [...found];
}

const family = (prefix: string, members: readonly string[]) => members.map((m) => `${prefix}.${m}`);
const builtKeys = [
  ...family('page.engines', ENGINE_IDS),
  ...family('page.mode', ['real', 'trial', 'demo']),
  ...family('page.result', ['win', 'even', 'partial', 'loss']),
  ...family('page.slot.themes', SLOT_THEME_IDS),
  ...SLOT_THEME_IDS.flatMap((theme) => family(`page.slot.symbols.${theme}`, SLOT_SYMBOLS)),
  ...family('page.scratch.symbols', SCRATCH_SYMBOLS),
  ...family('page.poker.hands', POKER_HANDS),
  ...family('page.blackjack.actions', BLACKJACK_ACTIONS),
  ...family('page.blackjack.results', ['blackjack', 'win', 'push', 'lose']),
  ...family('page.fair.mismatch', ['hash', 'payout', 'outcome', 'replay-failed']),
  ...family('page.fair.unavailable', ['open', 'not-revealed']),
  ...family('page.cards.ranks', ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A']),
  ...family('page.cards.suits', ['clubs', 'diamonds', 'hearts', 'spades']),
  ...family('page.winners', ['player', 'banker', 'tie', 'dragon', 'tiger']),
  ...family('page.colours', ['red', 'black', 'green']),
];

function lookup(bundle: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      bundle,
    );
}

describe.each(['en', 'zh', 'km'])('play page bundle %s', (lang) => {
  const bundle = JSON.parse(readFileSync(path.join(feature, 'locales', `${lang}.json`), 'utf8')) as unknown;
  it('has every literal key the code uses', () => {
    const keys = literalKeys();
    expect(keys.length).toBeGreaterThan(50);
    expect(
      keys.filter((k) => typeof lookup(bundle, k) !== 'string' && typeof lookup(bundle, k) !== 'object'),
    ).toEqual([]);
  });
  it('has every key the code builds', () => {
    expect(
      builtKeys.filter((k) => typeof lookup(bundle, k) !== 'string' || lookup(bundle, k) === ''),
    ).toEqual([]);
  });
});
