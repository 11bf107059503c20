// The operator's reads and switches of the lottery's games (play-type changes: games.service).
import type { TLotteryAdminGames } from '@pavilion/contracts/lottery';
import { LOTTERY_GAMES } from '@pavilion/games/lottery/catalogue';
import { AppError } from '@/shared/app-error.ts';
import { forgetSlipConfigs, playTypeConfigs } from './games.service.ts';
import * as repo from './lottery.repo.ts';

export async function adminGames(db: repo.TLotteryDb): Promise<TLotteryAdminGames> {
  const [games, configs] = await Promise.all([repo.listGames(db), playTypeConfigs(db)]);
  return {
    games: LOTTERY_GAMES.flatMap((def) => {
      const game = games.find((g) => g.code === def.code);
      return game
        ? [
            {
              code: def.code,
              family: def.family,
              enabled: game.enabled,
              playTypes: configs.filter((c) => c.gameCode === def.code).map(({ gameCode: _code, ...c }) => c),
            },
          ]
        : [];
    }),
  };
}

export async function setGameEnabled(
  db: repo.TLotteryDb,
  opts: { operatorId: number; gameCode: string; enabled: boolean },
): Promise<void> {
  const res = await repo.setGameEnabled(db, opts.gameCode, opts.enabled);
  if (res.numUpdatedRows === 0n) {
    throw new AppError('LOTTERY_GAME_NOT_FOUND');
  }
  forgetSlipConfigs(db);
  await repo.insertAudit(db, {
    operator_id: opts.operatorId,
    action: opts.enabled ? 'game_open' : 'game_close',
    game_code: opts.gameCode,
    subject: null,
    details: {},
  });
}
