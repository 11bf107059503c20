// Launch routing of spec §2.1: sports, e-sports and cockfight vendors open the sportsbook on their
// vertical with the vendor code (issue 16), lottery vendors go to their lottery pages, containers open the
// game popup, an RNG vendor launched from a vendor list opens /rng?vassalage=, anything else
// starts the game on /seamless. Games under maintenance answer GAME_MAINTENANCE with
// recommended games (spec §2.9). A game or vendor of a vertical that is not open yet answers
// VERTICAL_NOT_OPEN (decision 021); lotteries keep their lottery pages, which say the same. A LIVE
// title of a game the shared tables deal opens its table's page, a LIVE vendor the /live lobby
// (decision 050); a fishing, Hold'em, niuniu or bingo title its sea, table or room, a FISH, PVP or
// BINGO vendor its lobby (decision 056). Only a started game is recorded in the member's recent games.
import {
  CATEGORY_PATHS,
  SHARED_ROUND_CATEGORIES,
  sportsbookCategoryOf,
  sportsbookPath,
  type TGameCategory,
  type TGameSubType,
  type TLaunchQuery,
  type TLaunchTarget,
} from '@pavilion/contracts/games';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import {
  getCatalogueView,
  languageOf,
  toGameItem,
  vendorOf,
  type TCatalogueView,
  type TLanguage,
  type TVendor,
} from './catalogue.service.ts';
import * as repo from './games.repo.ts';
import { recommendedFor } from './games.service.ts';
import { assertVerticalOpen, houseEngineOf } from './house-engines.ts';
import { sharedPlaceRoute } from './shared-launch.ts';
import { recordRecent } from './player-games.service.ts';

const LOTTERY_PATHS: Record<string, string> = { TCG_LOTTO_VN: '/vnLottery', TCG_SEA: '/seaLottery' };

export async function launch(db: TDb, memberId: number, query: TLaunchQuery): Promise<TLaunchTarget> {
  const view = await getCatalogueView(db);
  const language = languageOf(query.language);
  if (query.nodeId !== undefined) {
    return launchGame(db, view, memberId, query.nodeId, language);
  }
  const vendor = view.vendors.find(
    (v) => (v.code === query.vendor || v.listedAs === query.vendor) && v.gameType === query.gameType,
  );
  if (!vendor) {
    throw new AppError('NOT_FOUND', { message: `Unknown vendor ${query.vendor ?? ''}` });
  }
  return launchVendor(db, view, memberId, vendor, query.vendor ?? vendor.code, language);
}

async function launchGame(
  db: TDb,
  view: TCatalogueView,
  memberId: number,
  nodeId: number,
  language: TLanguage,
): Promise<TLaunchTarget> {
  const game = await repo.findGame(db, nodeId);
  const vendor = game ? vendorOf(view, game.vendor_code, game.game_type) : undefined;
  if (!game || !vendor) {
    throw new AppError('NOT_FOUND', { message: `Unknown game ${nodeId}` });
  }
  const sportsbook = sportsbookCategoryOf({
    gameType: vendor.gameType,
    subType: game.sub_type as TGameSubType,
  });
  const lottery = lotteryTarget(vendor, game.game_code);
  const house = houseEngineOf({ nodeId, gameType: vendor.gameType, subType: game.sub_type as TGameSubType });
  // a shared live table, sea, card table or room is not a single-player engine: assertVerticalOpen refuses those
  if (!lottery && !sportsbook && !(house.open && (house.shared || house.liveTable))) {
    assertVerticalOpen({ nodeId, gameType: vendor.gameType, subType: game.sub_type as TGameSubType });
  }
  if (game.maintenance || vendor.maintenance) {
    const recommended = await recommendedFor(
      db,
      view,
      { nodeId, sourceType: game.game_type, subType: game.sub_type, recommended: game.recommended_node_ids },
      language,
    );
    throw new AppError('GAME_MAINTENANCE', { data: { nodeId, recommended } });
  }
  if (sportsbook) {
    return { kind: 'route', path: sportsbookPath(sportsbook, vendor.code) };
  }
  if (lottery) {
    return lottery;
  }
  if (house.open && house.liveTable && game.is_game !== 'VASSALAGE') {
    return sharedPlaceRoute(db, { liveTable: house.liveTable }, nodeId);
  }
  if (house.open && house.shared && game.is_game !== 'VASSALAGE') {
    return sharedPlaceRoute(db, house.shared, nodeId);
  }
  if (game.is_game === 'VASSALAGE') {
    const children = await repo.listChildren(db, nodeId);
    const item = toGameItem(view, game, language);
    return {
      kind: 'popup',
      title: item.displayName,
      games: children.map((c) => toGameItem(view, c, language)),
    };
  }
  await recordRecent(db, memberId, nodeId);
  return { kind: 'game', url: `/seamless?nodeId=${nodeId}`, nodeId };
}

async function launchVendor(
  db: TDb,
  view: TCatalogueView,
  memberId: number,
  vendor: TVendor,
  vassalage: string,
  language: TLanguage,
): Promise<TLaunchTarget> {
  const sportsbook = sportsbookCategoryOf({ gameType: vendor.gameType });
  if (!isLotteryVendor(vendor) && !sportsbook) {
    assertVerticalOpen({ nodeId: null, gameType: vendor.gameType });
  }
  if (vendor.maintenance) {
    const recommended = await recommendedFor(
      db,
      view,
      { nodeId: null, sourceType: vendor.sourceType, subType: null, recommended: [] },
      language,
    );
    throw new AppError('GAME_MAINTENANCE', {
      data: { nodeId: null, recommended: recommended.filter((g) => g.vassalage !== vendor.code) },
    });
  }
  if (sportsbook) {
    return { kind: 'route', path: sportsbookPath(sportsbook, vendor.code) };
  }
  if (vendor.gameType === 'LIVE') {
    return { kind: 'route', path: '/live' };
  }
  if ((SHARED_ROUND_CATEGORIES as readonly TGameCategory[]).includes(vendor.gameType)) {
    return { kind: 'route', path: CATEGORY_PATHS[vendor.gameType] };
  }
  if (vendor.gameType === 'RNG') {
    return { kind: 'route', path: `/rng?vassalage=${encodeURIComponent(vassalage)}` };
  }
  const first = await repo.firstGameOfVendor(db, vendor.code, vendor.sourceType);
  if (!first) {
    throw new AppError('NOT_FOUND', { message: `Vendor ${vendor.code} has no games` });
  }
  return launchGame(db, view, memberId, first.node_id, language);
}

function isLotteryVendor(vendor: TVendor): boolean {
  return vendor.code in LOTTERY_PATHS || vendor.gameType === 'LOTT' || vendor.gameType === 'ELOTT';
}

/** A lottery game opens its lottery page: no engine, no money, not a recent game. */
function lotteryTarget(vendor: TVendor, gameCode: string): TLaunchTarget | null {
  if (!isLotteryVendor(vendor)) {
    return null;
  }
  const path = LOTTERY_PATHS[vendor.code] ?? '/lottery';
  return { kind: 'route', path: `${path}?gameCode=${encodeURIComponent(gameCode)}` };
}
