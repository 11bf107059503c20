// Game list centre of spec §2.1 (/live /fish /rng /pvp /bgs /bingo): vendor tabs (?vassalage=,
// so /rng?vassalage=INHOUSE lists the in-house games), type chips, the minimum-bet and lines
// toggles, a debounced search, and the whole list in a virtual grid.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { TGameSubType } from '@pavilion/contracts/games';
import { useMenuEntry } from '../api/use-game-menu';
import { useGamePages } from '../api/use-game-pages';
import { openingFilters } from '../api/prefetch-game-list';
import { GameCardGrid } from '../components/game-card-grid';
import { GameFilters } from '../components/game-filters';
import { VendorTabs } from '../components/vendor-tabs';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { categoryFromPath } from '../lib/category-path';
import type { TGameFilters } from '../lib/game-query';
import styles from './pages.module.css';

const SEARCH_DEBOUNCE_MS = 300;

export default function GameListPage() {
  const { t } = useTranslation('lobby');
  const { pathname } = useLocation();
  const gameType = categoryFromPath(pathname) ?? 'RNG';
  const [params, setParams] = useSearchParams();
  const vendor = params.get('vassalage')?.toUpperCase() || null;
  const [subType, setSubType] = useState<TGameSubType | null>(null);
  const [minBet1, setMinBet1] = useState(false);
  const [lines25, setLines25] = useState(false);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const slotFilters = gameType === 'RNG';

  // the opening filters are the ones the router prefetched with the navigation (prefetch-game-list.ts)
  const filters = useMemo<TGameFilters>(
    () => ({
      ...openingFilters(gameType, vendor),
      subType: slotFilters ? subType : null,
      minBet1: slotFilters && minBet1,
      lines25: slotFilters && lines25,
      q,
    }),
    [gameType, vendor, subType, minBet1, lines25, q, slotFilters],
  );
  const filterKey = JSON.stringify(filters);
  const games = useGamePages(filters);
  const entry = useMenuEntry(gameType);
  const title = t(`nav.${gameType}`);

  useEffect(() => {
    if (window.scrollY > 0) {
      window.scrollTo({ top: 0 });
    }
  }, [filterKey]);

  return (
    <div className={styles.page} data-testid="game-list-page">
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        <span className={styles.count} aria-live="polite" data-testid="game-count">
          {games.isPending ? t('list.loading') : t('list.count', { count: games.total })}
        </span>
      </div>
      <VendorTabs
        vendors={entry?.vendors ?? []}
        value={vendor}
        onChange={(v) => setParams(v ? { vassalage: v } : {}, { replace: true })}
      />
      <GameFilters
        slotFilters={slotFilters}
        subType={subType}
        minBet1={minBet1}
        lines25={lines25}
        search={search}
        onSubType={setSubType}
        onMinBet1={setMinBet1}
        onLines25={setLines25}
        onSearch={setSearch}
      />
      {games.isError && games.total === 0 ? (
        <div className={styles.status} role="alert">
          <p>{t('list.error')}</p>
          <button type="button" onClick={games.refetch}>
            {t('list.retry')}
          </button>
        </div>
      ) : !games.isPending && games.total === 0 ? (
        <p className={styles.status}>{t('list.empty')}</p>
      ) : (
        <GameCardGrid
          key={filterKey}
          count={games.total}
          label={t('list.gamesOf', { category: title })}
          getGame={games.getGame}
          onRangeChange={games.setRange}
        />
      )}
    </div>
  );
}
