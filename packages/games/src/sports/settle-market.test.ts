// Settlement of every market kind against hand-worked cases (quarter lines worked half by half in
// the comments), and the mirror property of two-way line markets.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEG_OUTCOMES, type TLegOutcome, type TMarketRef, type TSportsResult } from './catalogue.ts';
import { settleSelection } from './settle-market.ts';

const score = (home: number, away: number, extra: Partial<TSportsResult> = {}): TSportsResult => ({
  home,
  away,
  ...extra,
});
const ah = (lineQ: number): TMarketRef => ({ kind: 'ah', lineQ, param: null });
const ou = (lineQ: number): TMarketRef => ({ kind: 'ou', lineQ, param: null });

// [market, key, result, expected, why]
const CASES: [TMarketRef, string, TSportsResult, TLegOutcome, string][] = [
  // Asian handicap, line on home
  [ah(0), 'home', score(1, 1), 'push', 'level ball, draw: stake back'],
  [ah(0), 'home', score(2, 1), 'win', 'level ball, home wins'],
  [ah(-2), 'home', score(1, 1), 'lose', '−0.5, draw'],
  [ah(-4), 'home', score(2, 1), 'push', '−1 whole line, wins by one'],
  [ah(-4), 'home', score(3, 1), 'win', '−1, wins by two'],
  [ah(-4), 'away', score(2, 1), 'push', 'away +1, loses by one'],
  [ah(-1), 'home', score(1, 1), 'half_lose', '−0.25 = ½ on 0 (push) + ½ on −0.5 (lose)'],
  [ah(-1), 'away', score(1, 1), 'half_win', '+0.25 = ½ on 0 (push) + ½ on +0.5 (win)'],
  [ah(-1), 'home', score(2, 1), 'win', '−0.25, wins by one: both halves win'],
  [ah(-1), 'home', score(0, 1), 'lose', '−0.25, loses: both halves lose'],
  [ah(-3), 'home', score(2, 1), 'half_win', '−0.75 = ½ on −0.5 (win) + ½ on −1 (push)'],
  [ah(-3), 'away', score(2, 1), 'half_lose', '+0.75 = ½ on +0.5 (lose) + ½ on +1 (push)'],
  [ah(-3), 'home', score(3, 1), 'win', '−0.75, wins by two'],
  [ah(-3), 'home', score(1, 1), 'lose', '−0.75, draw'],
  [ah(5), 'home', score(0, 1), 'half_win', '+1.25 = ½ on +1 (push) + ½ on +1.5 (win), loses by one'],
  [ah(5), 'home', score(0, 2), 'lose', '+1.25, loses by two: −1 and −0.5'],
  [ah(5), 'home', score(1, 1), 'win', '+1.25, draw'],
  [ah(5), 'away', score(0, 1), 'half_lose', 'away −1.25, wins by one'],
  [ah(5), 'away', score(0, 3), 'win', 'away −1.25, wins by three'],
  // Over/under
  [ou(10), 'over', score(2, 1), 'win', '2.5, three goals'],
  [ou(10), 'under', score(1, 1), 'win', '2.5, two goals'],
  [ou(8), 'over', score(1, 1), 'push', '2 whole line, two goals'],
  [ou(8), 'under', score(1, 1), 'push', '2 whole line, two goals'],
  [ou(9), 'over', score(1, 1), 'half_lose', '2.25 = ½ on 2 (push) + ½ on 2.5 (lose)'],
  [ou(9), 'under', score(1, 1), 'half_win', 'under 2.25, two goals'],
  [ou(9), 'over', score(2, 1), 'win', 'over 2.25, three goals'],
  [ou(11), 'over', score(2, 1), 'half_win', '2.75 = ½ on 2.5 (win) + ½ on 3 (push)'],
  [ou(11), 'under', score(2, 1), 'half_lose', 'under 2.75, three goals'],
  [ou(11), 'over', score(1, 1), 'lose', 'over 2.75, two goals'],
  [ou(11), 'under', score(3, 1), 'lose', 'under 2.75, four goals'],
  [ou(798), 'over', score(101, 99), 'win', 'basketball 199.5, 200 points'],
  // 1x2, moneyline, btts, correct score
  [{ kind: '1x2', lineQ: null, param: null }, 'draw', score(2, 2), 'win', 'draw'],
  [{ kind: '1x2', lineQ: null, param: null }, 'home', score(2, 2), 'lose', 'home on a draw'],
  [{ kind: '1x2', lineQ: null, param: null }, 'away', score(0, 1), 'win', 'away wins'],
  [{ kind: 'moneyline', lineQ: null, param: null }, 'home', score(2, 1), 'win', 'tennis sets'],
  [{ kind: 'moneyline', lineQ: null, param: null }, 'away', score(90, 90), 'push', 'two-way on a tie'],
  [{ kind: 'btts', lineQ: null, param: null }, 'yes', score(1, 1), 'win', 'both scored'],
  [{ kind: 'btts', lineQ: null, param: null }, 'yes', score(3, 0), 'lose', 'one side blank'],
  [{ kind: 'btts', lineQ: null, param: null }, 'no', score(0, 0), 'win', 'nil-nil'],
  [{ kind: 'correct_score', lineQ: null, param: 3 }, '2-1', score(2, 1), 'win', 'exact'],
  [{ kind: 'correct_score', lineQ: null, param: 3 }, '1-2', score(2, 1), 'lose', 'reversed'],
  [{ kind: 'correct_score', lineQ: null, param: 3 }, 'other', score(4, 1), 'win', 'above the cap'],
  [{ kind: 'correct_score', lineQ: null, param: 3 }, 'other', score(3, 3), 'lose', 'listed score'],
  // outright, e-sports, cockfight
  [
    { kind: 'outright', lineQ: null, param: null },
    't1-4',
    score(0, 0, { winnerId: 't1-4' }),
    'win',
    'winner',
  ],
  [{ kind: 'outright', lineQ: null, param: null }, 't1-5', score(0, 0, { winnerId: 't1-4' }), 'lose', 'not'],
  [{ kind: 'outright', lineQ: null, param: null }, 't1-5', score(0, 0), 'void', 'no winner declared'],
  [
    { kind: 'map_winner', lineQ: null, param: 2 },
    'away',
    score(1, 2, { maps: ['home', 'away', 'away'] }),
    'win',
    'map 2',
  ],
  [
    { kind: 'map_winner', lineQ: null, param: 1 },
    'away',
    score(1, 2, { maps: ['home', 'away', 'away'] }),
    'lose',
    'map 1',
  ],
  [
    { kind: 'map_winner', lineQ: null, param: 3 },
    'home',
    score(2, 0, { maps: ['home', 'home'] }),
    'void',
    'map 3 not played',
  ],
  [
    { kind: 'round_winner', lineQ: null, param: 2 },
    'home',
    score(2, 0, { rounds: ['away', 'home'] }),
    'win',
    'round 2',
  ],
  [
    { kind: 'round_winner', lineQ: null, param: 5 },
    'home',
    score(2, 0, { rounds: ['away', 'home'] }),
    'void',
    'no round 5',
  ],
  [{ kind: 'cockfight', lineQ: null, param: null }, 'meron', score(1, 0, { fight: 'meron' }), 'win', 'meron'],
  [{ kind: 'cockfight', lineQ: null, param: null }, 'wala', score(1, 0, { fight: 'meron' }), 'lose', 'wala'],
  [
    { kind: 'cockfight', lineQ: null, param: null },
    'meron',
    score(0, 0, { fight: 'draw' }),
    'push',
    'draw: meron back',
  ],
  [
    { kind: 'cockfight', lineQ: null, param: null },
    'wala',
    score(0, 0, { fight: 'draw' }),
    'push',
    'draw: wala back',
  ],
  [
    { kind: 'cockfight', lineQ: null, param: null },
    'draw',
    score(0, 0, { fight: 'draw' }),
    'win',
    'draw pays',
  ],
  [
    { kind: 'cockfight', lineQ: null, param: null },
    'draw',
    score(0, 1, { fight: 'wala' }),
    'lose',
    'no draw',
  ],
];

