// A recorded round's outcome in words, one line per fact, for the round-detail modal: cards as
// "10♦", dice as numbers, slot reels as rows. The outcome is read through the engine's outcome
// schema (@pavilion/games/lifecycle), so every reader works on its engine's typed outcome; one that
// does not parse (an open round, a record of another shape) shows "not available" instead.
// `t` is passed in (labels and engine words come from the records bundle), which keeps this pure.
import { rankIndex, suitIndex } from '@pavilion/games/cards';
import type { TEngineId } from '@pavilion/games/engine-meta';
import { ZRecordedRoundSchema, type TRecordedRound, type TRoundOutcomeOf } from '@pavilion/games/lifecycle';
import { formatMinor } from '@/shared/format/money';

export type TTranslate = (key: string, options?: Record<string, unknown>) => string;
export type TSummaryLine = { label: string; value: string };

const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const SUITS = ['♣', '♦', '♥', '♠'];

/** "A♠", "10♦": the card integers of @pavilion/games/cards. */
export function cardText(card: number): string {
  if (!Number.isInteger(card) || card < 0 || card > 51) {
    return '?';
  }
  return `${RANKS[rankIndex(card)] ?? '?'}${SUITS[suitIndex(card)] ?? '?'}`;
}

export function cardsText(cards: readonly number[]): string {
  return cards.map(cardText).join(' ');
}

function slotSymbol(t: TTranslate, code: string): string {
  return code === 'W' || code === 'S' ? t(`round.slotSymbol.${code}`) : code;
}

function slotLines(t: TTranslate, o: TRoundOutcomeOf<'slot'>): TSummaryLine[] {
  const grid = o.base.grid;
  const rows = Math.max(0, ...grid.map((reel) => reel.length));
  const lines: TSummaryLine[] = [
    {
      label: t('round.bet'),
      value: t('round.slotBet', { lines: String(o.input.lines), lineBet: formatMinor(o.input.lineBet) }),
    },
  ];
  for (let row = 0; row < rows; row++) {
    lines.push({
      label: t('round.reelRow', { n: row + 1 }),
      value: grid.map((reel) => slotSymbol(t, reel[row] ?? '')).join(' · '),
    });
  }
  lines.push({ label: t('round.lineWins'), value: String(o.base.lineWins.length) });
  lines.push({ label: t('round.scatters'), value: String(o.base.scatterCount) });
  if (o.freeSpins.spins.length > 0) {
    lines.push({ label: t('round.freeSpins'), value: String(o.freeSpins.spins.length) });
  }
  return lines;
}

function scratchLines(t: TTranslate, o: TRoundOutcomeOf<'scratch'>): TSummaryLine[] {
  const symbol = (s: string) => t(`round.scratchSymbol.${s}`, { defaultValue: s });
  return [
    { label: t('round.cells'), value: o.cells.map(symbol).join(' · ') },
    {
      label: t('round.prize'),
      value: o.tier
        ? t('round.scratchPrize', { symbol: symbol(o.tier.symbol), multiplier: String(o.tier.multiplier) })
        : t('round.noPrize'),
    },
  ];
}

function videoPokerLines(t: TTranslate, o: TRoundOutcomeOf<'video-poker'>): TSummaryLine[] {
  const held = o.input.hold.map((h, i) => (h ? i + 1 : 0)).filter((i) => i > 0);
  return [
    { label: t('round.dealt'), value: cardsText(o.dealt) },
    { label: t('round.held'), value: held.length ? held.join(', ') : t('round.none') },
    { label: t('round.finalHand'), value: cardsText(o.hand) },
    { label: t('round.handRank'), value: t(`round.poker.${o.rank}`, { defaultValue: o.rank }) },
  ];
}

const side = (t: TTranslate, name: string) => t(`round.side.${name}`, { defaultValue: name });

