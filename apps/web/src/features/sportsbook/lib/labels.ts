// How markets, selections, lines and periods read, from the feed's fixed keys (the server sends
// keys, the member's language names them). Lines are quarters of a goal or point: 10 → "2.5"; an
// Asian handicap line is the home side's, so the away selection reads it negated.
import {
  CORRECT_SCORE_KEY,
  CORRECT_SCORE_OTHER,
  SELECTION_KEYS,
  type TMarketKind,
} from '@pavilion/games/sports/catalogue';

type TTranslate = (key: string, options?: Record<string, unknown>) => string;

/** A quarter line as text: −1 → "-0.25", 10 → "2.5"; `signed` puts "+" before a positive line. */
export function lineText(lineQ: number, signed = false): string {
  const text = String(lineQ / 4);
  return signed && lineQ > 0 ? `+${text}` : text;
}

export type TMarketRefLabel = { kind: TMarketKind; lineQ: number | null; param: number | null };

export function marketTitle(t: TTranslate, market: TMarketRefLabel): string {
  switch (market.kind) {
    case 'ah':
      return t('market.ah', { line: lineText(market.lineQ ?? 0, true) });
    case 'ou':
      return t('market.ou', { line: lineText(market.lineQ ?? 0) });
    case 'map_winner':
      return t('market.map_winner', { n: market.param ?? 1 });
    case 'round_winner':
      return t('market.round_winner', { n: market.param ?? 1 });
    default:
      return t(`market.${market.kind}`);
  }
}

export type TSelectionLabelRef = TMarketRefLabel & {
  key: string;
  label?: string | null | undefined;
  home: string;
  away: string;
};

/** What a selection reads: the team for home/away, "Over 2.5", "2-1", a competitor's name… */
export function selectionLabel(t: TTranslate, sel: TSelectionLabelRef): string {
  if (sel.label) {
    return sel.label;
  }
  const line = sel.lineQ ?? 0;
  switch (sel.key) {
    case 'home':
      return sel.kind === 'ah' ? `${sel.home} ${lineText(line, true)}` : sel.home;
    case 'away':
      return sel.kind === 'ah' ? `${sel.away} ${lineText(-line, true)}` : sel.away;
    case 'over':
    case 'under':
      return t(`selection.${sel.key}`, { line: lineText(line) });
    case 'draw':
    case 'yes':
    case 'no':
    case 'meron':
    case 'wala':
    case 'other':
      return t(`selection.${sel.key}`);
    default:
      return sel.key;
  }
}

/** The period of play: h1, ht, h2, q1…q4, ot, set1…, map1…, fight; null before the start. */
export function periodText(t: TTranslate, period: string | null): string | null {
  if (!period) {
    return null;
  }
  if (/^ot\d*$/.test(period)) {
    return t('period.ot');
  }
  const numbered = /^(q|set|map|round)(\d+)$/.exec(period);
  if (numbered) {
    return t(`period.${numbered[1]}`, { n: Number(numbered[2]) });
  }
  return ['h1', 'ht', 'h2', 'fight'].includes(period) ? t(`period.${period}`) : period;
}

/** Sports' order on the page. */
export const MARKET_ORDER: readonly TMarketKind[] = [
  'cockfight',
  '1x2',
  'moneyline',
  'ah',
  'ou',
  'btts',
  'map_winner',
  'round_winner',
  'correct_score',
  'outright',
];

/**
 * Selections in the order bettors read them: home, draw, away; over before under; yes before no;
 * meron, wala, draw; correct scores by home then away goals with "any other" last.
 */
export function sortSelections<T extends { key: string }>(kind: TMarketKind, selections: readonly T[]): T[] {
  const fixed = (SELECTION_KEYS as Partial<Record<TMarketKind, readonly string[]>>)[kind];
  const rank = (key: string): number[] => {
    if (fixed) {
      return [fixed.indexOf(key)];
    }
    const score = CORRECT_SCORE_KEY.exec(key);
    if (score) {
      return [Number(score[1]), Number(score[2])];
    }
    return [key === CORRECT_SCORE_OTHER ? Number.MAX_SAFE_INTEGER : 0];
  };
  return [...selections].sort((a, b) => {
    const [ra, rb] = [rank(a.key), rank(b.key)];
    return ra[0]! - rb[0]! || (ra[1] ?? 0) - (rb[1] ?? 0);
  });
}
