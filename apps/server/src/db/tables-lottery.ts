// Kysely row types of the lottery vendor (migration 0023_lottery), generated and narrowed. Money
// columns are BIGINT minor units; jsonb columns are written as JSON text and read as their shapes.
import type { Generated } from 'kysely';
import type { TLotteryDraw } from '@pavilion/games/lottery/draw';
import type * as S from './schema.generated.ts';
import type { TJsonColumn, TNarrow } from './tables-narrow.ts';

export type TLotteryIssueStatus = 'pending' | 'drawn' | 'settled' | 'void';
export type TLotteryTicketStatus = 'pending' | 'won' | 'lost' | 'cancelled' | 'refunded' | 'failed';
/** prize key -> odds in thousandths */
export type TOddsJson = Record<string, number>;

export type TLotteryGamesTable = S.LotteryGames;
export type TLotteryPlayTypesTable = TNarrow<S.LotteryPlayTypes, { odds: TJsonColumn<TOddsJson> }>;
export type TLotteryIssuesTable = TNarrow<
  S.LotteryIssues,
  {
    status: Generated<TLotteryIssueStatus>;
    draw: TJsonColumn<TLotteryDraw | null, string | null | undefined>;
  }
>;
export type TLotteryFollowUpsTable = S.LotteryFollowUps;
export type TLotteryTicketsTable = TNarrow<
  S.LotteryTickets,
  {
    status: Generated<TLotteryTicketStatus>;
    selection: TJsonColumn<string[][]>;
    odds: TJsonColumn<TOddsJson>;
  }
>;
export type TLotteryExposureTable = S.LotteryExposure;
export type TLotteryAuditTable = TNarrow<S.LotteryAudit, { details: TJsonColumn<Record<string, unknown>> }>;

export type TLotteryTables = {
  lottery_games: TLotteryGamesTable;
  lottery_play_types: TLotteryPlayTypesTable;
  lottery_issues: TLotteryIssuesTable;
  lottery_follow_ups: TLotteryFollowUpsTable;
  lottery_tickets: TLotteryTicketsTable;
  lottery_exposure: TLotteryExposureTable;
  lottery_audit: TLotteryAuditTable;
};
