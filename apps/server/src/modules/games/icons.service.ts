// Looks up what an icon needs (name, vendor colour, sub type) and renders it; unknown → NOT_FOUND
// so the web falls back to its default game icon.
import type { TGameCategory, TGameSubType } from '@pavilion/contracts/games';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import { getCatalogueView, vendorOf } from './catalogue.service.ts';
import { gameIconSvg, vendorIconSvg } from './game-icons.ts';
import * as repo from './games.repo.ts';

export async function gameIcon(db: TDb, nodeIdText: string): Promise<string> {
  const nodeId = /^[0-9]{1,9}$/.test(nodeIdText) ? Number(nodeIdText) : 0;
  const [view, game] = await Promise.all([
    getCatalogueView(db),
    nodeId > 0 ? repo.findGame(db, nodeId) : undefined,
  ]);
  if (!game) {
    throw new AppError('NOT_FOUND', { message: 'Unknown game icon' });
  }
  const vendor = vendorOf(view, game.vendor_code, game.game_type);
  return gameIconSvg({
    nodeId,
    name: game.display_name_en,
    vendorCode: game.vendor_code,
    gameType: vendor?.gameType ?? (game.game_type as TGameCategory),
    subType: game.sub_type as TGameSubType,
    color: vendor?.color ?? '#455a64',
  });
}

export async function vendorIcon(db: TDb, code: string): Promise<string> {
  const view = await getCatalogueView(db);
  const vendor = view.vendors.find((v) => v.code === code.toUpperCase());
  if (!vendor) {
    throw new AppError('NOT_FOUND', { message: 'Unknown vendor icon' });
  }
  return vendorIconSvg({ code: vendor.code, name: vendor.displayName, color: vendor.color });
}
