// Reading results for the roads and the history: a baccarat coup as a road result, and any result
// as a short text (the winner, the ball's number, the dice).
import { cardLabel } from '@pavilion/games/cards';
import type { TRoadResult } from '@pavilion/games/live-tables/roads';
import type { TLiveHistoryItem, TLiveResult } from '@pavilion/contracts/live-tables';

const SUITS: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** "TH" → "10♥". */
export function cardText(card: number): string {
  const label = cardLabel(card);
  const suit = label.slice(-1);
  return `${label.slice(0, -1).replace('T', '10')}${SUITS[suit] ?? suit}`;
}

export function roadResults(items: readonly TLiveHistoryItem[]): TRoadResult[] {
  return items.flatMap((i) =>
    i.result.game === 'baccarat'
      ? [
          {
            winner: i.result.coup.winner,
            playerPair: i.result.coup.playerPair,
            bankerPair: i.result.coup.bankerPair,
          },
        ]
      : [],
  );
}

export function resultText(r: TLiveResult, t: (key: string) => string): string {
  switch (r.game) {
    case 'baccarat':
      return `${t(`spot.${r.coup.winner}`)} ${r.coup.playerTotal}:${r.coup.bankerTotal}`;
    case 'dragon-tiger':
      return `${t(`spot.${r.winner}`)} ${cardText(r.dragon)}:${cardText(r.tiger)}`;
    case 'roulette':
      return String(r.number);
    case 'sic-bo':
      return r.dice.join(' ');
  }
}
