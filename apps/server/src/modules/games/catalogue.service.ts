// The catalogue as players see it: vendors with the spec §9 regrouping applied (category moves,
// RNG vendors shown as in-house), the game menu of spec §2.2, vendor cards, the filter a
// category/vendor pair resolves to, and the game item of spec §3.
import type {
  TGameCategory,
  TGameItem,
  TGameMenu,
  TGameSubType,
  TRegrouping,
  TVendorCard,
} from '@pavilion/contracts/games';
import { GAME_CATEGORIES, INHOUSE_VENDOR, ZRegroupingSchema } from '@pavilion/contracts/games';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import { readSetting, writeSetting } from '@/modules/site/site.repo.ts';
import { cachedPinned, invalidateCatalogue } from './catalogue-cache.ts';
import * as repo from './games.repo.ts';

export const REGROUPING_SETTING = 'catalogueRegrouping';
export type TLanguage = 'EN' | 'CN' | 'KM';

export type TVendor = {
  code: string;
  /** stored game type (the vendor feed's category) */
  sourceType: string;
  /** category after regrouping */
  gameType: TGameCategory;
  /** vendor card the vendor is listed under: its own code, or INHOUSE */
  listedAs: string;
  displayName: string;
  gameClassify: string;
  color: string;
  prizeMode: string | null;
  isVendorLaunch: boolean;
  maintenance: boolean;
  gameCount: number;
};

export type TCatalogueView = {
  vendors: TVendor[];
  byKey: Map<string, TVendor>;
  categories: Awaited<ReturnType<typeof repo.listCategories>>;
};

const keyOf = (code: string, sourceType: string) => `${code}:${sourceType}`;
const isCategory = (value: string): value is TGameCategory =>
  (GAME_CATEGORIES as readonly string[]).includes(value);

export function languageOf(code: string | undefined): TLanguage {
  return code === 'CN' || code === 'KM' ? code : 'EN';
}

export async function getRegrouping(db: TDb): Promise<TRegrouping> {
  const parsed = ZRegroupingSchema.safeParse(await readSetting(db, REGROUPING_SETTING));
  return parsed.success ? parsed.data : { moves: [], inhouse: [] };
}

export async function setRegrouping(db: TDb, regrouping: TRegrouping): Promise<void> {
  await writeSetting(db, REGROUPING_SETTING, regrouping);
  invalidateCatalogue(db);
}

export function getCatalogueView(db: TDb): Promise<TCatalogueView> {
  return cachedPinned(
    db,
    'view',
    async () => {
      const [rows, regrouping, categories] = await Promise.all([
        repo.listVendorsWithCounts(db),
        getRegrouping(db),
        repo.listCategories(db),
      ]);
      const vendors = rows.flatMap((r): TVendor[] => {
        const move = regrouping.moves.find((m) => m.vendor === r.code && m.from === r.game_type);
        const gameType = move?.to ?? r.game_type;
        if (!isCategory(gameType)) {
          return [];
        }
        const inhouse = gameType === 'RNG' && regrouping.inhouse.includes(r.code);
        return [
          {
            code: r.code,
            sourceType: r.game_type,
            gameType,
            listedAs: inhouse ? INHOUSE_VENDOR : r.code,
            displayName: r.display_name,
            gameClassify: r.game_classify,
            color: r.color,
            prizeMode: r.prize_mode,
            isVendorLaunch: r.is_vendor_launch,
            maintenance: r.maintenance,
            gameCount: Number(r.game_count ?? 0),
          },
        ];
      });
      return { vendors, byKey: new Map(vendors.map((v) => [keyOf(v.code, v.sourceType), v])), categories };
    },
    () => repo.readCatalogueRevision(db),
  );
}

export function vendorOf(view: TCatalogueView, code: string, sourceType: string): TVendor | undefined {
  return view.byKey.get(keyOf(code, sourceType));
}

