// What players read of the lottery: the lobby, a game page (play types with the odds in force,
// the issues a follow-up would take, the latest results), results history and one issue with
// what verification needs. A seed is shown only once its issue is drawn.
import type {
  TLotteryGameDetail,
  TLotteryIssueDetail,
  TLotteryLobby,
  TLotteryResults,
} from '@pavilion/contracts/lottery';
import { FOLLOW_UP_MAX_ISSUES } from '@pavilion/games/lottery/catalogue';
import { lotteryClientSeed } from '@pavilion/games/lottery/draw';
import { currentIssue, drawAtOfIssue, issuesFrom } from '@pavilion/games/lottery/schedule';
import { AppError } from '@/shared/app-error.ts';
import { gameDefOrThrow, gameViews, issueView, playTypeConfigs } from './games.service.ts';
import * as repo from './lottery.repo.ts';

export async function lobby(db: repo.TLotteryDb, now: Date, route?: string): Promise<TLotteryLobby> {
  return { serverTime: now.toISOString(), games: await gameViews(db, now, route) };
}

export async function gameDetail(
  db: repo.TLotteryDb,
  gameCode: string,
  now: Date,
): Promise<TLotteryGameDetail> {
  const def = gameDefOrThrow(gameCode);
  const [game] = (await gameViews(db, now)).filter((g) => g.code === def.code);
  if (!game) {
    throw new AppError('LOTTERY_GAME_NOT_FOUND');
  }
  const [configs, recent] = await Promise.all([
    playTypeConfigs(db, def.code),
    repo.listResults(db, def.code, 10),
  ]);
  const upcoming = issuesFrom(
    def.schedule,
    currentIssue(def.schedule, now).drawAt.getTime(),
    FOLLOW_UP_MAX_ISSUES,
  );
  return {
    serverTime: now.toISOString(),
    game,
    playTypes: configs.map(({ gameCode: _code, ...c }) => c),
    upcoming: upcoming.map((t) => ({
      issueNo: t.issueNo,
      closesAt: t.closesAt.toISOString(),
      drawAt: t.drawAt.toISOString(),
    })),
    recent: recent.map((r) => issueView(r, now)),
  };
}

export async function results(
  db: repo.TLotteryDb,
  gameCode: string,
  query: { limit: number; before?: string | undefined },
  now: Date,
): Promise<TLotteryResults> {
  const def = gameDefOrThrow(gameCode);
  const before = query.before === undefined ? undefined : drawAtOfIssue(def.schedule, query.before);
  if (before === null) {
    throw new AppError('LOTTERY_ISSUE_NOT_FOUND');
  }
  const rows = await repo.listResults(
    db,
    def.code,
    query.limit,
    before === undefined ? undefined : new Date(before),
  );
  return { results: rows.map((r) => issueView(r, now)) };
}

export async function issueDetail(
  db: repo.TLotteryDb,
  gameCode: string,
  issueNo: string,
  now: Date,
): Promise<TLotteryIssueDetail> {
  const def = gameDefOrThrow(gameCode);
  const [row] = await repo.findIssues(db, def.code, [issueNo]);
  if (!row) {
    throw new AppError('LOTTERY_ISSUE_NOT_FOUND');
  }
  return { ...issueView(row, now), family: def.family, clientSeed: lotteryClientSeed(def.code, issueNo) };
}
