// The frame around every game: title, mode badge (real / trial / demo), the balance, the engine's
// view, the recent rounds with their details, and the provably-fair panel; one live region speaks
// each settled result.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPlayGame, TRound } from '@pavilion/contracts/play';
import { slotTheme } from '@pavilion/games/engines/slot';
import type { TSlotThemeId } from '@pavilion/games/engines/slot-paytables';
import { formatMoney } from '@/shared/format/money';
import { usePermission } from '@/shared/site/use-permission';
import { Icon } from '@/shared/ui/icon';
import type { TRoundDriver } from '../drivers/round-driver';
import { EngineStage } from '../engines/engine-stage';
import { usePlaySession } from '../hooks/use-play-session';
import { playErrorText } from '../model/error-text';
import { resultKind } from '../model/round-result';
import { FairPanel } from './fair-panel';
import { RecentRounds } from './recent-rounds';
import { RoundDetailDialog } from './round-detail-dialog';
import styles from './game-frame.module.css';

type TGameFrameProps = { game: TPlayGame; driver: TRoundDriver };

export function GameFrame({ game, driver }: TGameFrameProps) {
  const { t } = useTranslation(['play', 'errors']);
  const titleId = useId();
  const symbol = usePermission().data?.merchant.currencySymbol ?? '';
  const session = usePlaySession(game, driver);
  const [detail, setDetail] = useState<TRound | null>(null);
  const money = (minor: number) => formatMoney(minor, symbol);
  const error = session.error ? playErrorText(session.error, session.balance) : null;

  return (
    <section
      className={styles.frame}
      aria-labelledby={titleId}
      data-testid="game-frame"
      data-engine={game.engine}
    >
      <header className={styles.head}>
        <Link to="/" className={`btn btn-ghost btn-icon ${styles.back}`} aria-label={t('page.backToLobby')}>
          <Icon name="chevronLeft" size={22} />
        </Link>
        <div className={styles.titles}>
          <h1 id={titleId} className={styles.title}>
            {game.displayName}
          </h1>
          <p className={styles.meta}>
            <span className={styles.badge} data-mode={driver.mode} data-testid="play-mode">
              {t(`page.mode.${driver.mode}`)}
            </span>
            <span>{t(`page.engines.${game.engine}`)}</span>
            <span>{t('page.rtp', { rtp: (declaredRtp(game) * 100).toFixed(2) })}</span>
          </p>
        </div>
        <div className={styles.balance} role="group" aria-label={t('page.balance')}>
          <span className={styles.balanceLabel}>
            {driver.mode === 'demo' ? t('page.playMoney') : t('page.balance')}
          </span>
          <output className={styles.balanceAmount} data-testid="game-balance">
            {money(session.balance)}
          </output>
        </div>
      </header>
      {driver.mode === 'demo' ? (
        <p className={styles.demoNote} data-testid="demo-note">
          <Icon name="gamepad" size={18} />
          {t('page.demoNote')}
        </p>
      ) : null}
      {error ? (
        <div className={styles.error} role="alert" data-testid="play-error">
          <span>{t(error.key, { balance: error.balance === null ? '' : money(error.balance) })}</span>
          <button type="button" className="btn btn-ghost btn-sm" onClick={session.clearError}>
            {t('page.dismiss')}
          </button>
        </div>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.stage}>
          <EngineStage
            game={{ ...game, balance: session.balance }}
            session={session}
            currencySymbol={symbol}
          />
        </div>
        <aside className={styles.side}>
          <RecentRounds query={session.recent} currencySymbol={symbol} onOpen={setDetail} />
          <FairPanel driver={driver} nodeId={game.nodeId} />
        </aside>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="round-announcement">
        {session.announced ? announce(t, session.announced, money) : ''}
      </p>
      {detail ? (
        <RoundDetailDialog
          round={detail}
          driver={driver}
          currencySymbol={symbol}
          onClose={() => setDetail(null)}
        />
      ) : null}
    </section>
  );
}

/** A slot theme declares its own exact return; other engines their engine's. */
function declaredRtp(game: TPlayGame): number {
  return game.engine === 'slot' && game.theme
    ? slotTheme(game.theme as TSlotThemeId).declaredRtp
    : game.declaredRtp;
}

function announce(
  t: (key: string, values?: Record<string, string>) => string,
  round: TRound,
  money: (minor: number) => string,
): string {
  const values = {
    stake: money(round.stake),
    payout: money(round.payout),
    net: money(round.payout - round.stake),
  };
  // The round number keeps two equal results in a row distinct, so both are spoken.
  const result = t(`page.result.${resultKind(round.stake, round.payout)}`, values);
  return t('page.result.announce', { id: round.roundId, result });
}
