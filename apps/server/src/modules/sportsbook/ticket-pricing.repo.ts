// Ticket pricing in SQL (decision 048 addendum "settlement under 20 s"): the packages' ticketReturn
// and ticketStatusOf (packages/games/src/sports/ticket-return.ts) as one set-based query, so a
// settlement chunk prices its accumulators and system bets where it writes them. A ticket's lines
// are the subsets of its legs (bit i of a mask = leg_no i) whose size is one of its folds
// (accumulator: all n legs; system: the named or k/n folds; single: its one leg); a line returns
// div(stake × sports_mul(numerators), sports_mul(denominators)), exact numeric maths floored once,
// as lineReturn's BigInt. A ticket with a leg still open is left out; so is one whose bet type
// does not fit its legs (ticketReturn's RangeError), which stays open rather than stopping the run.
import { sql, type RawBuilder } from 'kysely';
import type { TLegOutcome } from '@pavilion/contracts/sportsbook';
import type { TSportsDb } from './feed.repo.ts';

/**
 * The priced tickets (id, payout, status) of `legs`, a relation of one row per leg with columns
 * id (the ticket), bet_type, system_kind, stake_per_line, stake_total, leg_no (0..n−1), odds1000,
 * outcome (null while open).
 */
export function pricedTickets(legs: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`
    with legs as (${legs}),
    tk as (
      select id, stake_per_line, stake_total, count(*)::int as n, bool_and(outcome = 'void') as all_void,
          min(outcome) as first_outcome,
          case
            when bet_type = 'single' and count(*) = 1 then array[1]
            when bet_type = 'accumulator' and count(*) between 2 and 12 then array[count(*)::int]
            when bet_type <> 'system' or count(*) not between 3 and 8 then null
            when system_kind in ('trixie', 'patent') then case when count(*) = 3 then
              case system_kind when 'trixie' then array[2, 3] else array[1, 2, 3] end end
            when system_kind in ('yankee', 'lucky15') then case when count(*) = 4 then
              case system_kind when 'yankee' then array[2, 3, 4] else array[1, 2, 3, 4] end end
            -- nested: the casts run only on a kind that matched (AND has no promised order)
            when system_kind ~ '^[0-9]{1,2}/[0-9]{1,2}$' then case
              when split_part(system_kind, '/', 2)::int = count(*)
                and split_part(system_kind, '/', 1)::int between 1 and count(*) - 1
              then array[split_part(system_kind, '/', 1)::int] end
          end as folds
        from legs
        group by id, bet_type, system_kind, stake_per_line, stake_total
        having bool_and(outcome is not null)
    ), f as (
      select id, leg_no, case outcome when 'win' then odds1000::numeric when 'lose' then 0
            when 'half_win' then 1000 + odds1000 else 1 end as num,
          case outcome when 'win' then 1000::numeric when 'half_win' then 2000 when 'half_lose' then 2 else 1 end as den
        from legs
    ), lines as (
      select tk.id, div(tk.stake_per_line * sports_mul(f.num), sports_mul(f.den)) as payout
        from tk
        cross join lateral generate_series(case when tk.folds = array[tk.n] then (1 << tk.n) - 1 else 1 end,
          (1 << tk.n) - 1) m(mask)
        join f on f.id = tk.id and (m.mask >> f.leg_no) & 1 = 1
        where tk.folds is not null
        group by tk.id, m.mask, tk.stake_per_line, tk.folds
        having count(*) = any(tk.folds)
    ), paid as (
      select id, sum(payout)::bigint as payout from lines group by id
    )
    select tk.id, p.payout, case
        when tk.all_void then 'void'
        when tk.n = 1 and tk.first_outcome = 'half_win' then 'half_won'
        when tk.n = 1 and tk.first_outcome = 'half_lose' then 'half_lost'
        when p.payout = 0 then 'lost'
        when p.payout > tk.stake_total then 'won'
        when p.payout = tk.stake_total then 'push'
        else 'half_lost' end as status
      from tk join paid p on p.id = tk.id`;
}

/**
 * The tickets `t` of sports_tickets matching `where` (a condition on t) whose legs all have an
 * outcome, priced (id, payout, status): singles directly, the rest by pricedTickets.
 */
export function pricedTicketsWhere(where: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`
    with m as (
      ${pricedTickets(sql`select t.id, t.bet_type, t.system_kind, t.stake_per_line, t.stake_total, l.leg_no,
            l.odds1000, s.outcome
          from sports_tickets t
          join sports_ticket_legs l on l.ticket_id = t.id
          join sports_selections s on s.id = l.selection_id
          where ${where} and t.bet_type <> 'single'`)}
    ), single as (
      select t.id, s.outcome, t.stake_total, case s.outcome
          when 'win' then t.stake_per_line * l.odds1000 / 1000
          when 'half_win' then t.stake_per_line * (1000 + l.odds1000) / 2000
          when 'half_lose' then t.stake_per_line / 2
          when 'lose' then 0
          else t.stake_per_line end as payout
        from sports_tickets t
        join sports_ticket_legs l on l.ticket_id = t.id and l.leg_no = 0
        join sports_selections s on s.id = l.selection_id
        where ${where} and t.bet_type = 'single' and s.outcome is not null
    )
    select id, payout, case when outcome = 'void' then 'void' when outcome = 'half_win' then 'half_won'
        when outcome = 'half_lose' then 'half_lost' when payout = 0 then 'lost'
        when payout > stake_total then 'won' when payout = stake_total then 'push' else 'half_lost' end as status
      from single
    union all
    select id, payout, status from m`;
}

export type TPricingTicket = {
  id: number;
  betType: string;
  systemKind: string | null;
  stakePerLine: number;
  stakeTotal: number;
  legs: { odds1000: number; outcome: TLegOutcome | null }[];
};

/** Prices tickets given in full (not read from the tables): what the property tests compare. */
export async function priceTickets(
  db: TSportsDb,
  tickets: TPricingTicket[],
): Promise<{ id: number; payout: number; status: string }[]> {
  const rows = tickets.flatMap((t) =>
    t.legs.map((l, legNo) => ({
      id: t.id,
      bet_type: t.betType,
      system_kind: t.systemKind,
      stake_per_line: t.stakePerLine,
      stake_total: t.stakeTotal,
      leg_no: legNo,
      odds1000: l.odds1000,
      outcome: l.outcome,
    })),
  );
  const legs = sql`select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) r(id bigint, bet_type text,
      system_kind text, stake_per_line bigint, stake_total bigint, leg_no int, odds1000 int, outcome text)`;
  const { rows: out } = await sql<{ id: string; payout: string; status: string }>`
    select * from (${pricedTickets(legs)}) p order by id`.execute(db);
  return out.map((r) => ({ id: Number(r.id), payout: Number(r.payout), status: r.status }));
}
