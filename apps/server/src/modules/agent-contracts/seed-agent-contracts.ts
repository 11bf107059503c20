// Demo contracts (decision 025), called at the end of seedDemo after the demo tree seed: agent01 holds
// platform contracts of every kind (accepted 35 days ago) and gives every kind to its direct downline
// agents (30 days ago); up to three of them pass a daily contract one level further down (so a rate
// cut shows the cascade); the last direct downline agent has a pending daily offer and asked to end its
// hourly contract. Idempotent: nothing happens once agent01 holds a platform contract.
// When agent01's tree has no agent at all (a fresh branch without the demo tree), three small demo
// downline agents are created first (ctagent1 → ctagent2, ctagent3; password Agent123).
import { AGENT_USER_TYPES } from '@pavilion/contracts/constants';
import type { TContractKind, TContractTerms } from '@pavilion/contracts/agent-contracts';
import type { TDb } from '@/db/database.ts';
import { findMemberByAccount, insertMemberWithWallet } from '@/modules/members/members.repo.ts';
import { hashPassword } from '@/shared/password.ts';
import * as repo from './agent-contracts.repo.ts';

const DAY = 86_400_000;

export const DEMO_PLATFORM_TERMS: Record<TContractKind, TContractTerms> = {
  dividend: {
    kind: 'dividend',
    period: 'W',
    tiers: [
      { minActiveMembers: 3, minValidBet: 100_000, minLoss: 50_000, rateBp: 1000 },
      { minActiveMembers: 10, minValidBet: 1_000_000, minLoss: 500_000, rateBp: 2000 },
      { minActiveMembers: 30, minValidBet: 5_000_000, minLoss: 2_000_000, rateBp: 3000 },
    ],
  },
  daily: {
    kind: 'daily',
    tiers: [
      { minDailyBet: 50_000, minActiveMembers: 2, rateBp: 50 },
      { minDailyBet: 500_000, minActiveMembers: 5, rateBp: 100 },
      { minDailyBet: 2_000_000, minActiveMembers: 10, rateBp: 150 },
    ],
  },
  hourly: {
    kind: 'hourly',
    tiers: [
      { minHourlyBet: 10_000, rateBp: 30 },
      { minHourlyBet: 100_000, rateBp: 60 },
      { minHourlyBet: 500_000, rateBp: 90 },
    ],
  },
  realtime: { kind: 'realtime', profitRateBp: 20, lossRateBp: 50, minSingleBet: 1_000 },
};

export const DEMO_DOWNLINE_TERMS: Record<TContractKind, TContractTerms> = {
  dividend: {
    kind: 'dividend',
    period: 'W',
    tiers: [
      { minActiveMembers: 3, minValidBet: 100_000, minLoss: 50_000, rateBp: 600 },
      { minActiveMembers: 10, minValidBet: 1_000_000, minLoss: 500_000, rateBp: 1200 },
    ],
  },
  daily: {
    kind: 'daily',
    tiers: [
      { minDailyBet: 50_000, minActiveMembers: 2, rateBp: 30 },
      { minDailyBet: 500_000, minActiveMembers: 5, rateBp: 60 },
    ],
  },
  hourly: {
    kind: 'hourly',
    tiers: [
      { minHourlyBet: 10_000, rateBp: 20 },
      { minHourlyBet: 100_000, rateBp: 40 },
    ],
  },
  realtime: { kind: 'realtime', profitRateBp: 10, lossRateBp: 30, minSingleBet: 1_000 },
};

const SECOND_LEVEL_DAILY: TContractTerms = {
  kind: 'daily',
  tiers: [
    { minDailyBet: 50_000, minActiveMembers: 2, rateBp: 15 },
    { minDailyBet: 500_000, minActiveMembers: 5, rateBp: 30 },
  ],
};
const PENDING_DAILY_OFFER: TContractTerms = {
  kind: 'daily',
  tiers: [
    { minDailyBet: 50_000, minActiveMembers: 2, rateBp: 40 },
    { minDailyBet: 500_000, minActiveMembers: 5, rateBp: 80 },
  ],
};

const KINDS: TContractKind[] = ['dividend', 'daily', 'hourly', 'realtime'];

async function directAgents(db: TDb, memberId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('agent_tree_paths as p')
    .innerJoin('members as m', 'm.id', 'p.descendant_id')
    .select('m.id')
    .where('p.ancestor_id', '=', memberId)
    .where('p.depth', '=', 1)
    .where('m.type', 'in', [...AGENT_USER_TYPES])
    .where('m.status', '=', 'active')
    .orderBy('m.id')
    .execute();
  return rows.map((r) => Number(r.id));
}

