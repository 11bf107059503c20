// Demo agent tree under agent01 (issue 12, decision 027): 3 downline agents, 2 sub-agents under
// each, 299 members spread over the four levels, a month of settled bets over the catalogue's game
// types, deposits, transfers and withdrawals, so every agent page shows real figures on a first start.
// Everything is set-based (a few statements, one transaction): the tree, the wallets, the bets.
// Money is planned in a temp table of postings and written into the ledger set-based with
// ledger_post's own rules (postPlanned): each member-day's net game result is one game posting
// (a 'bet' debit or a 'win' credit), so every wallet balance equals its ledger and no wallet is
// ever below zero. A second start sees the tree
// and adds nothing.
import { sql } from 'kysely';
import { hashPassword } from '@/shared/password.ts';
import type { TDb } from './database.ts';

export const AGENT_DEMO = {
  upline: 'agent01',
  /** level-1 agents under agent01 (type 1); each has two level-2 agents (type 2) */
  agents: ['dagent1', 'dagent2', 'dagent3'],
  subAgentsPerAgent: 2,
  membersUnder: { root: 20, level1: 25, level2: 34 },
  /** days of bets before now */
  days: 30,
  agentPassword: 'Agent123',
  memberPassword: 'Player123',
} as const;

const MEMBER_PREFIX = 'dplayer';

type TNewRow = { account: string; nickname: string; type: number; upline: string; age: number };

function treeRows(): { agents: TNewRow[]; subAgents: TNewRow[]; members: TNewRow[] } {
  const { agents, subAgentsPerAgent, membersUnder, upline } = AGENT_DEMO;
  const subAgents: TNewRow[] = [];
  const members: TNewRow[] = [];
  let n = 0;
  const addMembers = (under: string, count: number) => {
    for (let i = 0; i < count; i++) {
      n += 1;
      const account = `${MEMBER_PREFIX}${String(n).padStart(3, '0')}`;
      members.push({ account, nickname: `Demo ${n}`, type: 0, upline: under, age: 5 + (n % 55) });
    }
  };
  addMembers(upline, membersUnder.root);
  for (const [a, agent] of agents.entries()) {
    addMembers(agent, membersUnder.level1);
    for (let s = 1; s <= subAgentsPerAgent; s++) {
      const sub = `${agent}${s}`;
      subAgents.push({ account: sub, nickname: `Sub-agent ${a + 1}.${s}`, type: 2, upline: agent, age: 70 });
      addMembers(sub, membersUnder.level2);
    }
  }
  return {
    agents: agents.map((account, i) => ({
      account,
      nickname: `Agent ${i + 1}`,
      type: 1,
      upline,
      age: 80,
    })),
    subAgents,
    members,
  };
}

/** Members of one level, each with an empty wallet; the tree trigger adds their closure rows. */
async function insertLevel(db: TDb, rows: TNewRow[], passwordHash: string): Promise<void> {
  const values = sql.join(
    rows.map((r) => sql`(${r.account}, ${r.nickname}, ${r.type}::int, ${r.upline}, ${r.age}::int)`),
  );
  await sql`with v (account, nickname, type, upline, age) as (values ${values}),
    ins as (
      insert into members (account, nickname, type, upline_id, password_hash, affiliate_code, created_at)
      select v.account, v.nickname, v.type, u.id, ${passwordHash},
        case when v.type <> 0 then upper(v.account) end, now() - make_interval(days => v.age)
      from v join members u on lower(u.account) = v.upline
      returning id
    )
    insert into ledger_accounts (owner_type, member_id, purpose, currency)
    select 'member', id, 'wallet', 'USD' from ins`.execute(db);
}

// Deterministic pseudo-random integer in [0, n) from a text key.
const rnd = (key: ReturnType<typeof sql>, n: number) =>
  sql`mod(hashtext(${key})::bigint + 2147483648, ${n}::int)`;

async function insertBets(db: TDb, days: number): Promise<void> {
  const h = (tag: string) => sql`b.member_id || ':' || b.d || ':' || b.s || ${tag}`;
  await sql`with g as (
      select node_id, game_type, vendor_code, game_code, (row_number() over (order by game_type, node_id) - 1)::int as k
      from (select *, row_number() over (partition by game_type order by node_id) as rn
        from games where parent_node_id is null) x
      where rn <= 4
    ),
    gc as (select count(*)::int as n from g),
    b as (
      select m.id as member_id, d.d, s.s
      from members m cross join generate_series(0, ${days - 1}::int) d(d) cross join generate_series(1, 8) s(s)
      where m.account like ${`${MEMBER_PREFIX}%`}
        and ${rnd(sql`m.id || ':' || d.d`, 100)} < 45
        and s.s <= 1 + ${rnd(sql`m.id || ':n:' || d.d`, 8)}
    ),
    r as (
      select b.member_id, b.d, b.s, g.*, 100 * (1 + ${rnd(h(':a'), 50)}) as amount, ${rnd(h(':w'), 1000)} as u,
        now() - make_interval(days => b.d, mins => (30 + ${rnd(h(':t'), 1380)})::int) as placed_at
      from b cross join gc join g on g.k = ${rnd(h(':g'), 1_000_000)} % gc.n
    )
    insert into seamless_bets (vendor_code, bet_tx_id, member_id, round_id, game_code, node_id, game_type,
      catalogue_vendor, amount, win_amount, status, closing_tx_id, placed_at, settled_at)
    select r.vendor_code, 'demo-' || r.member_id || '-' || r.d || '-' || r.s, r.member_id,
      'demo-' || r.member_id || '-' || r.d || '-' || r.s, r.game_code, r.node_id, r.game_type, r.vendor_code,
      r.amount,
      case when r.u < 440 then r.amount * 2 when r.u < 450 then r.amount * 5 when r.u < 452 then r.amount * 10 else 0 end,
      case when r.u >= 990 then 'rolled_back' else 'settled' end,
      'demo-close-' || r.member_id || '-' || r.d || '-' || r.s, r.placed_at, r.placed_at + interval '1 minute'
    from r`.execute(db);
}

