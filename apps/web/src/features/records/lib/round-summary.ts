// A recorded round's outcome in words, one line per fact, for the round-detail modal: cards as
// "10♦", dice as numbers, slot reels as rows. The outcome arrives untyped from the server, so each
// reader checks the shape it needs and the modal falls back to "not available" rather than guess.
// `t` is passed in (labels and engine words come from the records bundle), which keeps this pure.
import { rankIndex, suitIndex } from '@pavilion/games/cards';
import type { TEngineId } from '@pavilion/games/engine-meta';
import { formatMinor } from '@/shared/format/money';

export type TTranslate = (key: string, options?: Record<string, unknown>) => string;
export type TSummaryLine = { label: string; value: string };

const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const SUITS = ['♣', '♦', '♥', '♠'];

type TObj = Record<string, unknown>;
const isObj = (v: unknown): v is TObj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const obj = (v: unknown): TObj => (isObj(v) ? v : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** "A♠", "10♦": the card integers of @pavilion/games/cards. */
export function cardText(card: unknown): string {
  if (!isInt(card) || card < 0 || card > 51) {
    return '?';
  }
  return `${RANKS[rankIndex(card)] ?? '?'}${SUITS[suitIndex(card)] ?? '?'}`;
}

export function cardsText(cards: unknown): string {
  return arr(cards).map(cardText).join(' ');
}

function slotSymbol(t: TTranslate, symbol: unknown): string {
  const code = str(symbol);
  return code === 'W' || code === 'S' ? t(`round.slotSymbol.${code}`) : code;
}

function slotLines(t: TTranslate, o: TObj): TSummaryLine[] {
  const input = obj(o.input);
  const spin = obj(o.base);
  const grid = arr(spin.grid).map(arr);
  const rows = Math.max(0, ...grid.map((reel) => reel.length));
  const lines: TSummaryLine[] = [
    {
      label: t('round.bet'),
      value: t('round.slotBet', {
        lines: str(input.lines),
        lineBet: isInt(input.lineBet) ? formatMinor(input.lineBet) : '?',
      }),
    },
  ];
  for (let row = 0; row < rows; row++) {
    lines.push({
      label: t('round.reelRow', { n: row + 1 }),
      value: grid.map((reel) => slotSymbol(t, reel[row])).join(' · '),
    });
  }
  lines.push({ label: t('round.lineWins'), value: String(arr(spin.lineWins).length) });
  lines.push({ label: t('round.scatters'), value: str(spin.scatterCount) || '0' });
  const freeSpins = arr(obj(o.freeSpins).spins).length;
  if (freeSpins > 0) {
    lines.push({ label: t('round.freeSpins'), value: String(freeSpins) });
  }
  return lines;
}

function scratchLines(t: TTranslate, o: TObj): TSummaryLine[] {
  const cells = arr(o.cells).map((c) => t(`round.scratchSymbol.${str(c)}`, { defaultValue: str(c) }));
  const tier = isObj(o.tier) ? o.tier : null;
  return [
    { label: t('round.cells'), value: cells.join(' · ') },
    {
      label: t('round.prize'),
      value: tier
        ? t('round.scratchPrize', {
            symbol: t(`round.scratchSymbol.${str(tier.symbol)}`, { defaultValue: str(tier.symbol) }),
            multiplier: str(tier.multiplier),
          })
        : t('round.noPrize'),
    },
  ];
}

function videoPokerLines(t: TTranslate, o: TObj): TSummaryLine[] {
  const hold = arr(obj(o.input).hold);
  const held = hold.map((h, i) => (h === true ? i + 1 : 0)).filter((i) => i > 0);
  return [
    { label: t('round.dealt'), value: cardsText(o.dealt) },
    { label: t('round.held'), value: held.length ? held.join(', ') : t('round.none') },
    { label: t('round.finalHand'), value: cardsText(o.hand) },
    { label: t('round.handRank'), value: t(`round.poker.${str(o.rank)}`, { defaultValue: str(o.rank) }) },
  ];
}

function baccaratLines(t: TTranslate, o: TObj): TSummaryLine[] {
  const pairs = [
    o.playerPair === true ? t('round.side.player') : '',
    o.bankerPair === true ? t('round.side.banker') : '',
  ].filter(Boolean);
  return [
    {
      label: t('round.side.player'),
      value: t('round.cardsTotal', { cards: cardsText(o.player), total: str(o.playerTotal) }),
    },
    {
      label: t('round.side.banker'),
      value: t('round.cardsTotal', { cards: cardsText(o.banker), total: str(o.bankerTotal) }),
    },
    { label: t('round.winner'), value: t(`round.side.${str(o.winner)}`, { defaultValue: str(o.winner) }) },
    { label: t('round.pairs'), value: pairs.length ? pairs.join(', ') : t('round.none') },
    ...betLines(t, 'baccarat', o),
  ];
}

/** A table bet's name: "Split 17, 20", "Dozen 2", "Total 9", "Single 5", "Banker". */
function betName(t: TTranslate, engine: TEngineId, bet: TObj): string {
  const type = str(bet.type);
  const numbers = arr(bet.numbers).map(str).join(', ');
  return t(`round.betType.${engine}.${type}`, {
    numbers,
    index: str(bet.index),
    total: str(bet.total),
    face: str(bet.face),
    defaultValue: type,
  });
}

/** One line per bet of a table game: its name, then stake → payout. */
function betLines(t: TTranslate, engine: TEngineId, o: TObj): TSummaryLine[] {
  return arr(o.bets)
    .map(obj)
    .map((entry) => {
      const bet = obj(entry.bet);
      const amount = isInt(bet.amount) ? formatMinor(bet.amount) : '?';
      const payout = isInt(entry.payout) ? formatMinor(entry.payout) : '?';
      return { label: betName(t, engine, bet), value: t('round.betPaid', { amount, payout }) };
    });
}

function rouletteLines(t: TTranslate, o: TObj): TSummaryLine[] {
  return [
    {
      label: t('round.number'),
      value: t('round.rouletteNumber', {
        number: str(o.number),
        colour: t(`round.colour.${str(o.colour)}`, { defaultValue: str(o.colour) }),
      }),
    },
    ...betLines(t, 'roulette', o),
  ];
}

function sicBoLines(t: TTranslate, o: TObj): TSummaryLine[] {
  return [
    { label: t('round.dice'), value: arr(o.dice).map(str).join(' · ') },
    { label: t('round.total'), value: str(o.total) },
    ...betLines(t, 'sic-bo', o),
  ];
}

function dragonTigerLines(t: TTranslate, o: TObj): TSummaryLine[] {
  return [
    { label: t('round.side.dragon'), value: cardText(o.dragon) },
    { label: t('round.side.tiger'), value: cardText(o.tiger) },
    { label: t('round.winner'), value: t(`round.side.${str(o.winner)}`, { defaultValue: str(o.winner) }) },
    ...betLines(t, 'dragon-tiger', o),
  ];
}

function blackjackLines(t: TTranslate, o: TObj): TSummaryLine[] {
  const lines: TSummaryLine[] = [{ label: t('round.dealer'), value: cardsText(obj(o.state).dealer) }];
  arr(o.results)
    .map(obj)
    .forEach((hand, i) => {
      lines.push({
        label: t('round.hand', { n: i + 1 }),
        value: t('round.handResult', {
          cards: cardsText(hand.cards),
          total: str(hand.total),
          result: t(`round.blackjack.${str(hand.outcome)}`, { defaultValue: str(hand.outcome) }),
        }),
      });
    });
  return lines;
}

function niuniuHand(t: TTranslate, hand: TObj): string {
  const rank = isInt(hand.rank) ? hand.rank : -1;
  const name =
    rank >= 1 && rank <= 9
      ? t('round.niuniu.bull', { n: rank })
      : t(`round.niuniu.rank${rank}`, { defaultValue: str(hand.label) });
  return t('round.cardsHand', { cards: cardsText(hand.cards), hand: name });
}

function niuniuLines(t: TTranslate, o: TObj): TSummaryLine[] {
  return [
    { label: t('round.side.player'), value: niuniuHand(t, obj(o.player)) },
    { label: t('round.side.banker'), value: niuniuHand(t, obj(o.banker)) },
    { label: t('round.winner'), value: t(`round.side.${str(o.winner)}`, { defaultValue: str(o.winner) }) },
    ...betLines(t, 'niuniu', o),
  ];
}

const READERS: Record<TEngineId, (t: TTranslate, o: TObj) => TSummaryLine[]> = {
  slot: slotLines,
  scratch: scratchLines,
  'video-poker': videoPokerLines,
  baccarat: baccaratLines,
  roulette: rouletteLines,
  'sic-bo': sicBoLines,
  'dragon-tiger': dragonTigerLines,
  blackjack: blackjackLines,
  niuniu: niuniuLines,
};

/** The outcome's lines, or an empty list when the outcome is missing (an open round). */
export function summariseOutcome(t: TTranslate, engine: TEngineId, outcome: unknown): TSummaryLine[] {
  if (!isObj(outcome) || !Object.hasOwn(READERS, engine)) {
    return [];
  }
  return READERS[engine](t, outcome);
}
