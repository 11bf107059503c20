// The bet spots of each game's layout: a spot is one bet without its amount (the server's limits add
// up per spot). Chips placed on spots become a placement (lib/chips.ts).
import type { TLiveBets, TLiveGame } from '@pavilion/contracts/live-tables';

export type TSpotBet = TLiveBets['bets'][number];
export type TSpot = { id: string; label: string; bet: Omit<TSpotBet, 'amount'> };

type TLabel = (key: string, values?: Record<string, unknown>) => string;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export function spotsOf(game: TLiveGame, t: TLabel): TSpot[] {
  switch (game) {
    case 'baccarat':
      return (['player', 'banker', 'tie', 'player-pair', 'banker-pair'] as const).map((type) => ({
        id: type,
        label: t(`spot.${type}`),
        bet: { type },
      }));
    case 'dragon-tiger':
      return (['dragon', 'tiger', 'tie'] as const).map((type) => ({
        id: type,
        label: t(`spot.${type}`),
        bet: { type },
      }));
    case 'roulette':
      return [
        ...(['red', 'black', 'odd', 'even', 'low', 'high'] as const).map((type) => ({
          id: type,
          label: t(`spot.${type}`),
          bet: { type },
        })),
        ...([1, 2, 3] as const).map((index) => ({
          id: `dozen-${index}`,
          label: t('spot.dozen', { n: index }),
          bet: { type: 'dozen' as const, index },
        })),
        ...range(0, 36).map((n) => ({
          id: `straight-${n}`,
          label: String(n),
          bet: { type: 'straight' as const, numbers: [n] },
        })),
      ];
    case 'sic-bo':
      return [
        ...(['small', 'big', 'any-triple'] as const).map((type) => ({
          id: type,
          label: t(`spot.${type}`),
          bet: { type },
        })),
        ...range(1, 6).map((face) => ({
          id: `single-${face}`,
          label: t('spot.single', { face }),
          bet: { type: 'single' as const, face },
        })),
      ];
  }
}
