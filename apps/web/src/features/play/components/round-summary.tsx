// One line saying what happened in a round, per engine, read from the recorded outcome.
import { useTranslation } from 'react-i18next';
import type { TRound } from '@pavilion/contracts/play';
import { blackjackShown, videoPokerShown } from '../model/multi-step-state';

type TLoose = Record<string, unknown>;
const num = (v: unknown) => (typeof v === 'number' ? v : 0);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function RoundSummary({ round }: { round: TRound }) {
  const { t } = useTranslation('play');
  const o = (round.outcome ?? {}) as TLoose;
  if (round.status === 'open') {
    return <>{t('page.summary.open')}</>;
  }
  switch (round.engine) {
    case 'slot': {
      const base = (o.base ?? {}) as TLoose;
      const free = (o.freeSpins ?? {}) as TLoose;
      return (
        <>
          {t('page.summary.slot', {
            lines: Array.isArray(base.lineWins) ? base.lineWins.length : 0,
            scatters: num(base.scatterCount),
            free: Array.isArray(free.spins) ? free.spins.length : 0,
          })}
        </>
      );
    }
    case 'scratch': {
      const tier = o.tier as { symbol: string; multiplier: number } | null;
      return (
        <>
          {tier
            ? t('page.summary.scratchWin', {
                symbol: t(`page.scratch.symbols.${tier.symbol}`),
                multiplier: tier.multiplier,
              })
            : t('page.summary.scratchLose')}
        </>
      );
    }
    case 'video-poker': {
      const shown = videoPokerShown(round);
      return <>{t('page.summary.videoPoker', { hand: t(`page.poker.hands.${shown.rank ?? 'nothing'}`) })}</>;
    }
    case 'blackjack': {
      const shown = blackjackShown(round);
      const hands = (shown.results ?? [])
        .map((r) => `${r.total} ${t(`page.blackjack.results.${r.outcome}`)}`)
        .join(', ');
      return <>{t('page.summary.blackjack', { dealer: shown.dealerTotal ?? '—', hands })}</>;
    }
    case 'baccarat':
      return (
        <>
          {t('page.summary.baccarat', {
            winner: t(`page.winners.${str(o.winner)}`),
            player: num(o.playerTotal),
            banker: num(o.bankerTotal),
          })}
        </>
      );
    case 'roulette':
      return (
        <>
          {t('page.summary.roulette', { number: num(o.number), colour: t(`page.colours.${str(o.colour)}`) })}
        </>
      );
    case 'sic-bo':
      return (
        <>
          {t('page.summary.sicBo', {
            dice: Array.isArray(o.dice) ? o.dice.join(' · ') : '',
            total: num(o.total),
          })}
        </>
      );
    case 'dragon-tiger':
      return <>{t('page.summary.winner', { winner: t(`page.winners.${str(o.winner)}`) })}</>;
    case 'niuniu':
      return <>{t('page.summary.winner', { winner: t(`page.winners.${str(o.winner)}`) })}</>;
    case 'dice':
      return <>{t('page.summary.dice', { roll: (num(o.roll) / 100).toFixed(2) })}</>;
    case 'limbo':
      return <>{t('page.summary.limbo', { result: (num(o.result) / 100).toFixed(2) })}</>;
    case 'plinko':
      return <>{t('page.summary.plinko', { multiplier: (num(o.multiplier) / 100).toFixed(2) })}</>;
    case 'keno':
      return <>{t('page.summary.keno', { hits: Array.isArray(o.hits) ? o.hits.length : 0 })}</>;
    case 'mines':
      return (
        <>
          {o.hit === null
            ? t('page.summary.minesCashOut', { multiplier: (num(o.multiplier) / 100).toFixed(2) })
            : t('page.summary.minesHit')}
        </>
      );
  }
}
