import { describe, expect, it } from 'vitest';
import { verifyRound } from '@pavilion/games/rounds';
import { cardText, summariseOutcome, type TTranslate } from './round-summary';

/** Echoes the key and its values, so the tests see what each line asks to be translated. */
const t: TTranslate = (key, options) => {
  const values = Object.entries(options ?? {})
    .filter(([k]) => k !== 'defaultValue')
    .map(([k, v]) => `${k}=${String(v)}`);
  return values.length ? `${key}(${values.join(',')})` : key;
};
const seeds = { serverSeed: '0'.repeat(64), clientSeed: 'summary', nonce: 3 };

describe('cards in words', () => {
  it('writes rank and suit symbols', () => {
    expect(cardText(0)).toBe('2♣');
    expect(cardText(8 + 13)).toBe('10♦');
    expect(cardText(12 + 39)).toBe('A♠');
    expect(cardText(99)).toBe('?');
  });
});

describe('outcome summaries', () => {
  it('shows a slot as 3 rows of 5 reels, with wild and scatter named', () => {
    const outcome = verifyRound('slot', seeds, { theme: 'classic', lineBet: 5, lines: 25 });
    const lines = summariseOutcome(t, 'slot', outcome);
    const rows = lines.filter((l) => l.label.startsWith('round.reelRow'));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.value.split(' · ').length === 5)).toBe(true);
    expect(lines[0]?.value).toBe('round.slotBet(lines=25,lineBet=0.05)');
  });
  it('shows dice and the total of sic bo', () => {
    const outcome = verifyRound('sic-bo', seeds, { bets: [{ type: 'big', amount: 100 }] });
    const lines = summariseOutcome(t, 'sic-bo', outcome);
    expect(lines[0]).toEqual({ label: 'round.dice', value: outcome.dice.join(' · ') });
    expect(lines[1]?.value).toBe(String(outcome.total));
    expect(lines[2]).toEqual({
      label: 'round.betType.sic-bo.big(numbers=,index=,total=,face=)',
      value: `round.betPaid(amount=1.00,payout=${(outcome.payout / 100).toFixed(2)})`,
    });
  });
  it('shows baccarat hands with their totals and the winner', () => {
    const outcome = verifyRound('baccarat', seeds, { bets: [{ type: 'player', amount: 100 }] });
    const lines = summariseOutcome(t, 'baccarat', outcome);
    expect(lines[0]?.value).toContain(`total=${outcome.playerTotal}`);
    expect(lines[2]?.value).toBe(`round.side.${outcome.winner}`);
  });
  it('names the winning roulette number and colour, and each bet with its numbers', () => {
    const outcome = verifyRound('roulette', seeds, {
      bets: [
        { type: 'red', amount: 100 },
        { type: 'split', numbers: [17, 20], amount: 50 },
        { type: 'dozen', index: 2, amount: 10 },
      ],
    });
    const lines = summariseOutcome(t, 'roulette', outcome);
    expect(lines[0]?.value).toBe(
      `round.rouletteNumber(number=${outcome.number},colour=round.colour.${outcome.colour})`,
    );
    expect(lines.map((l) => l.label)).toEqual([
      'round.number',
      'round.betType.roulette.red(numbers=,index=,total=,face=)',
      'round.betType.roulette.split(numbers=17, 20,index=,total=,face=)',
      'round.betType.roulette.dozen(numbers=,index=2,total=,face=)',
    ]);
  });
  it('names the niuniu hands', () => {
    const outcome = verifyRound('niuniu', seeds, { bets: [{ type: 'equal', amount: 100 }] });
    const lines = summariseOutcome(t, 'niuniu', outcome);
    expect(lines).toHaveLength(4);
    expect(lines[3]?.label).toBe('round.betType.niuniu.equal(numbers=,index=,total=,face=)');
    expect(lines[0]?.value).toMatch(/^round\.cardsHand\(cards=\S+ \S+ \S+ \S+ \S+,hand=round\.niuniu\./);
  });
  it('returns nothing for a missing outcome, or one its engine schema refuses, instead of guessing', () => {
    expect(summariseOutcome(t, 'slot', null)).toEqual([]);
    expect(summariseOutcome(t, 'dragon-tiger', { dragon: 'x' })).toEqual([]);
    const sicBo = verifyRound('sic-bo', seeds, { bets: [{ type: 'big', amount: 100 }] });
    expect(summariseOutcome(t, 'roulette', sicBo)).toEqual([]);
    expect(summariseOutcome(t, 'sic-bo', { ...sicBo, dice: [1, 2] })).toEqual([]);
    expect(summariseOutcome(t, 'sic-bo', JSON.parse(JSON.stringify(sicBo)))).toHaveLength(3);
  });
});