/** The postings of the demo's money, in a temp table: kind, from/to account, amount > 0, time. */
async function planPostings(db: TDb): Promise<void> {
  await sql`create temp table agent_demo_postings (
    key text primary key, kind text not null, from_id bigint not null, to_id bigint not null,
    amount bigint not null check (amount > 0), description text not null, at timestamptz not null
  ) on commit drop`.execute(db);
  const house = (purpose: string, member: ReturnType<typeof sql>) =>
    sql`(select id from ledger_accounts where owner_type = 'house' and purpose = ${purpose} and shard = (${member} % 64)::int)`;
  const { agents } = AGENT_DEMO;
  const agentAccounts = [...agents, ...agents.flatMap((a) => [`${a}1`, `${a}2`])];
  // Agents: a deposit each, then a transfer of 100.00 to each of their first three direct members.
  await sql`insert into agent_demo_postings
    select 'seed:agent-demo:deposit:' || m.account, 'deposit', ${house('cashier', sql`m.id`)}, w.id, 500000,
      'Demo deposit', now() - interval '32 days'
    from members m join ledger_accounts w on w.member_id = m.id and w.purpose = 'wallet'
    where m.account in (${sql.join(agentAccounts)})`.execute(db);
  await sql`insert into agent_demo_postings
    select 'seed:agent-demo:transfer:' || x.account, 'transfer', x.from_id, x.to_id, 10000,
      'Transfer from ' || x.upline, now() - interval '31 days' + x.rn * interval '1 minute'
    from (select m.account, u.account as upline, uw.id as from_id, mw.id as to_id,
        row_number() over (partition by u.id order by m.id) as rn
      from members m join members u on u.id = m.upline_id
      join ledger_accounts uw on uw.member_id = u.id and uw.purpose = 'wallet'
      join ledger_accounts mw on mw.member_id = m.id and mw.purpose = 'wallet'
      where u.account in (${sql.join(agentAccounts)}) and m.account like ${`${MEMBER_PREFIX}%`}) x
    where x.rn <= 3`.execute(db);
  // Members: each day's net game result; a first deposit that covers the worst running balance;
  // a withdrawal of 40% of the end balance for one member in four, after their last game.
  await sql`with days as (
      select b.member_id, to_char(date_trunc('day', b.placed_at), 'YYYY-MM-DD') as day,
        max(b.settled_at) + interval '5 minutes' as at,
        sum(case when b.status = 'settled' then b.win_amount - b.amount else 0 end)::bigint as net
      from seamless_bets b join members m on m.id = b.member_id
      where m.account like ${`${MEMBER_PREFIX}%`}
      group by b.member_id, 2
    ),
    running as (
      select d.*, sum(d.net) over (partition by d.member_id order by d.at) as cum from days d
    ),
    need as (
      select m.id as member_id, m.account, w.id as wallet_id,
        coalesce(min(r.at), now() - interval '20 days') - interval '2 hours' as first_at,
        coalesce(max(r.at), now() - interval '20 days') + interval '10 minutes' as last_at,
        greatest(0, -coalesce(min(r.cum), 0)) as cover,
        coalesce(sum(r.net), 0) as total
      from members m join ledger_accounts w on w.member_id = m.id and w.purpose = 'wallet'
      left join running r on r.member_id = m.id
      where m.account like ${`${MEMBER_PREFIX}%`}
      group by m.id, m.account, w.id
    ),
    deposits as (
      select n.*, ((n.cover + 20000 + ${rnd(sql`n.account || ':dep'`, 30)} * 10000 + 9999) / 10000) * 10000 as deposit
      from need n
    ),
    ins_dep as (
      insert into agent_demo_postings
      select 'seed:agent-demo:deposit:' || d.account, 'deposit', ${house('cashier', sql`d.member_id`)}, d.wallet_id,
        d.deposit, 'Demo deposit', d.first_at from deposits d
    ),
    ins_wd as (
      insert into agent_demo_postings
      select 'seed:agent-demo:withdrawal:' || d.account, 'withdrawal', d.wallet_id, ${house('cashier', sql`d.member_id`)},
        ((d.deposit + d.total) * 4 / 10 / 100) * 100, 'Demo withdrawal', d.last_at
      from deposits d where ${rnd(sql`account || ':wd'`, 4)} = 0 and ((deposit + total) * 4 / 10 / 100) * 100 > 0
    )
    insert into agent_demo_postings
    select 'seed:agent-demo:games:' || n.account || ':' || r.day,
      case when r.net < 0 then 'bet' else 'win' end,
      case when r.net < 0 then n.wallet_id else ${house('games', sql`n.member_id`)} end,
      case when r.net < 0 then ${house('games', sql`n.member_id`)} else n.wallet_id end,
      abs(r.net), 'Demo games ' || r.day, r.at
    from running r join need n on n.member_id = r.member_id where r.net <> 0`.execute(db);
}

