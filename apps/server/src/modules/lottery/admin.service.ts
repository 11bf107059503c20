// The operator's reads and switches of the lottery's games (play-type changes: games.service) and
// the console's page of a game's issues.
import type {
  TLotteryAdminGames,
  TLotteryAdminIssues,
  TLotteryAdminIssuesQuery,
} from '@pavilion/contracts/lottery';
import { LOTTERY_GAMES } from '@pavilion/games/lottery/catalogue';
import { AppError } from '@/shared/app-error.ts';
import { forgetSlipConfigs, gameDefOrThrow, issueView, playTypeConfigs } from './games.service.ts';
import * as adminRepo from './lottery-admin.repo.ts';
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

/** A game's issues for the console, the latest first, with their tickets' count and sums. */
export async function adminIssues(
  db: repo.TLotteryDb,
  gameCode: string,
  query: TLotteryAdminIssuesQuery,
  now: Date,
): Promise<TLotteryAdminIssues> {
  const def = gameDefOrThrow(gameCode);
  const filter = { gameCode: def.code, status: query.status };
  const [rows, total] = await Promise.all([
    adminRepo.issuesPage(db, {
      ...filter,
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    }),
    adminRepo.countIssues(db, filter),
  ]);
  const sums = new Map(
    (
      await adminRepo.ticketSums(
        db,
        rows.map((r) => r.id),
      )
    ).map((s) => [s.issueId, s]),
  );
  return {
    rows: rows.map((r) => {
      const s = sums.get(r.id);
      return {
        ...issueView(r, now),
        status: r.status,
        voidReason: r.void_reason,
        tickets: s?.tickets ?? 0,
        stake: s?.stake ?? 0,
        payout: s?.payout ?? 0,
      };
    }),
    pageNo: query.pageNo,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    total,
  };
}
