// Picks the view of the game's engine and wires it to the session: one-shot engines get the last
// settled outcome, multi-step engines the round in play. Table views load on demand.
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPlayGame } from '@pavilion/contracts/play';
import type { TEngineId } from '@pavilion/games/engine-meta';
import type { TRoundOutcome } from '@pavilion/games/rounds';
import type { TPlaySession } from '../hooks/use-play-session';
import { BlackjackView } from './cards/blackjack-view';
import { VideoPokerView } from './cards/video-poker-view';
import type { TOneShotViewProps } from './engine-view';
import { ScratchView } from './scratch/scratch-view';
import { SlotView } from './slot/slot-view';

type TOneShotEngine = Exclude<TEngineId, 'video-poker' | 'blackjack'>;

const ONE_SHOT_VIEWS: { [K in TOneShotEngine]: ComponentType<TOneShotViewProps<K>> } = {
  slot: SlotView,
  scratch: ScratchView,
  baccarat: lazy(() => import('../tables/baccarat-view').then((m) => ({ default: m.BaccaratView }))),
  roulette: lazy(() => import('../tables/roulette-view').then((m) => ({ default: m.RouletteView }))),
  'sic-bo': lazy(() => import('../tables/sic-bo-view').then((m) => ({ default: m.SicBoView }))),
  'dragon-tiger': lazy(() =>
    import('../tables/dragon-tiger-view').then((m) => ({ default: m.DragonTigerView })),
  ),
  niuniu: lazy(() => import('../tables/niuniu-view').then((m) => ({ default: m.NiuniuView }))),
};

type TEngineStageProps = { game: TPlayGame; session: TPlaySession; currencySymbol: string };

export function EngineStage({ game, session, currencySymbol }: TEngineStageProps) {
  const { t } = useTranslation('play');
  const common = { game, balance: session.balance, currencySymbol, busy: session.busy };
  if (game.engine === 'video-poker' || game.engine === 'blackjack') {
    const View = game.engine === 'video-poker' ? VideoPokerView : BlackjackView;
    const round = session.current?.engine === game.engine ? session.current : null;
    return <View {...common} round={round} onStart={session.play} onAction={session.act} />;
  }
  const engine: TOneShotEngine = game.engine;
  const View = ONE_SHOT_VIEWS[engine] as ComponentType<TOneShotViewProps<TOneShotEngine>>;
  const settled =
    session.current?.status === 'settled' && session.current.engine === engine ? session.current : null;
  return (
    <Suspense
      fallback={<span className="spinner spinner-md" role="status" aria-label={t('page.stageLoading')} />}
    >
      <View
        {...common}
        outcome={(settled?.outcome ?? null) as TRoundOutcome<TOneShotEngine> | null}
        onPlay={session.play}
      />
    </Suspense>
  );
}
