import { describe, expect, it } from 'vitest';
import { lineText, marketTitle, periodText, selectionLabel, sortSelections } from './labels';

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key}:${JSON.stringify(options)}` : key;
const teams = { home: 'Lions', away: 'Tigers' };

describe('sportsbook labels', () => {
  it('reads quarter lines', () => {
    expect(lineText(-1)).toBe('-0.25');
    expect(lineText(10)).toBe('2.5');
    expect(lineText(3, true)).toBe('+0.75');
    expect(lineText(0, true)).toBe('0');
  });

  it('names markets with their line, map or round', () => {
    expect(marketTitle(t, { kind: 'ah', lineQ: -2, param: null })).toBe('market.ah:{"line":"-0.5"}');
    expect(marketTitle(t, { kind: 'ou', lineQ: 10, param: null })).toBe('market.ou:{"line":"2.5"}');
    expect(marketTitle(t, { kind: 'map_winner', lineQ: null, param: 2 })).toBe('market.map_winner:{"n":2}');
    expect(marketTitle(t, { kind: '1x2', lineQ: null, param: null })).toBe('market.1x2');
  });

  it('names selections: teams with the handicap each side gets, totals, fixed keys, scores, competitors', () => {
    const ah = { kind: 'ah' as const, lineQ: -3, param: null, ...teams };
    expect(selectionLabel(t, { ...ah, key: 'home' })).toBe('Lions -0.75');
    expect(selectionLabel(t, { ...ah, key: 'away' })).toBe('Tigers +0.75');
    const ou = { kind: 'ou' as const, lineQ: 10, param: null, ...teams };
    expect(selectionLabel(t, { ...ou, key: 'over' })).toBe('selection.over:{"line":"2.5"}');
    const fight = { kind: 'cockfight' as const, lineQ: null, param: null, ...teams };
    expect(selectionLabel(t, { ...fight, key: 'meron' })).toBe('selection.meron');
    const cs = { kind: 'correct_score' as const, lineQ: null, param: 4, ...teams };
    expect(selectionLabel(t, { ...cs, key: '2-1' })).toBe('2-1');
    const outright = { kind: 'outright' as const, lineQ: null, param: null, ...teams };
    expect(selectionLabel(t, { ...outright, key: 'c7', label: 'Harbour FC' })).toBe('Harbour FC');
    expect(selectionLabel(t, { kind: '1x2', lineQ: null, param: null, ...teams, key: 'away' })).toBe(
      'Tigers',
    );
  });

  it('reads periods', () => {
    expect(periodText(t, null)).toBeNull();
    expect(periodText(t, 'h2')).toBe('period.h2');
    expect(periodText(t, 'q3')).toBe('period.q:{"n":3}');
    expect(periodText(t, 'set2')).toBe('period.set:{"n":2}');
    expect(periodText(t, 'ot0')).toBe('period.ot');
  });

  it('orders selections as bettors read them', () => {
    const keys = (kind: Parameters<typeof sortSelections>[0], list: string[]) =>
      sortSelections(
        kind,
        list.map((key) => ({ key })),
      ).map((s) => s.key);
    expect(keys('1x2', ['away', 'draw', 'home'])).toEqual(['home', 'draw', 'away']);
    expect(keys('ou', ['under', 'over'])).toEqual(['over', 'under']);
    expect(keys('cockfight', ['draw', 'wala', 'meron'])).toEqual(['meron', 'wala', 'draw']);
    expect(keys('correct_score', ['other', '2-1', '0-0', '1-2', '1-0'])).toEqual([
      '0-0',
      '1-0',
      '1-2',
      '2-1',
      'other',
    ]);
    expect(keys('outright', ['c2', 'c1'])).toEqual(['c2', 'c1']);
  });
});
