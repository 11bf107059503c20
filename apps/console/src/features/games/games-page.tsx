// The game catalogue: search by name, vendor and category (paged on the server by the player
// catalogue API), each game's maintenance and hot flag; the switches show with games.write.
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES, type TGameCategory, type TGameItem } from '@pavilion/contracts/games';
import { DataTable } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';
import { useCan } from '@/shared/use-me';
import { SITE_LANGUAGE, useGameSearch, useGamesWrite, useVendors, type TGameFilters } from './games-api';
import { GameSwitch } from './game-switch';

const column = createColumnHelper<TGameItem>();

export function GamesPage() {
  const { t, i18n } = useTranslation();
  const language = SITE_LANGUAGE[i18n.language] ?? 'EN';
  const canWrite = useCan('games.write');
  const [filters, setFilters] = useState<TGameFilters>({ pageNo: 1 });
  const search = useGameSearch(filters, language);
  const vendors = useVendors(language);
  const write = useGamesWrite();
  const vendorCodes = useMemo(
    () => [...new Set((vendors.data ?? []).map((v) => v.vassalage))].sort(),
    [vendors.data],
  );

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    setFilters({
      pageNo: 1,
      ...(text('q') ? { q: text('q') } : {}),
      ...(text('vendor') ? { vendor: text('vendor') } : {}),
      ...(text('gameType') ? { gameType: text('gameType') as TGameCategory } : {}),
      ...(form.get('hot') ? { hot: true } : {}),
    });
  };

  const columns = useMemo(
    () => [
      column.accessor('nodeId', { header: t('games.nodeId') }),
      column.accessor('displayName', { header: t('games.name'), enableHiding: false }),
      column.accessor('vendorName', { header: t('games.vendor') }),
      column.accessor('gameType', {
        header: t('games.category'),
        cell: (c) => t(`games.category_${c.getValue()}`),
      }),
      column.accessor('isHot', {
        header: t('games.hot'),
        cell: ({ row }) => (
          <GameSwitch
            on={row.original.isHot === 1}
            label={`${t('games.hot')}: ${row.original.displayName}`}
            canWrite={canWrite}
            busy={write.isPending}
            onChange={(hot) => write.mutate({ kind: 'hot', nodeId: row.original.nodeId, hot })}
          />
        ),
      }),
      column.accessor('maintenance', {
        header: t('games.maintenance'),
        cell: ({ row }) => (
          <GameSwitch
            on={row.original.maintenance}
            label={`${t('games.maintenance')}: ${row.original.displayName}`}
            canWrite={canWrite}
            busy={write.isPending}
            onChange={(maintenance) =>
              write.mutate({ kind: 'game-maintenance', nodeId: row.original.nodeId, maintenance })
            }
          />
        ),
      }),
    ],
    [t, canWrite, write],
  );

  return (
    <section aria-labelledby="games-title" className="stack">
      <h1 id="games-title">{t('games.title')}</h1>
      <form className="filters row wrap" role="search" onSubmit={submit}>
        <label className="field inline">
          <span>{t('games.search')}</span>
          <input name="q" type="search" maxLength={50} placeholder={t('games.searchHint')} />
        </label>
        <label className="field inline">
          <span>{t('games.vendor')}</span>
          <select name="vendor" defaultValue="">
            <option value="">{t('games.any')}</option>
            {vendorCodes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <label className="field inline">
          <span>{t('games.category')}</span>
          <select name="gameType" defaultValue="">
            <option value="">{t('games.any')}</option>
            {GAME_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`games.category_${c}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="check">
          <input type="checkbox" name="hot" value="1" />
          <span>{t('games.hotOnly')}</span>
        </label>
        <button type="submit" className="btn btn-primary">
          {t('games.find')}
        </button>
      </form>
      <QueryState isLoading={search.isLoading} error={search.error ?? write.error} />
      {search.data && (
        <>
          <p className="muted" role="status">
            {t('games.total', { count: search.data.total })}
          </p>
          <DataTable
            label={t('games.title')}
            data={search.data.content}
            columns={columns}
            getRowId={(g) => String(g.nodeId)}
            pageNo={search.data.pageNum}
            pageCount={search.data.totalPages}
            onPage={(pageNo) => setFilters({ ...filters, pageNo })}
          />
        </>
      )}
    </section>
  );
}