async function ensureFallbackAgents(db: TDb, agentId: number): Promise<void> {
  const anyAgent = await db
    .selectFrom('agent_tree_paths as p')
    .innerJoin('members as m', 'm.id', 'p.descendant_id')
    .select('m.id')
    .where('p.ancestor_id', '=', agentId)
    .where('p.depth', '>=', 1)
    .where('m.type', 'in', [...AGENT_USER_TYPES])
    .executeTakeFirst();
  if (anyAgent) {
    return;
  }
  const hash = await hashPassword('Agent123');
  const add = async (account: string, uplineId: number) =>
    (
      (await findMemberByAccount(db, account)) ??
      (await insertMemberWithWallet(db, {
        account,
        nickname: account,
        type: 2,
        upline_id: uplineId,
        password_hash: hash,
      }))
    ).id;
  const first = await add('ctagent1', agentId);
  await add('ctagent2', Number(first));
  await add('ctagent3', agentId);
}

/** Inserts a contract in `status` as if it had been accepted `daysAgo` days ago, with its history. */
async function demoContract(
  db: TDb,
  c: {
    kind: TContractKind;
    uplineId: number | null;
    downlineId: number;
    terms: TContractTerms;
    daysAgo: number;
  },
  status: 'active' | 'offered' = 'active',
): Promise<number> {
  const id = await repo.insertContract(db, {
    kind: c.kind,
    upline_id: c.uplineId,
    downline_id: c.downlineId,
    status,
    terms: c.terms,
  });
  const at = new Date(Date.now() - c.daysAgo * DAY);
  await db
    .updateTable('agent_contracts')
    .set({ created_at: at, updated_at: at, ...(status === 'active' ? { accepted_at: at } : {}) })
    .where('id', '=', id)
    .execute();
  const side = c.uplineId === null ? 'platform' : 'upline';
  const rows: repo.THistoryRow[] = [
    {
      contract_id: id,
      request_type: 'new',
      action: c.uplineId === null ? 'grant' : 'offer',
      actor_side: side,
      actor_member_id: c.uplineId,
      from_status: null,
      to_status: c.uplineId === null ? 'active' : 'offered',
    },
  ];
  if (status === 'active' && c.uplineId !== null) {
    rows.push({
      contract_id: id,
      request_type: 'new',
      action: 'accept',
      actor_side: 'downline',
      actor_member_id: c.downlineId,
      from_status: 'offered',
      to_status: 'active',
    });
  }
  await repo.insertHistory(db, rows);
  await db
    .updateTable('agent_contract_requests')
    .set({ created_at: at })
    .where('contract_id', '=', id)
    .execute();
  return id;
}

export async function seedAgentContractsDemo(db: TDb, agentAccount = 'agent01'): Promise<void> {
  const agent = await findMemberByAccount(db, agentAccount);
  if (!agent) {
    return;
  }
  const agentId = Number(agent.id);
  const seeded = await db
    .selectFrom('agent_contracts')
    .select('id')
    .where('downline_id', '=', agentId)
    .where('upline_id', 'is', null)
    .executeTakeFirst();
  if (seeded) {
    return;
  }
  await ensureFallbackAgents(db, agentId);
  for (const kind of KINDS) {
    await demoContract(db, {
      kind,
      uplineId: null,
      downlineId: agentId,
      terms: DEMO_PLATFORM_TERMS[kind],
      daysAgo: 35,
    });
  }
  const direct = await directAgents(db, agentId);
  for (const downlineId of direct) {
    for (const kind of KINDS) {
      await demoContract(db, {
        kind,
        uplineId: agentId,
        downlineId,
        terms: DEMO_DOWNLINE_TERMS[kind],
        daysAgo: 30,
      });
    }
  }
  let passed = 0;
  for (const x of direct) {
    if (passed >= 3) {
      break;
    }
    const [y] = await directAgents(db, x);
    if (y !== undefined) {
      await demoContract(db, {
        kind: 'daily',
        uplineId: x,
        downlineId: y,
        terms: SECOND_LEVEL_DAILY,
        daysAgo: 20,
      });
      passed += 1;
    }
  }
  const last = direct.at(-1);
  if (last !== undefined) {
    await demoContract(
      db,
      { kind: 'daily', uplineId: agentId, downlineId: last, terms: PENDING_DAILY_OFFER, daysAgo: 1 },
      'offered',
    );
    const hourly = await repo.liveContractOf(db, last, 'hourly');
    if (
      hourly &&
      (await repo.transition(db, Number(hourly.id), 'active', {
        status: 'termination_requested',
        termination_requested_by: 'downline',
      }))
    ) {
      await repo.insertHistory(db, [
        {
          contract_id: Number(hourly.id),
          request_type: 'termination',
          action: 'request_termination',
          actor_side: 'downline',
          actor_member_id: last,
          from_status: 'active',
          to_status: 'termination_requested',
        },
      ]);
    }
  }
}
