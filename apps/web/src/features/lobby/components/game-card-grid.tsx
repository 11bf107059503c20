// A virtual grid of game list cards wired to favourites, launch and the currency symbol; the
// game list centre and the account lists both use it.
import type { TGameItem } from '@pavilion/contracts/games';
import { useFavouriteIds, useToggleFavourite } from '../api/use-favourites';
import { useCurrencySymbol } from '../hooks/use-currency-symbol';
import { useLaunchGame } from '../hooks/use-launch-game';
import { CARD_INFO_HEIGHT, GameCard, GameCardSkeleton } from './game-card';
import { VirtualGameGrid } from './virtual-game-grid';

type TGameCardGridProps = {
  count: number;
  label: string;
  getGame: (index: number) => TGameItem | undefined;
  onRangeChange?: (first: number, last: number) => void;
};

export function GameCardGrid({ count, label, getGame, onRangeChange }: TGameCardGridProps) {
  const favourites = useFavouriteIds();
  const toggleFavourite = useToggleFavourite();
  const launch = useLaunchGame();
  const symbol = useCurrencySymbol();
  return (
    <VirtualGameGrid
      count={count}
      label={label}
      infoHeight={CARD_INFO_HEIGHT}
      onRangeChange={onRangeChange}
      renderCell={(index) => {
        const game = getGame(index);
        return game ? (
          <GameCard
            game={game}
            favourite={favourites.has(game.nodeId)}
            symbol={symbol}
            onToggleFavourite={toggleFavourite}
            onLaunch={(req) => void launch(req)}
          />
        ) : (
          <GameCardSkeleton />
        );
      }}
    />
  );
}
