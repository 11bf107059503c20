// SQL of the console dashboard (decision 042): the day's figures from the cashier, the seamless
// bets (every vendor's, the in-house games' and the lottery's) and the ledger; trial members
// (type 4) play with demo credit and count nowhere. Days and hours are UTC.
import { sql } from 'kysely';
import type { TDashboardFigures, TDashboardHour } from '@pavilion/contracts/console-access';
import type { TDb } from '@/db/database.ts';

/** A session seen within this long counts as online (sessions slide their clock every 30 s). */
const ONLINE_WINDOW_MS = 5 * 60_000;

const n = (v: unknown) => Number(v ?? 0);

export async function figures(db: TDb, from: Date, to: Date): Promise<TDashboardFigures> {
  const { rows } = await sql<Record<string, string | number | null>>`select
    (select count(*) from members where type <> 4 and created_at >= ${from} and created_at < ${to}) as registrations,
    (select count(*) from (
       select min(credited_at) as first_at from cashier_deposits where status = 'credited' group by member_id
     ) f where f.first_at >= ${from} and f.first_at < ${to}) as first_deposits,
    (select coalesce(sum(amount), 0) from cashier_deposits
       where status = 'credited' and credited_at >= ${from} and credited_at < ${to}) as deposits,
    (select coalesce(sum(amount), 0) from cashier_withdrawals
       where status <> 'rejected' and paid_at >= ${from} and paid_at < ${to}) as withdrawals,
    (select coalesce(sum(b.amount), 0) from seamless_bets b join members m on m.id = b.member_id
       where m.type <> 4 and b.status <> 'rolled_back' and b.placed_at >= ${from} and b.placed_at < ${to}) as bets,
    (select coalesce(sum(b.amount - b.win_amount), 0) from seamless_bets b join members m on m.id = b.member_id
       where m.type <> 4 and b.status = 'settled' and b.settled_at >= ${from} and b.settled_at < ${to}) as ggr,
    (select coalesce(sum(e.amount), 0) from ledger_transactions t
       join ledger_entries e on e.transaction_id = t.id
       join ledger_accounts a on a.id = e.account_id and a.purpose = 'wallet'
       join members m on m.id = a.member_id
       where t.kind in ('bonus', 'rebate') and e.amount > 0 and m.type <> 4
         and t.created_at >= ${from} and t.created_at < ${to}) as bonuses`.execute(db);
  const r = rows[0]!;
  const ggr = n(r.ggr);
  return {
    registrations: n(r.registrations),
    firstDeposits: n(r.first_deposits),
    deposits: n(r.deposits),
    withdrawals: n(r.withdrawals),
    bets: n(r.bets),
    ggr,
    ngr: ggr - n(r.bonuses),
  };
}

/** The 24 hours from `dayStart`, each with its deposits, withdrawals, bets and GGR. */
export async function hourly(db: TDb, dayStart: Date): Promise<TDashboardHour[]> {
  const dayEnd = new Date(dayStart.getTime() + 86_400_000);
  // hours since the epoch: no time zone of the session can shift them
  const hourOf = (column: string) => sql`floor(extract(epoch from ${sql.ref(column)}) / 3600)::bigint`;
  const { rows } = await sql<{ hour: string | number; kind: string; total: string | number }>`
    select ${hourOf('credited_at')} as hour, 'deposits' as kind, sum(amount) as total from cashier_deposits
      where status = 'credited' and credited_at >= ${dayStart} and credited_at < ${dayEnd} group by 1
    union all
    select ${hourOf('paid_at')}, 'withdrawals', sum(amount) from cashier_withdrawals
      where status <> 'rejected' and paid_at >= ${dayStart} and paid_at < ${dayEnd} group by 1
    union all
    select ${hourOf('b.placed_at')}, 'bets', sum(b.amount) from seamless_bets b join members m on m.id = b.member_id
      where m.type <> 4 and b.status <> 'rolled_back' and b.placed_at >= ${dayStart} and b.placed_at < ${dayEnd} group by 1
    union all
    select ${hourOf('b.settled_at')}, 'ggr', sum(b.amount - b.win_amount) from seamless_bets b join members m on m.id = b.member_id
      where m.type <> 4 and b.status = 'settled' and b.settled_at >= ${dayStart} and b.settled_at < ${dayEnd} group by 1`.execute(
    db,
  );
  const hours = Array.from({ length: 24 }, (_, i) => ({
    hour: new Date(dayStart.getTime() + i * 3_600_000).toISOString(),
    deposits: 0,
    withdrawals: 0,
    bets: 0,
    ggr: 0,
  }));
  for (const row of rows) {
    const slot = hours[n(row.hour) - dayStart.getTime() / 3_600_000];
    if (slot) {
      slot[row.kind as 'deposits' | 'withdrawals' | 'bets' | 'ggr'] = n(row.total);
    }
  }
  return hours;
}

export async function pending(db: TDb): Promise<{ deposits: number; withdrawals: number }> {
  const { rows } = await sql<{ deposits: string | number; withdrawals: string | number }>`select
    (select count(*) from cashier_deposits where status = 'pending') as deposits,
    (select count(*) from cashier_withdrawals where status = 'pending') as withdrawals`.execute(db);
  return { deposits: n(rows[0]?.deposits), withdrawals: n(rows[0]?.withdrawals) };
}

export async function onlineNow(db: TDb): Promise<number> {
  const now = new Date();
  const { rows } = await sql<{ online: string | number }>`select count(distinct s.member_id) as online
    from sessions s join members m on m.id = s.member_id
    where s.kind = 'member' and m.type <> 4 and s.revoked_at is null and s.expires_at > ${now}
      and s.last_seen_at > ${new Date(now.getTime() - ONLINE_WINDOW_MS)}`.execute(db);
  return n(rows[0]?.online);
}
