// Picks the view of the game's engine and wires it to the session: one-shot engines get the last
// settled outcome, multi-step engines the round in play. The table views (~8 KB gzip together) come
// with the page: loaded on demand they cost a request after the game's data and a suspended stage
// whose reveal React holds back ~300 ms (issue 26).
import { useMemo, type ComponentType } from 'react';
import type { TPlayGame, TRound } from '@pavilion/contracts/play';
import type { TEngineId } from '@pavilion/games/engine-meta';
import { parseOutcome, type TRoundOutcomeOf } from '@pavilion/games/lifecycle';
import type { TPlaySession } from '../hooks/use-play-session';
import { BlackjackView } from './cards/blackjack-view';
import { VideoPokerView } from './cards/video-poker-view';
import type { TOneShotViewProps } from './engine-view';
import { DiceView } from './originals/dice-view';
import { KenoView } from './originals/keno-view';
import { LimboView } from './originals/limbo-view';
import { MinesView } from './originals/mines-view';
import { PlinkoView } from './originals/plinko-view';
import { ScratchView } from './scratch/scratch-view';
import { SlotView } from './slot/slot-view';
import { BaccaratView } from '../tables/baccarat-view';
import { DragonTigerView } from '../tables/dragon-tiger-view';
import { NiuniuView } from '../tables/niuniu-view';
import { RouletteView } from '../tables/roulette-view';
import { SicBoView } from '../tables/sic-bo-view';

type TOneShotEngine = Exclude<TEngineId, 'video-poker' | 'blackjack' | 'mines'>;

const ONE_SHOT_VIEWS: { [K in TOneShotEngine]: ComponentType<TOneShotViewProps<K>> } = {
  slot: SlotView,
  scratch: ScratchView,
  baccarat: BaccaratView,
  roulette: RouletteView,
  'sic-bo': SicBoView,
  'dragon-tiger': DragonTigerView,
  niuniu: NiuniuView,
  dice: DiceView,
  limbo: LimboView,
  plinko: PlinkoView,
  keno: KenoView,
};

type TEngineStageProps = { game: TPlayGame; session: TPlaySession; currencySymbol: string };

/** The settled outcome of `round` when it is a round of `engine`, read through that engine's schema. */
function settledOutcome<K extends TEngineId>(engine: K, round: TRound | null): TRoundOutcomeOf<K> | null {
  return round?.status === 'settled' && round.engine === engine && round.outcome
    ? parseOutcome(engine, round.outcome)
    : null;
}

export function EngineStage({ game, session, currencySymbol }: TEngineStageProps) {
  const engine = game.engine;
  if (engine === 'mines') {
    return (
      <MinesView
        game={game}
        balance={session.balance}
        currencySymbol={currencySymbol}
        busy={session.busy}
        round={session.current?.engine === 'mines' ? session.current : null}
        onStart={session.play}
        onAction={session.act}
        startAsync={session.playAsync}
        actAsync={session.actOn}
      />
    );
  }
  if (engine === 'video-poker' || engine === 'blackjack') {
    const View = engine === 'video-poker' ? VideoPokerView : BlackjackView;
    const round = session.current?.engine === engine ? session.current : null;
    return (
      <View
        game={game}
        balance={session.balance}
        currencySymbol={currencySymbol}
        busy={session.busy}
        round={round}
        onStart={session.play}
        onAction={session.act}
      />
    );
  }
  return <OneShotStage engine={engine} game={game} session={session} currencySymbol={currencySymbol} />;
}

function OneShotStage<K extends TOneShotEngine>({
  engine,
  game,
  session,
  currencySymbol,
}: TEngineStageProps & { engine: K }) {
  const View: ComponentType<TOneShotViewProps<K>> = ONE_SHOT_VIEWS[engine];
  const outcome = useMemo(() => settledOutcome(engine, session.current), [engine, session.current]);
  return (
    <View
      game={game}
      balance={session.balance}
      currencySymbol={currencySymbol}
      busy={session.busy}
      outcome={outcome}
      onPlay={session.play}
      onPlayAsync={async (start) => (await session.playAsync(start))?.round ?? null}
    />
  );
}
