// SQL of agent contracts (migration 0019, decision 025). Every state change is one UPDATE guarded by
// the expected status, and writes one history row; the cascade of the rate rule is set-based over
// agent_tree_paths (one UPDATE for a whole subtree, never a walk down the tree).
import { sql } from 'kysely';
import type { TContractKind, TContractStatus, TContractTerms } from '@pavilion/contracts/agent-contracts';
import type { TDb } from '@/db/database.ts';

/** A database or a transaction of it. */
export type TContractsDb = Pick<TDb, 'selectFrom' | 'updateTable' | 'insertInto'>;

const LIVE = ['active', 'termination_requested'] as const;

export type TContractRow = {
  id: number;
  kind: TContractKind;
  status: TContractStatus;
  upline_id: number | null;
  downline_id: number;
  terms: unknown;
  termination_requested_by: 'upline' | 'downline' | null;
  end_reason: string | null;
  created_at: Date;
  accepted_at: Date | null;
  ended_at: Date | null;
  upline_account: string | null;
  upline_nickname: string | null;
  downline_account: string;
  downline_nickname: string;
};

function withParties(db: TContractsDb) {
  return db
    .selectFrom('agent_contracts as c')
    .innerJoin('members as d', 'd.id', 'c.downline_id')
    .leftJoin('members as u', 'u.id', 'c.upline_id')
    .select([
      'c.id',
      'c.kind',
      'c.status',
      'c.upline_id',
      'c.downline_id',
      'c.terms',
      'c.termination_requested_by',
      'c.end_reason',
      'c.created_at',
      'c.accepted_at',
      'c.ended_at',
      'u.account as upline_account',
      'u.nickname as upline_nickname',
      'd.account as downline_account',
      'd.nickname as downline_nickname',
    ]);
}

const asRows = (rows: unknown[]) => rows as TContractRow[];

export async function findContract(db: TContractsDb, id: number): Promise<TContractRow | undefined> {
  return asRows(await withParties(db).where('c.id', '=', id).execute())[0];
}

/** The downline's live contract of a kind (from its upline or the platform). */
export async function liveContractOf(
  db: TContractsDb,
  memberId: number,
  kind: TContractKind,
): Promise<TContractRow | undefined> {
  return asRows(
    await withParties(db)
      .where('c.downline_id', '=', memberId)
      .where('c.kind', '=', kind)
      .where('c.status', 'in', LIVE)
      .execute(),
  )[0];
}

export async function offerTo(
  db: TContractsDb,
  memberId: number,
  kind: TContractKind,
): Promise<TContractRow | undefined> {
  return asRows(
    await withParties(db)
      .where('c.downline_id', '=', memberId)
      .where('c.kind', '=', kind)
      .where('c.status', '=', 'offered')
      .execute(),
  )[0];
}

/** Contracts of a kind the member gave (newest first; ended ones too, up to `limit`). */
export async function givenBy(
  db: TContractsDb,
  uplineId: number,
  kind: TContractKind,
  filter: { account?: string; status?: TContractStatus },
  limit = 200,
): Promise<TContractRow[]> {
  let q = withParties(db).where('c.upline_id', '=', uplineId).where('c.kind', '=', kind);
  if (filter.account) {
    q = q.where('d.account', '=', filter.account);
  }
  if (filter.status) {
    q = q.where('c.status', '=', filter.status);
  }
  return asRows(await q.orderBy('c.id', 'desc').limit(limit).execute());
}

export async function adminList(
  db: TContractsDb,
  filter: { account?: string; kind?: TContractKind; status?: TContractStatus; platformOnly?: boolean },
  limit = 200,
): Promise<TContractRow[]> {
  let q = withParties(db);
  if (filter.account) {
    const account = filter.account;
    q = q.where((eb) => eb.or([eb('d.account', '=', account), eb('u.account', '=', account)]));
  }
  if (filter.kind) {
    q = q.where('c.kind', '=', filter.kind);
  }
  if (filter.status) {
    q = q.where('c.status', '=', filter.status);
  }
  if (filter.platformOnly) {
    q = q.where('c.upline_id', 'is', null);
  }
  return asRows(await q.orderBy('c.id', 'desc').limit(limit).execute());
}

