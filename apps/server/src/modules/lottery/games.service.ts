// The lottery's games and their play-type configuration (odds, stake limits, exposure caps): seeded
// once from the engine's catalogue at the engine's default odds, then changed by the operator only.
// Also the views of issues the lobby, game page and results share.
import { randomBytes } from 'node:crypto';
import type {
  TLotteryGame,
  TLotteryIssue,
  TLotteryPlayTypeConfig,
  TLotteryPlayTypeUpdate,
} from '@pavilion/contracts/lottery';
import {
  LOTTERY_GAMES,
  LOTTERY_PLAY_TYPES,
  lotteryGameDef,
  type TLotteryGameDef,
} from '@pavilion/games/lottery/catalogue';
import { defaultOdds, playRule } from '@pavilion/games/lottery/play-types';
import { currentIssue, issuesFrom, type TIssueTimes } from '@pavilion/games/lottery/schedule';
import { generateServerSeed, hashServerSeed } from '@pavilion/games/provably-fair';
import type { TLotteryIssuesTable } from '@/db/tables-lottery.ts';
import type { Selectable } from 'kysely';
import { AppError } from '@/shared/app-error.ts';
import * as repo from './lottery.repo.ts';

/** Seeded limits: 0.10 to 50,000.00 a ticket; 1,000,000.00 of potential payout per number and draw. */
export const DEFAULT_LIMITS = { minStake: 10, maxStake: 5_000_000, exposureCap: 100_000_000 };

export type TIssueRow = Selectable<TLotteryIssuesTable>;

/** Inserts the vendor's games and play types that are missing (start-up; existing rows are kept). */
export async function ensureLotteryGames(db: repo.TLotteryDb): Promise<void> {
  const playTypes = LOTTERY_GAMES.flatMap((game) =>
    LOTTERY_PLAY_TYPES[game.family].map((playType) => ({
      game_code: game.code,
      play_type: playType,
      min_stake: DEFAULT_LIMITS.minStake,
      max_stake: DEFAULT_LIMITS.maxStake,
      exposure_cap: DEFAULT_LIMITS.exposureCap,
      odds: defaultOdds(playRule(game.family, playType, game.vnRegion)!),
    })),
  );
  await repo.insertGamesIfMissing(
    db,
    LOTTERY_GAMES.map((g) => ({ code: g.code, family: g.family, mode: g.mode })),
    playTypes,
  );
}

export function gameDefOrThrow(code: string): TLotteryGameDef {
  const def = lotteryGameDef(code);
  if (!def) {
    throw new AppError('LOTTERY_GAME_NOT_FOUND');
  }
  return def;
}

/**
 * The issues of `count` consecutive draws from `drawAtMs`, created with fresh committed seeds when
 * missing (before they open: the scheduler keeps the next ones created, a slip creates its
 * follow-up issues ahead). A concurrent creator's row wins; both read back the same seed.
 */
export async function ensureIssues(
  db: repo.TLotteryDb,
  def: TLotteryGameDef,
  drawAtMs: number,
  count: number,
): Promise<TIssueRow[]> {
  const times = issuesFrom(def.schedule, drawAtMs, count);
  let rows = await repo.findIssues(
    db,
    def.code,
    times.map((t) => t.issueNo),
  );
  if (rows.length < times.length) {
    const have = new Set(rows.map((r) => r.issue_no));
    await repo.insertIssues(
      db,
      times.filter((t) => !have.has(t.issueNo)).map((t) => newIssue(def.code, t)),
    );
    rows = await repo.findIssues(
      db,
      def.code,
      times.map((t) => t.issueNo),
    );
  }
  return rows;
}

function newIssue(gameCode: string, t: TIssueTimes): repo.TNewIssue {
  const serverSeed = generateServerSeed((n) => randomBytes(n));
  return {
    game_code: gameCode,
    issue_no: t.issueNo,
    opens_at: t.opensAt,
    closes_at: t.closesAt,
    draw_at: t.drawAt,
    server_seed: serverSeed,
    seed_hash: hashServerSeed(serverSeed),
  };
}

export async function currentIssueRow(db: repo.TLotteryDb, def: TLotteryGameDef, now: Date) {
  const [row] = await ensureIssues(db, def, currentIssue(def.schedule, now).drawAt.getTime(), 1);
  return row!;
}

/** What players see of an issue: the seed only once drawn, the state from the clock and status. */
export function issueView(row: TIssueRow, now: Date): TLotteryIssue {
  const revealed = row.draw !== null;
  const state =
    row.status === 'void'
      ? 'void'
      : row.status === 'settled'
        ? 'settled'
        : row.closes_at <= now
          ? 'closed'
          : row.opens_at > now
            ? 'upcoming'
            : 'open';
  return {
    gameCode: row.game_code,
    issueNo: row.issue_no,
    state,
    opensAt: row.opens_at.toISOString(),
    closesAt: row.closes_at.toISOString(),
    drawAt: row.draw_at.toISOString(),
    seedHash: row.seed_hash,
    serverSeed: revealed ? row.server_seed : null,
    draw: row.draw,
  };
}

