// The lottery pages of spec §2.1: /lottery (LOTT and ELOTT games), /vnLottery and /seaLottery.
// Without ?gameCode the page is the lobby of that route's games, each with its next close; with
// one it is that game's page. Login is required (the router's guard sends guests to /login);
// trial users play with their trial credit like any member.
import { useLocation, useSearchParams } from 'react-router';
import type { TLotteryRoute } from '@pavilion/games/lottery/catalogue';
import { LotteryGame } from './lottery-game';
import { LotteryLobby } from './lottery-lobby';

export function routeOf(pathname: string): TLotteryRoute {
  const path = pathname.toLowerCase();
  return path.startsWith('/sealottery')
    ? '/seaLottery'
    : path.startsWith('/vnlottery')
      ? '/vnLottery'
      : '/lottery';
}

export default function LotteryPage() {
  const route = routeOf(useLocation().pathname);
  const gameCode = useSearchParams()[0].get('gameCode');
  return gameCode ? (
    <LotteryGame key={gameCode} route={route} gameCode={gameCode} />
  ) : (
    <LotteryLobby route={route} />
  );
}
