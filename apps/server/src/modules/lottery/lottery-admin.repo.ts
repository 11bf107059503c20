// SQL of the operator's lottery reads: a game's issues page by page, the latest first, and the
// ticket sums of the issues of one page. Issue numbers sort by draw time within a game
// (yyyyMMdd[-nnnn]), so the page walks the (game_code, issue_no) unique index backwards.
import type { TLotteryIssueStatus } from '@/db/tables-lottery.ts';
import type { TLotteryDb } from './lottery.repo.ts';

export function issuesPage(
  db: TLotteryDb,
  opts: { gameCode: string; status?: TLotteryIssueStatus | undefined; limit: number; offset: number },
) {
  let q = db.selectFrom('lottery_issues').selectAll().where('game_code', '=', opts.gameCode);
  if (opts.status) {
    q = q.where('status', '=', opts.status);
  }
  return q.orderBy('issue_no', 'desc').limit(opts.limit).offset(opts.offset).execute();
}

export async function countIssues(
  db: TLotteryDb,
  opts: { gameCode: string; status?: TLotteryIssueStatus | undefined },
): Promise<number> {
  let q = db
    .selectFrom('lottery_issues')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('game_code', '=', opts.gameCode);
  if (opts.status) {
    q = q.where('status', '=', opts.status);
  }
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** Per issue: every ticket counted, the stakes that stand (pending, won, lost), the payouts. */
export async function ticketSums(db: TLotteryDb, issueIds: number[]) {
  if (issueIds.length === 0) {
    return [];
  }
  const rows = await db
    .selectFrom('lottery_tickets')
    .select((eb) => [
      'issue_id',
      eb.fn.countAll<string>().as('tickets'),
      eb.fn
        .sum<string>(
          eb.case().when('status', 'in', ['pending', 'won', 'lost']).then(eb.ref('stake')).else(0).end(),
        )
        .as('stake'),
      eb.fn.sum<string>(eb.fn.coalesce('payout', eb.lit(0))).as('payout'),
    ])
    .where('issue_id', 'in', issueIds)
    .groupBy('issue_id')
    .execute();
  return rows.map((r) => ({
    issueId: Number(r.issue_id),
    tickets: Number(r.tickets),
    stake: Number(r.stake ?? 0),
    payout: Number(r.payout ?? 0),
  }));
}
