// Opening an in-house game: the catalogue game behind a nodeId, refused when unknown, a container
// (a lobby of games, not a game) or under maintenance; the engine and slot theme that play it;
// its limits and declared RTP; and the player's mode and balance.
import type { TPlayGame } from '@pavilion/contracts/play';
import type { TGameSubType } from '@pavilion/contracts/games-constants';
import type { TEngineId } from '@pavilion/games/engine-meta';
import type { TSlotThemeId } from '@pavilion/games/engines/slot-paytables';
import { ENGINES, engineForGame } from '@pavilion/games/registry';
import type { TDb } from '@/db/database.ts';
import { AppError } from '@/shared/app-error.ts';
import { getCatalogueView, toGameItem, vendorOf } from '@/modules/games/catalogue.service.ts';
import * as games from '@/modules/games/games.repo.ts';
import { recommendedFor } from '@/modules/games/games.service.ts';
import { assertVerticalOpen } from '@/modules/games/house-engines.ts';
import { memberWallet } from '@/modules/wallet/ledger.service.ts';

export type TPlayableGame = {
  nodeId: number;
  gameCode: string;
  displayName: string;
  vendorName: string;
  gameType: string;
  engine: TEngineId;
  theme: TSlotThemeId | null;
};

/** The game a round may be played on, or the catalogue error the launch would give. */
export async function resolvePlayableGame(db: TDb, nodeId: number): Promise<TPlayableGame> {
  const view = await getCatalogueView(db);
  const game = await games.findGame(db, nodeId);
  const vendor = game ? vendorOf(view, game.vendor_code, game.game_type) : undefined;
  if (!game || !vendor) {
    throw new AppError('NOT_FOUND', { message: `Unknown game ${nodeId}` });
  }
  if (game.is_game === 'VASSALAGE') {
    throw new AppError('NOT_FOUND', { message: `Game ${nodeId} is a lobby of games; open one of its games` });
  }
  // A title of a vertical that is not open yet never reaches a house engine (decision 021).
  assertVerticalOpen({ nodeId, gameType: vendor.gameType, subType: game.sub_type as TGameSubType | null });
  if (game.maintenance || vendor.maintenance) {
    const target = {
      nodeId,
      sourceType: game.game_type,
      subType: game.sub_type,
      recommended: game.recommended_node_ids,
    };
    throw new AppError('GAME_MAINTENANCE', {
      data: { nodeId, recommended: await recommendedFor(db, view, target, 'EN') },
    });
  }
  const choice = engineForGame({ subType: game.sub_type, gameType: game.game_type, nodeId });
  const item = toGameItem(view, game, 'EN');
  return {
    nodeId,
    gameCode: game.game_code,
    displayName: item.displayName,
    vendorName: item.vendorName,
    gameType: item.gameType,
    engine: choice.engine,
    theme: choice.theme,
  };
}

export async function openPlayGame(
  db: TDb,
  player: { memberId: number; kind: string },
  nodeId: number,
): Promise<TPlayGame> {
  const game = await resolvePlayableGame(db, nodeId);
  const meta = ENGINES[game.engine];
  const wallet = await memberWallet(db, player.memberId);
  return {
    nodeId,
    gameCode: game.gameCode,
    displayName: game.displayName,
    vendor: game.vendorName,
    gameType: game.gameType,
    engine: game.engine,
    theme: game.theme,
    declaredRtp: meta.declaredRtp,
    rtpBasis: meta.rtpBasis,
    stakeUnit: meta.stakeUnit,
    minBet: meta.minBet,
    maxBet: meta.maxBet,
    mode: player.kind === 'trial' ? 'trial' : 'real',
    balance: wallet.balance,
    currency: wallet.currency,
  };
}
