// A member's own game lists: favourite ids, favourite list, add/remove (one action per second,
// spec §5) and recent games. Real-member and trial checks happen in the routes.
import type { TFavouriteRequest, TGameCategory, TGamePage } from '@pavilion/contracts/games';
import { GAME_SUB_TYPES, HOUSE_CATEGORIES, notOpenVerticalOf } from '@pavilion/contracts/games';
import { FAVOURITE_THROTTLE_MS } from '@pavilion/contracts/constants';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import { getCatalogueView, languageOf, resolveSources, toGameItem, vendorOf } from './catalogue.service.ts';
import * as catalogueRepo from './games.repo.ts';
import * as repo from './player-games.repo.ts';

type TPaging = { pageNo: number; pageSize: number; language?: string | undefined };

export function favouriteIds(db: TDb, memberId: number): Promise<number[]> {
  return repo.listFavouriteIds(db, memberId);
}

export async function favouritePage(
  db: TDb,
  memberId: number,
  opts: TPaging & { gameType?: TGameCategory | undefined },
): Promise<TGamePage> {
  const view = await getCatalogueView(db);
  const sources = resolveSources(view, opts.gameType);
  const { rows, total } =
    sources?.length === 0
      ? { rows: [], total: 0 }
      : await repo.listFavourites(db, memberId, sources, opts.pageSize, (opts.pageNo - 1) * opts.pageSize);
  const language = languageOf(opts.language);
  return page(
    rows.map((r) => toGameItem(view, r, language)),
    total,
    opts,
  );
}

/** Recent games list only games a launch could have started: open categories and sub types. */
export const PLAYABLE: repo.TPlayableFilter = {
  categories: HOUSE_CATEGORIES,
  closedSubTypes: GAME_SUB_TYPES.filter((subType) =>
    HOUSE_CATEGORIES.some((gameType) => notOpenVerticalOf({ gameType, subType })),
  ),
};

export async function recentPage(db: TDb, memberId: number, opts: TPaging): Promise<TGamePage> {
  const view = await getCatalogueView(db);
  const { rows, total } = await repo.listRecent(
    db,
    memberId,
    PLAYABLE,
    opts.pageSize,
    (opts.pageNo - 1) * opts.pageSize,
  );
  const language = languageOf(opts.language);
  return page(
    rows.map((r) => toGameItem(view, r, language)),
    total,
    opts,
  );
}

function page(content: TGamePage['content'], total: number, opts: TPaging): TGamePage {
  return {
    content,
    pageNum: opts.pageNo,
    pageSize: opts.pageSize,
    totalPages: Math.ceil(total / opts.pageSize),
    total,
  };
}

async function claimSlot(db: TDb, memberId: number): Promise<void> {
  if (!(await repo.claimFavouriteSlot(db, memberId, FAVOURITE_THROTTLE_MS))) {
    throw new AppError('RATE_LIMITED', { retryAfterSeconds: Math.ceil(FAVOURITE_THROTTLE_MS / 1000) });
  }
}

export async function addFavourite(db: TDb, memberId: number, request: TFavouriteRequest): Promise<void> {
  await claimSlot(db, memberId);
  const [view, game] = await Promise.all([getCatalogueView(db), catalogueRepo.findGame(db, request.nodeId)]);
  if (!game) {
    throw new AppError('NOT_FOUND', { message: `Unknown game ${request.nodeId}` });
  }
  const vendor = vendorOf(view, game.vendor_code, game.game_type);
  const fields: Record<string, string> = {};
  if (game.vendor_code !== request.vendor) {
    fields.vendor = 'does not match the game';
  }
  if (request.gameType !== vendor?.gameType && request.gameType !== game.game_type) {
    fields.gameType = 'does not match the game';
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION_FAILED', { fields });
  }
  await repo.insertFavourite(db, memberId, game.node_id);
}

export async function removeFavourite(db: TDb, memberId: number, nodeId: number): Promise<void> {
  await claimSlot(db, memberId);
  await repo.deleteFavourite(db, memberId, nodeId);
}

/** Called by the launch once it has started a game (never for a refusal, a popup or a lottery page). */
export function recordRecent(db: TDb, memberId: number, nodeId: number): Promise<void> {
  return repo.touchRecent(db, memberId, nodeId);
}