describe('settleSelection', () => {
  it.each(CASES)('%o %s on %o → %s (%s)', (market, key, result, expected) => {
    expect(settleSelection(market, key, result)).toBe(expected);
  });

  it('voids every kind and key when the event is cancelled', () => {
    for (const [market, key, result] of CASES) {
      expect(settleSelection(market, key, { ...result, cancelled: true })).toBe('void');
    }
  });

  it('refuses a key the kind does not have, and a line market without a line', () => {
    expect(() => settleSelection(ah(-1), 'over', score(1, 0))).toThrow(RangeError);
    expect(() => settleSelection(ou(9), 'home', score(1, 0))).toThrow(RangeError);
    expect(() => settleSelection({ kind: '1x2', lineQ: null, param: null }, 'x', score(1, 0))).toThrow(
      RangeError,
    );
    expect(() =>
      settleSelection({ kind: 'correct_score', lineQ: null, param: 3 }, '2:1', score(1, 0)),
    ).toThrow(RangeError);
    expect(() => settleSelection({ kind: 'ah', lineQ: null, param: null }, 'home', score(1, 0))).toThrow(
      RangeError,
    );
  });

  const mirror: Record<TLegOutcome, TLegOutcome> = {
    win: 'lose',
    lose: 'win',
    half_win: 'half_lose',
    half_lose: 'half_win',
    push: 'push',
    void: 'void',
  };

  it('settles the two sides of a handicap or total as mirror images, halves only on quarter lines', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -40, max: 40 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 12 }),
        (lineQ, home, away) => {
          const result = score(home, away);
          const pairs: [TLegOutcome, TLegOutcome][] = [
            [settleSelection(ah(lineQ), 'home', result), settleSelection(ah(lineQ), 'away', result)],
            [
              settleSelection(ou(Math.abs(lineQ)), 'over', result),
              settleSelection(ou(Math.abs(lineQ)), 'under', result),
            ],
          ];
          for (const [a, b] of pairs) {
            expect(b).toBe(mirror[a]);
            expect(LEG_OUTCOMES).toContain(a);
            // A quarter line never pushes whole; a whole or half line never settles by halves.
            if (lineQ % 2 === 0) {
              expect(['half_win', 'half_lose']).not.toContain(a);
            } else {
              expect(a).not.toBe('push');
            }
          }
        },
      ),
    );
  });
});