export async function gameViews(db: repo.TLotteryDb, now: Date, route?: string): Promise<TLotteryGame[]> {
  const [games, latest] = await Promise.all([repo.listGames(db), repo.latestResults(db)]);
  const lastOf = new Map(latest.map((r) => [r.game_code, r]));
  const out: TLotteryGame[] = [];
  for (const def of LOTTERY_GAMES) {
    const game = games.find((g) => g.code === def.code);
    if (!game || (route && def.route !== route)) {
      continue;
    }
    const current = game.enabled ? await currentIssueRow(db, def, now) : null;
    const last = lastOf.get(def.code);
    out.push({
      code: def.code,
      family: def.family,
      mode: def.mode,
      route: def.route,
      intervalSeconds: def.schedule.intervalSeconds,
      enabled: game.enabled,
      current: current ? issueView(current, now) : null,
      last: last ? issueView(last, now) : null,
    });
  }
  return out;
}

export async function playTypeConfigs(db: repo.TLotteryDb, gameCode?: string) {
  const rows = await repo.listPlayTypes(db, gameCode);
  return rows.map((r): TLotteryPlayTypeConfig & { gameCode: string } => ({
    gameCode: r.game_code,
    playType: r.play_type,
    enabled: r.enabled,
    minStake: r.min_stake,
    maxStake: r.max_stake,
    exposureCap: r.exposure_cap,
    odds: Object.entries(r.odds).map(([key, odds]) => ({ key, odds })),
  }));
}

/** The operator's change of a play type: limits checked together, odds only for the rule's keys. */
export async function updatePlayTypeConfig(
  db: repo.TLotteryDb,
  opts: { operatorId: number; gameCode: string; playType: string; update: TLotteryPlayTypeUpdate },
): Promise<TLotteryPlayTypeConfig> {
  const def = gameDefOrThrow(opts.gameCode);
  const rule = playRule(def.family, opts.playType, def.vnRegion);
  const [current] = (await playTypeConfigs(db, opts.gameCode)).filter((p) => p.playType === opts.playType);
  if (!rule || !current) {
    throw new AppError('NOT_FOUND');
  }
  const { odds: oddsList, ...rest } = opts.update;
  const minStake = rest.minStake ?? current.minStake;
  const maxStake = rest.maxStake ?? current.maxStake;
  if (minStake > maxStake) {
    throw new AppError('VALIDATION_FAILED', { fields: { minStake: 'minStake must not exceed maxStake' } });
  }
  let odds: Record<string, number> | undefined;
  if (oddsList) {
    odds = Object.fromEntries(current.odds.map((o) => [o.key, o.odds]));
    for (const { key, odds: value } of oddsList) {
      if (!Object.hasOwn(rule.keys, key)) {
        throw new AppError('VALIDATION_FAILED', { fields: { odds: `unknown prize key ${key}` } });
      }
      odds[key] = value;
    }
  }
  const row = await repo.updatePlayType(db, opts.gameCode, opts.playType, {
    ...(rest.enabled !== undefined ? { enabled: rest.enabled } : {}),
    min_stake: minStake,
    max_stake: maxStake,
    ...(rest.exposureCap !== undefined ? { exposure_cap: rest.exposureCap } : {}),
    ...(odds ? { odds } : {}),
  });
  forgetSlipConfigs(db);
  await repo.insertAudit(db, {
    operator_id: opts.operatorId,
    action: 'play_type_update',
    game_code: opts.gameCode,
    subject: opts.playType,
    details: { before: current, update: opts.update },
  });
  return {
    playType: row!.play_type,
    enabled: row!.enabled,
    minStake: row!.min_stake,
    maxStake: row!.max_stake,
    exposureCap: row!.exposure_cap,
    odds: Object.entries(row!.odds).map(([key, value]) => ({ key, odds: value })),
  };
}

/**
 * A game and its play-type configuration as a slip reads them, kept for CONFIG_CACHE_MS per process
 * (a busy close would otherwise read the same rows for every slip): an operator's change applies to
 * slips within that time; a ticket records the odds it was sold at either way.
 */
const CONFIG_CACHE_MS = 2000;
type TSlipConfig = {
  game: Awaited<ReturnType<typeof repo.findGame>>;
  playTypes: Awaited<ReturnType<typeof repo.listPlayTypes>>;
  at: number;
};
const slipConfigs = new WeakMap<object, Map<string, TSlipConfig>>();

export async function slipConfig(db: repo.TLotteryDb, gameCode: string): Promise<TSlipConfig> {
  let perDb = slipConfigs.get(db);
  if (!perDb) {
    perDb = new Map();
    slipConfigs.set(db, perDb);
  }
  const hit = perDb.get(gameCode);
  if (hit && Date.now() - hit.at < CONFIG_CACHE_MS) {
    return hit;
  }
  const [game, playTypes] = await Promise.all([
    repo.findGame(db, gameCode),
    repo.listPlayTypes(db, gameCode),
  ]);
  const entry = { game, playTypes, at: Date.now() };
  perDb.set(gameCode, entry);
  return entry;
}

/** Drops cached configurations (after an operator's change, and in tests). */
export function forgetSlipConfigs(db: repo.TLotteryDb): void {
  slipConfigs.delete(db);
}