function baccaratLines(t: TTranslate, o: TRoundOutcomeOf<'baccarat'>): TSummaryLine[] {
  const pairs = [
    o.playerPair ? t('round.side.player') : '',
    o.bankerPair ? t('round.side.banker') : '',
  ].filter(Boolean);
  return [
    {
      label: t('round.side.player'),
      value: t('round.cardsTotal', { cards: cardsText(o.player), total: String(o.playerTotal) }),
    },
    {
      label: t('round.side.banker'),
      value: t('round.cardsTotal', { cards: cardsText(o.banker), total: String(o.bankerTotal) }),
    },
    { label: t('round.winner'), value: side(t, o.winner) },
    { label: t('round.pairs'), value: pairs.length ? pairs.join(', ') : t('round.none') },
    ...betLines(t, 'baccarat', o.bets),
  ];
}

type TAnyBet = {
  type: string;
  amount: number;
  numbers?: readonly number[];
  index?: number;
  total?: number;
  face?: number;
};

/** A table bet's name: "Split 17, 20", "Dozen 2", "Total 9", "Single 5", "Banker". */
function betName(t: TTranslate, engine: TEngineId, bet: TAnyBet): string {
  return t(`round.betType.${engine}.${bet.type}`, {
    numbers: (bet.numbers ?? []).join(', '),
    index: bet.index === undefined ? '' : String(bet.index),
    total: bet.total === undefined ? '' : String(bet.total),
    face: bet.face === undefined ? '' : String(bet.face),
    defaultValue: bet.type,
  });
}

/** One line per bet of a table game: its name, then stake → payout. */
function betLines(
  t: TTranslate,
  engine: TEngineId,
  bets: readonly { bet: TAnyBet; payout: number }[],
): TSummaryLine[] {
  return bets.map(({ bet, payout }) => ({
    label: betName(t, engine, bet),
    value: t('round.betPaid', { amount: formatMinor(bet.amount), payout: formatMinor(payout) }),
  }));
}

function rouletteLines(t: TTranslate, o: TRoundOutcomeOf<'roulette'>): TSummaryLine[] {
  return [
    {
      label: t('round.number'),
      value: t('round.rouletteNumber', {
        number: String(o.number),
        colour: t(`round.colour.${o.colour}`, { defaultValue: o.colour }),
      }),
    },
    ...betLines(t, 'roulette', o.bets),
  ];
}

function sicBoLines(t: TTranslate, o: TRoundOutcomeOf<'sic-bo'>): TSummaryLine[] {
  return [
    { label: t('round.dice'), value: o.dice.join(' · ') },
    { label: t('round.total'), value: String(o.total) },
    ...betLines(t, 'sic-bo', o.bets),
  ];
}

function dragonTigerLines(t: TTranslate, o: TRoundOutcomeOf<'dragon-tiger'>): TSummaryLine[] {
  return [
    { label: t('round.side.dragon'), value: cardText(o.dragon) },
    { label: t('round.side.tiger'), value: cardText(o.tiger) },
    { label: t('round.winner'), value: side(t, o.winner) },
    ...betLines(t, 'dragon-tiger', o.bets),
  ];
}

function blackjackLines(t: TTranslate, o: TRoundOutcomeOf<'blackjack'>): TSummaryLine[] {
  return [
    { label: t('round.dealer'), value: cardsText(o.state.dealer) },
    ...o.results.map((hand, i) => ({
      label: t('round.hand', { n: i + 1 }),
      value: t('round.handResult', {
        cards: cardsText(hand.cards),
        total: String(hand.total),
        result: t(`round.blackjack.${hand.outcome}`, { defaultValue: hand.outcome }),
      }),
    })),
  ];
}

function niuniuHand(t: TTranslate, hand: TRoundOutcomeOf<'niuniu'>['player']): string {
  const name =
    hand.rank >= 1 && hand.rank <= 9
      ? t('round.niuniu.bull', { n: hand.rank })
      : t(`round.niuniu.rank${hand.rank}`, { defaultValue: hand.label });
  return t('round.cardsHand', { cards: cardsText(hand.cards), hand: name });
}

function niuniuLines(t: TTranslate, o: TRoundOutcomeOf<'niuniu'>): TSummaryLine[] {
  return [
    { label: t('round.side.player'), value: niuniuHand(t, o.player) },
    { label: t('round.side.banker'), value: niuniuHand(t, o.banker) },
    { label: t('round.winner'), value: side(t, o.winner) },
    ...betLines(t, 'niuniu', o.bets),
  ];
}