/** Live and offered contracts of a kind where the member is the upline (for the cascade). */
export async function openGivenBy(db: TContractsDb, uplineId: number, kind: TContractKind) {
  return db
    .selectFrom('agent_contracts')
    .select(['id', 'downline_id', 'status', 'terms'])
    .where('upline_id', '=', uplineId)
    .where('kind', '=', kind)
    .where('status', 'in', ['offered', ...LIVE])
    .forUpdate()
    .execute();
}

export async function insertContract(
  db: TContractsDb,
  row: {
    kind: TContractKind;
    upline_id: number | null;
    downline_id: number;
    status: 'offered' | 'active';
    terms: TContractTerms;
    created_by_operator?: number | null;
  },
): Promise<number> {
  const now = new Date();
  const inserted = await db
    .insertInto('agent_contracts')
    .values({
      kind: row.kind,
      upline_id: row.upline_id,
      downline_id: row.downline_id,
      status: row.status,
      terms: JSON.stringify(row.terms),
      period: row.terms.kind === 'dividend' ? row.terms.period : null,
      created_by_operator: row.created_by_operator ?? null,
      accepted_at: row.status === 'active' ? now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

type TSet = {
  status: TContractStatus;
  termination_requested_by?: 'upline' | 'downline' | null;
  end_reason?: string | null;
  accepted_at?: Date;
  ended_at?: Date;
};

/** Moves one contract from `from` to `set.status`; false when it was not in `from`. */
export async function transition(
  db: TContractsDb,
  id: number,
  from: TContractStatus,
  set: TSet,
): Promise<boolean> {
  const res = await db
    .updateTable('agent_contracts')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export type THistoryRow = {
  contract_id: number;
  request_type: 'new' | 'termination';
  action: string;
  actor_side: 'upline' | 'downline' | 'platform' | 'system';
  actor_member_id?: number | null;
  actor_operator_id?: number | null;
  from_status: TContractStatus | null;
  to_status: TContractStatus;
};

export async function insertHistory(db: TContractsDb, rows: THistoryRow[]): Promise<void> {
  if (rows.length > 0) {
    await db.insertInto('agent_contract_requests').values(rows).execute();
  }
}

export async function history(db: TContractsDb, contractId: number) {
  return db
    .selectFrom('agent_contract_requests as r')
    .leftJoin('members as m', 'm.id', 'r.actor_member_id')
    .leftJoin('operators as o', 'o.id', 'r.actor_operator_id')
    .select([
      'r.id',
      'r.contract_id',
      'r.request_type',
      'r.action',
      'r.actor_side',
      'r.from_status',
      'r.to_status',
      'r.created_at',
      'm.account as member_account',
      'o.username as operator_username',
    ])
    .where('r.contract_id', '=', contractId)
    .orderBy('r.id')
    .execute();
}

export type TEnded = {
  id: number;
  upline_id: number | null;
  downline_id: number;
  from: TContractStatus;
  to: TContractStatus;
};

/**
 * Ends every open contract of `kind` given by any member of the subtrees of `rootIds` (the roots
 * included): live ones become terminated, pending offers withdrawn, all with end_reason `cascade`.
 * One UPDATE over agent_tree_paths, plus one history insert.
 */
export async function endSubtrees(
  db: TContractsDb,
  kind: TContractKind,
  rootIds: number[],
): Promise<TEnded[]> {
  if (rootIds.length === 0) {
    return [];
  }
  const roots = sql.join(rootIds.map((id) => sql`${id}::bigint`));
  const rows = await sql<{
    id: number;
    upline_id: number | null;
    downline_id: number;
    from_status: TContractStatus;
    status: TContractStatus;
  }>`
    with victims as (
      select c.id, c.status as from_status from agent_contracts c
      where c.kind = ${kind} and c.status in ('offered', 'active', 'termination_requested')
        and c.upline_id in (select descendant_id from agent_tree_paths where ancestor_id in (${roots}))
      for update of c
    )
    update agent_contracts c set
      status = case when v.from_status = 'offered' then 'withdrawn' else 'terminated' end,
      termination_requested_by = null, end_reason = 'cascade', ended_at = now(), updated_at = now()
    from victims v where c.id = v.id
    returning c.id, c.upline_id, c.downline_id, v.from_status, c.status`.execute(db as TDb);
  const ended = rows.rows.map((r) => ({
    id: Number(r.id),
    upline_id: r.upline_id === null ? null : Number(r.upline_id),
    downline_id: Number(r.downline_id),
    from: r.from_status,
    to: r.status,
  }));
  await insertHistory(
    db,
    ended.map((e) => ({
      contract_id: e.id,
      request_type: 'termination' as const,
      action: 'cascade',
      actor_side: 'system' as const,
      from_status: e.from,
      to_status: e.to,
    })),
  );
  return ended;
}

/** Direct downline agents of `agentId` (for the offer form), with their live / offered contract of `kind`. */
export async function offerCandidates(
  db: TContractsDb,
  agentId: number,
  kind: TContractKind,
  agentTypes: number[],
) {
  return db
    .selectFrom('agent_tree_paths as p')
    .innerJoin('members as m', 'm.id', 'p.descendant_id')
    .select((eb) => [
      'm.id',
      'm.account',
      'm.nickname',
      eb
        .exists(
          eb
            .selectFrom('agent_contracts as c')
            .select('c.id')
            .whereRef('c.downline_id', '=', 'm.id')
            .where('c.kind', '=', kind)
            .where('c.status', 'in', LIVE),
        )
        .as('has_live'),
      eb
        .exists(
          eb
            .selectFrom('agent_contracts as c')
            .select('c.id')
            .whereRef('c.downline_id', '=', 'm.id')
            .where('c.kind', '=', kind)
            .where('c.status', '=', 'offered'),
        )
        .as('has_offer'),
    ])
    .where('p.ancestor_id', '=', agentId)
    .where('p.depth', '=', 1)
    .where('m.type', 'in', agentTypes)
    .where('m.status', '=', 'active')
    .orderBy('m.account')
    .limit(500)
    .execute();
}

/** Per kind: live held, offered to me, live given, termination requests waiting for my answer. */
export async function consolidatedCounts(db: TContractsDb, memberId: number) {
  const r = await sql<{
    kind: TContractKind;
    has: boolean;
    offered: boolean;
    given: number;
    pending: number;
  }>`
    select k.kind,
      exists (select 1 from agent_contracts c where c.downline_id = ${memberId} and c.kind = k.kind
        and c.status in ('active', 'termination_requested')) as has,
      exists (select 1 from agent_contracts c where c.downline_id = ${memberId} and c.kind = k.kind
        and c.status = 'offered') as offered,
      (select count(*)::int from agent_contracts c where c.upline_id = ${memberId} and c.kind = k.kind
        and c.status in ('active', 'termination_requested')) as given,
      (select count(*)::int from agent_contracts c where c.kind = k.kind and c.status = 'termination_requested'
        and ((c.downline_id = ${memberId} and c.termination_requested_by = 'upline')
          or (c.upline_id = ${memberId} and c.termination_requested_by = 'downline'))) as pending
    from (values ('dividend'), ('daily'), ('hourly'), ('realtime')) as k(kind)`.execute(db as TDb);
  return r.rows;
}

export async function memberByAccount(db: TContractsDb, account: string) {
  return db
    .selectFrom('members')
    .select(['id', 'account', 'type', 'status', 'upline_id'])
    .where('account', '=', account)
    .executeTakeFirst();
}
