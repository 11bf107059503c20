// Team overview figures (decision 024): every figure of every period in one pass per source table,
// set-based over the closure table (team = descendants of the agent at depth >= 1) with one
// `filter (where …)` aggregate per period. No walk of the tree, no query per member or per period.
// The bet figures come from the report roll-ups (decision 032: a bet counts in the period it was
// placed in, as the team reports count it), new members, deposits and withdrawals from the team
// cash sums (decision 040); `raw` reads every figure from the tables (the tests' reference).
import { sql, type RawBuilder } from 'kysely';
import type { TDb } from '@/db/database.ts';
import { teamBetFigures, teamOverviewFigures } from '@/modules/agent-reports/team-figures.repo.ts';

export type TRange = { from: Date; to: Date };

/** Aggregates named `<name>_<i>` for every range i, each filtered on `column` in [from, to) (0 when none). */
function perRange(ranges: TRange[], column: string, aggregates: Record<string, string>): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  ranges.forEach((r, i) => {
    for (const [name, expression] of Object.entries(aggregates)) {
      parts.push(
        sql`coalesce(${sql.raw(expression)} filter (where ${sql.ref(column)} >= ${r.from} and ${sql.ref(column)} < ${r.to}), 0) as ${sql.raw(`${name}_${i}`)}`,
      );
    }
  });
  return sql.join(parts);
}

type TRow = Record<string, string | number | null>;

function read(row: TRow | undefined, name: string, i: number): number {
  return Number(row?.[`${name}_${i}`] ?? 0);
}

const earliest = (ranges: TRange[]) => new Date(Math.min(...ranges.map((r) => r.from.getTime())));

/**
 * The team's size and the figures of each range, in the order given; amounts are minor units.
 * From the report roll-ups (decisions 032 and 040: one snapshot, one statement), or with `raw`
 * from the tables and raw bets (the tests' reference, the bench's old path).
 */
export async function teamFigures(
  db: TDb,
  agentId: number,
  walletAccountId: number,
  ranges: TRange[],
  opts: { raw?: boolean } = {},
) {
  if (!opts.raw) {
    const { size, figures } = await teamOverviewFigures(db, agentId, walletAccountId, ranges);
    return {
      size,
      figures: figures.map((f) => ({
        newMembers: f.newMembers,
        activeMembers: f.activeMembers,
        deposits: f.deposits,
        depositCount: f.depositCount,
        withdrawals: f.withdrawals,
        withdrawalCount: f.withdrawalCount,
        bets: f.bets,
        betCount: f.betCount,
        validBets: f.validBets,
        wins: f.wins,
        profitLoss: f.wins - f.validBets,
        myIncome: f.myIncome,
      })),
    };
  }
  const since = earliest(ranges);
  const team = sql`select descendant_id from agent_tree_paths where ancestor_id = ${agentId} and depth >= 1`;
  const one = async (query: RawBuilder<TRow>) => (await query.execute(db)).rows[0];

  const [size, joined, bets, deposits, withdrawals, income] = await Promise.all([
    teamSize(db, agentId),
    one(sql<TRow>`select ${perRange(ranges, 'm.created_at', { joined: 'count(*)' })}
      from members m where m.id in (${team}) and m.created_at >= ${since}`),
    teamBetFigures(db, agentId, ranges, { raw: true }),
    one(sql<TRow>`select ${perRange(ranges, 'd.credited_at', { deposits: 'sum(d.amount)', deposit_count: 'count(*)' })}
      from cashier_deposits d
      where d.member_id in (${team}) and d.status = 'credited' and d.credited_at >= ${since}`),
    // paid out and not disputed: approved, received (in part or automatically)
    one(sql<TRow>`select ${perRange(ranges, 'w.paid_at', {
      withdrawals: 'sum(w.amount - coalesce(w.remaining_amount, 0))',
      withdrawal_count: 'count(*)',
    })}
      from cashier_withdrawals w
      where w.member_id in (${team}) and w.paid_at >= ${since}
        and w.status in ('approved', 'received', 'partially_received', 'auto_received')`),
    one(sql<TRow>`select ${perRange(ranges, 'e.created_at', { income: 'sum(e.amount)' })}
      from ledger_entries e join ledger_transactions x on x.id = e.transaction_id
      where e.account_id = ${walletAccountId} and e.created_at >= ${since} and x.kind in ('salary', 'dividend')`),
  ]);

  const figures = ranges.map((_, i) => {
    const { validBets, wins, activeMembers, bets: stakes, betCount } = bets[i]!;
    return {
      newMembers: read(joined, 'joined', i),
      activeMembers,
      deposits: read(deposits, 'deposits', i),
      depositCount: read(deposits, 'deposit_count', i),
      withdrawals: read(withdrawals, 'withdrawals', i),
      withdrawalCount: read(withdrawals, 'withdrawal_count', i),
      bets: stakes,
      betCount,
      validBets,
      wins,
      profitLoss: wins - validBets,
      myIncome: read(income, 'income', i),
    };
  });
  return { size, figures };
}

/** Direct and all-level team size of the agent. */
export async function teamSize(db: TDb, agentId: number): Promise<{ direct: number; all: number }> {
  const row = (
    await sql<{
      direct: string;
      everyone: string;
    }>`select count(*) filter (where depth = 1) as direct, count(*) as everyone
      from agent_tree_paths where ancestor_id = ${agentId} and depth >= 1`.execute(db)
  ).rows[0];
  return { direct: Number(row?.direct ?? 0), all: Number(row?.everyone ?? 0) };
}