const times = (hundredths: number, scale = 100, digits = 2) => `${(hundredths / scale).toFixed(digits)}×`;

function originalsLines(t: TTranslate, round: TRecordedRound): TSummaryLine[] {
  const o = round.outcome;
  if (!o) {
    return [];
  }
  switch (round.engine) {
    case 'dice': {
      const d = round.outcome!;
      return [
        {
          label: t('round.originals.target'),
          value: t(`round.originals.${d.input.side}`, { target: (d.input.target / 100).toFixed(2) }),
        },
        { label: t('round.originals.roll'), value: (d.roll / 100).toFixed(2) },
        { label: t('round.originals.multiplier'), value: times(d.multiplier, 10_000, 4) },
      ];
    }
    case 'limbo': {
      const l = round.outcome!;
      return [
        { label: t('round.originals.target'), value: times(l.input.target) },
        { label: t('round.originals.result'), value: times(l.result) },
      ];
    }
    case 'mines': {
      const m = round.outcome!;
      return [
        { label: t('round.originals.mines'), value: String(m.input.mines) },
        { label: t('round.originals.revealed'), value: m.input.picks.map((p) => p + 1).join(' · ') || '—' },
        { label: t('round.originals.layout'), value: m.layout.map((p) => p + 1).join(' · ') },
        {
          label: t('round.originals.result'),
          value:
            m.hit === null
              ? t('round.originals.cashedOut', { multiplier: times(m.multiplier) })
              : t('round.originals.hitMine', { tile: m.hit + 1 }),
        },
      ];
    }
    case 'plinko': {
      const p = round.outcome!;
      return [
        {
          label: t('round.originals.rowsRisk'),
          value: t(`round.originals.risk.${p.input.risk}`, { rows: p.input.rows }),
        },
        { label: t('round.originals.slot'), value: String(p.slot + 1) },
        { label: t('round.originals.multiplier'), value: times(p.multiplier) },
      ];
    }
    case 'keno': {
      const k = round.outcome!;
      return [
        { label: t('round.originals.picks'), value: k.input.picks.join(' · ') },
        { label: t('round.originals.drawn'), value: k.drawn.join(' · ') },
        { label: t('round.originals.hits'), value: String(k.hits.length) },
        { label: t('round.originals.multiplier'), value: times(k.multiplier) },
      ];
    }
    default:
      return [];
  }
}

/** The outcome's lines, or an empty list when the outcome does not parse as its engine's (an open round). */
export function summariseOutcome(t: TTranslate, engine: TEngineId, outcome: unknown): TSummaryLine[] {
  const input = typeof outcome === 'object' && outcome !== null && 'input' in outcome ? outcome.input : null;
  const parsed = ZRecordedRoundSchema.safeParse({ engine, input, outcome, view: null });
  if (!parsed.success || parsed.data.outcome === null) {
    return [];
  }
  const round = parsed.data;
  switch (round.engine) {
    case 'slot':
      return round.outcome ? slotLines(t, round.outcome) : [];
    case 'scratch':
      return round.outcome ? scratchLines(t, round.outcome) : [];
    case 'video-poker':
      return round.outcome ? videoPokerLines(t, round.outcome) : [];
    case 'baccarat':
      return round.outcome ? baccaratLines(t, round.outcome) : [];
    case 'roulette':
      return round.outcome ? rouletteLines(t, round.outcome) : [];
    case 'sic-bo':
      return round.outcome ? sicBoLines(t, round.outcome) : [];
    case 'dragon-tiger':
      return round.outcome ? dragonTigerLines(t, round.outcome) : [];
    case 'blackjack':
      return round.outcome ? blackjackLines(t, round.outcome) : [];
    case 'niuniu':
      return round.outcome ? niuniuLines(t, round.outcome) : [];
    case 'dice':
    case 'limbo':
    case 'mines':
    case 'plinko':
    case 'keno':
      return originalsLines(t, round);
  }
}