/**
 * Posts every planned movement set-based, exactly as ledger_post would one by one in time order
 * (ledger_post costs ~3 ms a call on PGlite, 14 s for the demo's ~4,700 postings): a transaction
 * per posting with ledger_post's fingerprint, two entries each with ids in time order, per account
 * the running balance_after and the prev_entry_id chain continuing from the account's last entry,
 * then each account's balance and last_entry_id. Refuses (rolls back) if a member wallet would
 * ever have been below zero.
 */
async function postPlanned(db: TDb): Promise<void> {
  await sql`insert into ledger_transactions (idempotency_key, kind, fingerprint, description, meta, created_at)
    select p.key, p.kind,
      md5(p.kind || '|' || least(p.from_id, p.to_id) || ',' || greatest(p.from_id, p.to_id) || '|' ||
        case when p.from_id < p.to_id then (-p.amount) || ',' || p.amount else p.amount || ',' || (-p.amount) end),
      p.description, jsonb_build_object('seed', true), p.at
    from agent_demo_postings p order by p.at, p.key`.execute(db);
  await sql`create temp table agent_demo_legs on commit drop as
    select row_number() over (order by p.at, p.key, l.leg) as ord, t.id as tx, l.account_id, l.amount, p.at
    from agent_demo_postings p join ledger_transactions t on t.idempotency_key = p.key
    cross join lateral (values (1, p.from_id, -p.amount), (2, p.to_id, p.amount)) l(leg, account_id, amount)`.execute(
    db,
  );
  const { rows } = await sql<{ base: string; n: string }>`
    select nextval('ledger_entries_id_seq') as base, (select count(*) from agent_demo_legs) as n`.execute(db);
  const base = Number(rows[0]?.base);
  const n = Number(rows[0]?.n);
  if (n === 0) {
    return;
  }
  await sql`select setval('ledger_entries_id_seq', ${base + n - 1}::bigint)`.execute(db);
  await sql`insert into ledger_entries (id, transaction_id, account_id, amount, balance_after, prev_entry_id, created_at)
    select ${base}::bigint + l.ord - 1, l.tx, l.account_id, l.amount,
      a.balance + sum(l.amount) over w,
      coalesce(lag(${base}::bigint + l.ord - 1) over w, a.last_entry_id),
      l.at
    from agent_demo_legs l join ledger_accounts a on a.id = l.account_id
    window w as (partition by l.account_id order by l.ord)`.execute(db);
  const negative = await sql<{ n: string }>`select count(*) as n from ledger_entries e
    join ledger_accounts a on a.id = e.account_id and a.owner_type = 'member'
    where e.id >= ${base}::bigint and e.balance_after < 0`.execute(db);
  if (Number(negative.rows[0]?.n) > 0) {
    throw new Error('agent demo seed: a planned posting would take a wallet below zero');
  }
  await sql`update ledger_accounts a set balance = a.balance + s.total, last_entry_id = s.last
    from (select account_id, sum(amount) as total, max(${base}::bigint + ord - 1) as last
      from agent_demo_legs group by account_id) s
    where a.id = s.account_id`.execute(db);
}

export async function seedAgentDemo(db: TDb): Promise<void> {
  const exists = await db
    .selectFrom('members')
    .select('id')
    .where(sql<boolean>`lower(account) = ${AGENT_DEMO.agents[0]}`)
    .executeTakeFirst();
  const upline = await db
    .selectFrom('members')
    .select('id')
    .where(sql<boolean>`lower(account) = ${AGENT_DEMO.upline}`)
    .executeTakeFirst();
  if (exists || !upline) {
    return;
  }
  const [agentHash, memberHash] = await Promise.all([
    hashPassword(AGENT_DEMO.agentPassword),
    hashPassword(AGENT_DEMO.memberPassword),
  ]);
  const rows = treeRows();
  await db.transaction().execute(async (trx) => {
    await insertLevel(trx, rows.agents, agentHash);
    await insertLevel(trx, rows.subAgents, agentHash);
    await insertLevel(trx, rows.members, memberHash);
    await insertBets(trx, AGENT_DEMO.days);
    await planPostings(trx);
    await postPlanned(trx);
  });
}
