// The lottery's games: each game open or closed for bets (closing stops new tickets, after a
// confirmation) and, for the game chosen, its play types with stake limits, exposure cap and odds,
// each editable by lottery.write.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLotteryPlayTypeConfig } from '@pavilion/contracts/lottery';
import { lotteryErrorText } from './lottery-error';
import { formatMoney } from '@/shared/format';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { QueryState } from '@/shared/ui/query-state';
import { useCan } from '@/shared/use-me';
import { useLotteryGames, useSetGameEnabled } from './lottery-api';
import { formatOdds } from './lottery-format';
import { PlayTypeDialog } from './play-type-dialog';
import './lottery.css';

export function LotteryGamesPage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const canWrite = useCan('lottery.write');
  const games = useLotteryGames();
  const setEnabled = useSetGameEnabled();
  const [chosen, setChosen] = useState<string | null>(null);
  const [switching, setSwitching] = useState<{ code: string; enabled: boolean } | null>(null);
  const [editing, setEditing] = useState<TLotteryPlayTypeConfig | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const game = games.data?.games.find((g) => g.code === chosen) ?? null;
  const playTypesRef = useRef<HTMLElement>(null);
  // the play types open below a table of every game: bring them into view
  useEffect(() => {
    if (chosen) {
      playTypesRef.current?.scrollIntoView({ block: 'start' });
    }
  }, [chosen]);

  return (
    <section aria-labelledby="lottery-games-title" className="stack">
      <h1 id="lottery-games-title">{t('lotteryAdmin.gamesTitle')}</h1>
      {outcome && (
        <p className={outcome.ok ? 'notice' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      )}
      <QueryState isLoading={games.isLoading} error={games.error} />
      {games.data && (
        <div className="table-scroll">
          <table aria-label={t('lotteryAdmin.gamesTitle')}>
            <thead>
              <tr>
                <th scope="col">{t('lotteryAdmin.game')}</th>
                <th scope="col">{t('lotteryAdmin.family')}</th>
                <th scope="col">{t('lotteryAdmin.bets')}</th>
                <th scope="col">{t('lotteryAdmin.playTypes')}</th>
                <th scope="col">{t('common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {games.data.games.map((g) => (
                <tr key={g.code} data-testid="table-row">
                  <td>{g.code}</td>
                  <td>{g.family}</td>
                  <td>
                    {canWrite ? (
                      <button
                        type="button"
                        role="switch"
                        aria-checked={g.enabled}
                        aria-label={t('lotteryAdmin.betsOf', { game: g.code })}
                        className={g.enabled ? 'btn btn-small btn-primary' : 'btn btn-small'}
                        onClick={() => setSwitching({ code: g.code, enabled: !g.enabled })}
                      >
                        {g.enabled ? t('lotteryAdmin.open') : t('lotteryAdmin.closed')}
                      </button>
                    ) : g.enabled ? (
                      t('lotteryAdmin.open')
                    ) : (
                      t('lotteryAdmin.closed')
                    )}
                  </td>
                  <td>
                    {t('lotteryAdmin.playTypeCount', {
                      on: g.playTypes.filter((p) => p.enabled).length,
                      all: g.playTypes.length,
                    })}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-small lottery-nowrap"
                      aria-pressed={chosen === g.code}
                      aria-label={t('lotteryAdmin.showPlayTypes', { game: g.code })}
                      onClick={() => setChosen(chosen === g.code ? null : g.code)}
                    >
                      {t('lotteryAdmin.playTypes')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {game && (
        <section ref={playTypesRef} className="stack" aria-labelledby="play-types-title">
          <h2 id="play-types-title">{t('lotteryAdmin.playTypesOf', { game: game.code })}</h2>
          <div className="table-scroll">
            <table aria-label={t('lotteryAdmin.playTypesOf', { game: game.code })}>
              <thead>
                <tr>
                  <th scope="col">{t('lotteryAdmin.playType')}</th>
                  <th scope="col">{t('lotteryAdmin.state')}</th>
                  <th scope="col">{t('lotteryAdmin.minStake')}</th>
                  <th scope="col">{t('lotteryAdmin.maxStake')}</th>
                  <th scope="col">{t('lotteryAdmin.exposureCap')}</th>
                  <th scope="col">{t('lotteryAdmin.odds')}</th>
                  {canWrite && <th scope="col">{t('common.actions')}</th>}
                </tr>
              </thead>
              <tbody>
                {game.playTypes.map((p) => (
                  <tr key={p.playType}>
                    <td>{p.playType}</td>
                    <td>{p.enabled ? t('lotteryAdmin.on') : t('lotteryAdmin.off')}</td>
                    <td>{formatMoney(p.minStake, lng)}</td>
                    <td>{formatMoney(p.maxStake, lng)}</td>
                    <td>{formatMoney(p.exposureCap, lng)}</td>
                    <td>{p.odds.map((o) => `${o.key} ${formatOdds(o.odds, lng)}`).join(', ')}</td>
                    {canWrite && (
                      <td>
                        <button
                          type="button"
                          className="btn btn-small lottery-nowrap"
                          aria-label={t('lotteryAdmin.editPlayType', {
                            game: game.code,
                            playType: p.playType,
                          })}
                          onClick={() => setEditing(p)}
                        >
                          {t('lotteryAdmin.edit')}
                        </button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      {canWrite && game && (
        <PlayTypeDialog
          gameCode={game.code}
          config={editing}
          onClose={() => setEditing(null)}
          onSaved={(text) => setOutcome({ ok: true, text })}
        />
      )}
      <ConfirmDialog
        open={switching !== null}
        title={
          switching?.enabled
            ? t('lotteryAdmin.openTitle', { game: switching.code })
            : t('lotteryAdmin.closeTitle', { game: switching?.code ?? '' })
        }
        confirmLabel={switching?.enabled ? t('lotteryAdmin.openGame') : t('lotteryAdmin.closeGame')}
        danger={!switching?.enabled}
        busy={setEnabled.isPending}
        onConfirm={() =>
          switching &&
          setEnabled.mutate(switching, {
            onSuccess: () =>
              setOutcome({
                ok: true,
                text: switching.enabled
                  ? t('lotteryAdmin.opened', { game: switching.code })
                  : t('lotteryAdmin.closedDone', { game: switching.code }),
              }),
            onError: (error) => setOutcome({ ok: false, text: lotteryErrorText(t, error) }),
            onSettled: () => setSwitching(null),
          })
        }
        onClose={() => setSwitching(null)}
      >
        <p>{switching?.enabled ? t('lotteryAdmin.openBody') : t('lotteryAdmin.closeBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
