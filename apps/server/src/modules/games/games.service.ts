// Game lists (filters, search, paging), hot games, vendor lanes and the admin maintenance
// switches. Anonymous reads go through the catalogue cache and the in-memory index.
import type { TGameCategory, TGameItem, TGameListQuery, TVendorLane } from '@pavilion/contracts/games';
import { HOT_LIMIT, LANE_LIMIT, LINES_FILTER, MIN_BET_FILTER_MINOR } from '@pavilion/contracts/games';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import { cached, invalidateCatalogue } from './catalogue-cache.ts';
import {
  getCatalogueView,
  languageOf,
  resolveSources,
  toGameItem,
  vendorCards,
  type TCatalogueView,
} from './catalogue.service.ts';
import { getCatalogueIndex } from './catalogue-index.ts';
import { pageOfIndex } from './catalogue-index-query.ts';
import { gamePageJson } from './catalogue-items.ts';
import * as repo from './games.repo.ts';

const RECOMMENDED_LIMIT = 6;

/**
 * A page of the game list as its JSON reply, from the in-memory index and pre-serialised items
 * (catalogue-items.ts): no query, no zod parse and no object serialisation per request
 * (games.test.ts checks replies against ZGamePageSchema).
 */
export async function listGamePageJson(db: TDb, query: TGameListQuery): Promise<string> {
  const { pageNo, pageSize, gameType, vendor, subType, minBet1, lines25, hot, q } = query;
  const language = languageOf(query.language);
  const [view, index] = await Promise.all([getCatalogueView(db), getCatalogueIndex(db)]);
  const key = JSON.stringify([
    gameType,
    vendor,
    subType,
    minBet1,
    lines25,
    hot,
    q,
    pageNo,
    pageSize,
    language,
  ]);
  return gamePageJson(index, view, { key, language, pageNum: pageNo, pageSize }, () => {
    const sources = resolveSources(view, gameType, vendor);
    if (sources?.length === 0) {
      return { positions: [], total: 0 };
    }
    const filter: repo.TGameFilter = {
      sources,
      subType,
      maxMinBet: minBet1 ? MIN_BET_FILTER_MINOR : undefined,
      minLines: lines25 ? LINES_FILTER : undefined,
      hot,
      search: q || undefined,
    };
    return pageOfIndex(index, filter, pageSize, (pageNo - 1) * pageSize);
  });
}

/** Hot games, cut to 12 (spec §9), playable ones only. */
export function listHotGames(
  db: TDb,
  opts: { gameType?: TGameCategory; language?: string },
): Promise<TGameItem[]> {
  const language = languageOf(opts.language);
  return cached(db, `hot:${opts.gameType ?? ''}:${language}`, async () => {
    const view = await getCatalogueView(db);
    const sources = resolveSources(view, opts.gameType);
    if (sources?.length === 0) {
      return [];
    }
    const rows = await repo.listGames(
      db,
      { hot: true, playable: true, ...(sources ? { sources } : {}) },
      HOT_LIMIT,
      0,
    );
    return rows.map((r) => toGameItem(view, r, language));
  });
}

/** One lane per vendor card (in-house vendors merged), each cut to 12 games. */
export function listVendorLanes(
  db: TDb,
  opts: { gameType?: TGameCategory; language?: string },
): Promise<TVendorLane[]> {
  const language = languageOf(opts.language);
  return cached(db, `lanes:${opts.gameType ?? ''}:${language}`, async () => {
    const view = await getCatalogueView(db);
    const types = opts.gameType ? [opts.gameType] : [...new Set(view.vendors.map((v) => v.gameType))];
    const cards = types.flatMap((t) => vendorCards(view, t));
    const members = view.vendors.filter((v) =>
      cards.some((c) => c.gameType === v.gameType && c.vassalage === v.listedAs),
    );
    const rows = await repo.listVendorLanes(
      db,
      members.map((v) => ({ code: v.code, gameType: v.sourceType })),
      LANE_LIMIT,
    );
    return cards.map((card) => {
      const games = rows
        .filter((r) => {
          const v = view.byKey.get(`${r.vendor_code}:${r.game_type}`);
          return v?.listedAs === card.vassalage && v.gameType === card.gameType;
        })
        .sort((a, b) => a.sort - b.sort || a.node_id - b.node_id)
        .slice(0, LANE_LIMIT);
      return { ...card, games: games.map((r) => toGameItem(view, r, language)) };
    });
  });
}

/** Games offered instead of one under maintenance: the configured ones, else similar playable games. */
export async function recommendedFor(
  db: TDb,
  view: TCatalogueView,
  target: { nodeId: number | null; sourceType: string; subType: string | null; recommended: number[] },
  language: ReturnType<typeof languageOf>,
): Promise<TGameItem[]> {
  const configured = (await repo.findGamesByIds(db, target.recommended)).filter((g) => !g.maintenance);
  const rows =
    configured.length > 0
      ? configured
      : await repo.listSimilarGames(db, target.sourceType, target.subType, target.nodeId, RECOMMENDED_LIMIT);
  return rows.map((r) => toGameItem(view, r, language)).filter((g) => !g.maintenance);
}

export async function setGameMaintenance(
  db: TDb,
  nodeId: number,
  maintenance: boolean,
  recommended?: number[],
): Promise<void> {
  if (!(await repo.setGameMaintenance(db, nodeId, maintenance, recommended))) {
    throw new AppError('NOT_FOUND', { message: `Unknown game ${nodeId}` });
  }
  invalidateCatalogue(db);
}

/** The hot flag of one game (decision 046); the catalogue caches are dropped like maintenance's. */
export async function setGameHot(db: TDb, nodeId: number, hot: boolean): Promise<void> {
  if (!(await repo.setGameHot(db, nodeId, hot))) {
    throw new AppError('NOT_FOUND', { message: `Unknown game ${nodeId}` });
  }
  invalidateCatalogue(db);
}

export async function setVendorMaintenance(
  db: TDb,
  code: string,
  gameType: TGameCategory,
  maintenance: boolean,
): Promise<void> {
  const view = await getCatalogueView(db);
  const vendor = view.vendors.find(
    (v) => v.code === code && (v.gameType === gameType || v.sourceType === gameType),
  );
  if (!vendor || !(await repo.setVendorMaintenance(db, vendor.code, vendor.sourceType, maintenance))) {
    throw new AppError('NOT_FOUND', { message: `Unknown vendor ${code} in ${gameType}` });
  }
  invalidateCatalogue(db);
}
