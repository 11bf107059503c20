// Live tables (issue 15 menu "live tables", decision 050): each table with its current round (phase,
// bets, stake), its limits, paused or running. live.write changes limits, pauses or resumes a table
// (no new round while paused) and voids a round not yet settled (every bet refunded), after a
// confirmation; the server's refusal is shown as it came.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLiveAdminTable } from '@pavilion/contracts/live-tables-admin';
import { formatDateTime, formatMoney } from '@/shared/format';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { QueryState } from '@/shared/ui/query-state';
import { useCan } from '@/shared/use-me';
import { LimitsForm } from './limits-form';
import { fetchLiveTables, setPaused, voidRound } from './live-tables-api';

const KEY = ['console', 'live-tables'];

export function LiveTablesPage() {
  const { t, i18n } = useTranslation();
  const canWrite = useCan('live.write');
  const client = useQueryClient();
  const tables = useQuery({ queryKey: KEY, queryFn: fetchLiveTables, refetchInterval: 5000 });
  const [voiding, setVoiding] = useState<TLiveAdminTable | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: KEY });
  const pause = useMutation({
    mutationFn: (v: { id: string; paused: boolean }) => setPaused(v.id, v.paused),
    onSuccess: (data) => client.setQueryData(KEY, data),
  });
  const doVoid = useMutation({
    mutationFn: (table: TLiveAdminTable) => voidRound(table.id, table.round!.id),
    onSuccess: (reply) => {
      setDone(t('liveAdmin.voided', { round: reply.roundId, bets: reply.bets, refunded: reply.refunded }));
      setVoiding(null);
      refresh();
    },
  });
  const money = (v: number) => formatMoney(v, i18n.language);
  const error = pause.error ?? doVoid.error;
  return (
    <section className="stack" aria-labelledby="live-admin-title">
      <h1 id="live-admin-title">{t('liveAdmin.title')}</h1>
      <p>{t('liveAdmin.intro')}</p>
      {done && <p role="status">{done}</p>}
      {error && <p role="alert">{error.message}</p>}
      <QueryState isLoading={tables.isLoading} error={tables.error} />
      {tables.data && (
        <div className="table-scroll">
          <table aria-label={t('liveAdmin.title')}>
            <thead>
              <tr>
                <th scope="col">{t('liveAdmin.table')}</th>
                <th scope="col">{t('liveAdmin.round')}</th>
                <th scope="col">{t('liveAdmin.bets')}</th>
                <th scope="col">{t('liveAdmin.limits')}</th>
                <th scope="col">{t('liveAdmin.state')}</th>
                {canWrite && <th scope="col">{t('common.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {tables.data.items.map((table) => (
                <tr key={table.id} data-testid={`live-table-${table.id}`}>
                  <td>
                    {table.id} <small>({t(`liveAdmin.game_${table.game}`)})</small>
                  </td>
                  <td>
                    {table.round ? (
                      <>
                        #{table.round.roundNo} · {t(`liveAdmin.status_${table.round.status}`)} ·{' '}
                        {t(`liveAdmin.phase_${table.round.phase}`)}
                        <br />
                        <small>{formatDateTime(table.round.settlesAt, i18n.language)}</small>
                      </>
                    ) : (
                      t('liveAdmin.noRound')
                    )}
                  </td>
                  <td>{table.round ? `${table.round.bets} · ${money(table.round.stake)}` : '—'}</td>
                  <td>
                    {canWrite ? (
                      <LimitsForm table={table} onSaved={(data) => client.setQueryData(KEY, data)} />
                    ) : (
                      `${money(table.minBet)} – ${money(table.maxBet)}`
                    )}
                  </td>
                  <td>{table.paused ? t('liveAdmin.paused') : t('liveAdmin.running')}</td>
                  {canWrite && (
                    <td className="row">
                      <button
                        type="button"
                        className="btn btn-small"
                        disabled={pause.isPending}
                        onClick={() => pause.mutate({ id: table.id, paused: !table.paused })}
                      >
                        {table.paused
                          ? t('liveAdmin.resume', { table: table.id })
                          : t('liveAdmin.pause', { table: table.id })}
                      </button>
                      {table.round?.status === 'open' && (
                        <button
                          type="button"
                          className="btn btn-small btn-danger"
                          onClick={() => setVoiding(table)}
                        >
                          {t('liveAdmin.void', { round: table.round.roundNo })}
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={voiding !== null}
        title={t('liveAdmin.voidTitle', { table: voiding?.id ?? '', round: voiding?.round?.roundNo ?? '' })}
        confirmLabel={t('liveAdmin.voidConfirm')}
        danger
        busy={doVoid.isPending}
        onConfirm={() => voiding && doVoid.mutate(voiding)}
        onClose={() => setVoiding(null)}
      >
        <p>{t('liveAdmin.voidBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