/** Vendor cards of a category: in-house vendors fold into the INHOUSE card. */
export function vendorCards(
  view: TCatalogueView,
  gameType: TGameCategory,
  prizeMode?: string,
): TVendorCard[] {
  const cards = new Map<string, TVendorCard>();
  for (const v of view.vendors) {
    if (
      v.gameType !== gameType ||
      (prizeMode && v.prizeMode && v.prizeMode !== prizeMode) ||
      v.gameCount === 0
    ) {
      continue;
    }
    const card = cards.get(v.listedAs);
    if (card) {
      card.gameCount += v.gameCount;
      continue;
    }
    const own =
      v.listedAs === v.code
        ? v
        : (view.vendors.find((o) => o.code === v.listedAs && o.gameType === gameType) ?? v);
    cards.set(v.listedAs, {
      vassalage: v.listedAs,
      gameType,
      displayName: own.displayName,
      gameClassify: own.gameClassify,
      iconUrl: `/api/games/vendor-icon/${encodeURIComponent(v.listedAs)}.svg`,
      maintenance: own.maintenance,
      isVendorLaunch: own.isVendorLaunch,
      gameCount: v.gameCount,
    });
  }
  return [...cards.values()];
}

/** Top navigation of spec §2.2: menus always, a game category only when it has vendors. */
export async function getMenu(db: TDb, prizeMode?: string): Promise<TGameMenu> {
  const view = await getCatalogueView(db);
  const categories = view.categories.flatMap((c) => {
    const vendors = isCategory(c.code) ? vendorCards(view, c.code, prizeMode) : [];
    if (c.kind === 'game' && vendors.length === 0) {
      return [];
    }
    const gameCategory = c.code as TGameMenu['categories'][number]['gameCategory'];
    return [{ gameCategory, path: c.path, loginRequired: c.login_required, vendors }];
  });
  return { categories };
}

/**
 * The stored (type, vendors) pairs a category and/or vendor code stand for. INHOUSE covers the
 * vendors shown as in-house; a category covers the vendors moved into it. Unknown → VALIDATION_FAILED.
 */
export function resolveSources(
  view: TCatalogueView,
  gameType?: TGameCategory,
  vendor?: string,
): repo.TGameSource[] | undefined {
  if (!gameType && !vendor) {
    return undefined;
  }
  const matching = view.vendors.filter(
    (v) =>
      (!gameType || v.gameType === gameType) &&
      (!vendor || v.code === vendor || (vendor === INHOUSE_VENDOR && v.listedAs === INHOUSE_VENDOR)),
  );
  if (vendor && matching.length === 0) {
    throw new AppError('VALIDATION_FAILED', {
      fields: { vendor: 'UNKNOWN_VENDOR' },
      message: `Unknown vendor ${vendor}`,
    });
  }
  const bySource = new Map<string, string[]>();
  for (const v of matching) {
    bySource.set(v.sourceType, [...(bySource.get(v.sourceType) ?? []), v.code]);
  }
  return [...bySource].map(([sourceType, codes]) => {
    const all = view.vendors.filter((v) => v.sourceType === sourceType).length === codes.length;
    return { gameType: sourceType, vendors: all ? null : codes };
  });
}

/** Icon address, versioned by the game's update time so it can be cached as immutable. */
export function gameIconUrl(nodeId: number, updatedAt: Date | string): string {
  return `/api/games/icon/${nodeId}.svg?v=${Math.floor(new Date(updatedAt).getTime() / 1000)}`;
}

export function toGameItem(view: TCatalogueView, row: repo.TGameRow, language: TLanguage): TGameItem {
  const vendor = vendorOf(view, row.vendor_code, row.game_type);
  const name =
    language === 'CN' ? row.display_name_zh : language === 'KM' ? row.display_name_km : row.display_name_en;
  const icon = gameIconUrl(row.node_id, row.updated_at);
  return {
    nodeId: row.node_id,
    gameCode: row.game_code,
    gameId: row.game_id,
    displayName: name || row.display_name_en,
    gameName: row.display_name_en,
    vassalage: row.vendor_code,
    vendorName: vendor?.displayName ?? row.vendor_code,
    gameType: vendor?.gameType ?? (row.game_type as TGameCategory),
    subType: row.sub_type as TGameSubType,
    showIcon: icon,
    lagerIcon: icon,
    isGame: row.is_game,
    isHot: row.is_hot ? 1 : 0,
    hasJackpot: row.has_jackpot,
    jackpot: row.jackpot === null || row.jackpot === undefined ? null : Number(row.jackpot),
    minBet: Number(row.min_bet),
    lines: row.lines,
    maintenance: row.maintenance || (vendor?.maintenance ?? false),
    updatedAt: new Date(row.updated_at).getTime(),
  };
}
