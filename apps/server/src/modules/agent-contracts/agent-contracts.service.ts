// Agent contracts (decision 025): offers, answers, terminations and the cascade of the rate rule, the
// consolidated contract info and the per-kind "process" bundles of spec §7, and the operator's grants
// to top-level agents. Which action is allowed comes only from CONTRACT_TRANSITIONS
// (packages/contracts/src/agent-contracts.ts); each change runs in one transaction with a guarded UPDATE.
import {
  allowedActions,
  CONSOLIDATED_FLAG_OF_KIND,
  mayAct,
  ratesAboveUpline,
  transitionFor,
  ZContractTermsSchema,
  type TConsolidatedContractInfo,
  type TContract,
  type TContractAction,
  type TContractKind,
  type TContractProcess,
  type TContractProcessFilter,
  type TContractRequest,
  type TContractSide,
  type TContractTerms,
  type TKindInfo,
} from '@pavilion/contracts/agent-contracts';
import { AGENT_USER_TYPES, isAgentType } from '@pavilion/contracts/constants';
import type { TNotificationType } from '@pavilion/contracts/notifications';
import type { TDb } from '@/db/database.ts';
import { depthInTree } from '@/modules/agent/agent-tree.repo.ts';
import type { TNotificationBus } from '@/modules/notifications/notification-bus.ts';
import { notify } from '@/modules/notifications/notifications.service.ts';
import { AppError } from '@/shared/app-error.ts';
import * as repo from './agent-contracts.repo.ts';

export type TContractsDeps = { db: TDb; notifications: TNotificationBus };
type TNotice = { memberId: number | null; type: TNotificationType; contractId: number };

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/** Never throws: the contract change has committed; a lost notice must not turn it into an error. */
async function tell(deps: TContractsDeps, notices: TNotice[]): Promise<void> {
  for (const n of notices) {
    if (n.memberId === null) {
      continue;
    }
    try {
      await notify(deps.db, deps.notifications, {
        memberId: n.memberId,
        type: n.type,
        payload: { amount: 0, reference: `#${n.contractId}` },
      });
    } catch {
      // notify stores the row before it publishes; nothing partial is left
    }
  }
}

function sideOf(row: repo.TContractRow, memberId: number): TContractSide | null {
  if (row.downline_id === memberId) {
    return 'downline';
  }
  if (row.upline_id === memberId) {
    return 'upline';
  }
  return null;
}

export function toContract(
  row: repo.TContractRow,
  viewerSide: TContractSide,
  platformViewer = false,
): TContract {
  const terms = ZContractTermsSchema.parse(row.terms);
  // a platform contract's upline actions are the operator's (admin API), not an agent's
  const platformContract = row.upline_id === null;
  const actions =
    platformContract === (viewerSide === 'upline' && platformViewer) || viewerSide === 'downline'
      ? allowedActions(row.status, viewerSide, row.termination_requested_by)
      : [];
  return {
    id: Number(row.id),
    kind: row.kind,
    status: row.status,
    upline:
      row.upline_id === null
        ? null
        : {
            id: Number(row.upline_id),
            account: row.upline_account ?? '',
            nickname: row.upline_nickname ?? '',
          },
    downline: { id: Number(row.downline_id), account: row.downline_account, nickname: row.downline_nickname },
    terms,
    terminationRequestedBy: row.termination_requested_by,
    endReason: row.end_reason,
    createdAt: row.created_at.toISOString(),
    acceptedAt: row.accepted_at ? row.accepted_at.toISOString() : null,
    endedAt: row.ended_at ? row.ended_at.toISOString() : null,
    viewerSide,
    actions,
  };
}

/**
 * The rate rule after `agentId` holds new terms of a kind: every open contract the agent gave whose
 * terms now exceed them ends (live → terminated, offer → withdrawn), and with each ended live one the
 * whole subtree under its downline loses that kind (set-based, repo.endSubtrees).
 */
async function cascadeAfterNewTerms(
  trx: repo.TContractsDb,
  agentId: number,
  kind: TContractKind,
  terms: TContractTerms | null,
): Promise<repo.TEnded[]> {
  const open = await repo.openGivenBy(trx, agentId, kind);
  const over = open.filter((c) => ratesAboveUpline(ZContractTermsSchema.parse(c.terms), terms).length > 0);
  const ended: repo.TEnded[] = [];
  for (const c of over) {
    const live = c.status !== 'offered';
    const to = live ? 'terminated' : 'withdrawn';
    const ok = await repo.transition(trx, Number(c.id), c.status as repo.TContractRow['status'], {
      status: to,
      termination_requested_by: null,
      end_reason: 'cascade',
      ended_at: new Date(),
    });
    if (ok) {
      ended.push({
        id: Number(c.id),
        upline_id: agentId,
        downline_id: Number(c.downline_id),
        from: c.status as repo.TContractRow['status'],
        to,
      });
    }
  }
  await repo.insertHistory(
    trx,
    ended.map((e) => ({
      contract_id: e.id,
      request_type: 'termination' as const,
      action: 'cascade',
      actor_side: 'system' as const,
      from_status: e.from,
      to_status: e.to,
    })),
  );
  const roots = ended.filter((e) => e.to === 'terminated').map((e) => e.downline_id);
  return [...ended, ...(await repo.endSubtrees(trx, kind, roots))];
}

function cascadeNotices(ended: repo.TEnded[]): TNotice[] {
  return ended.flatMap((e) => [
    { memberId: e.downline_id, type: 'contract_terminated' as const, contractId: e.id },
    { memberId: e.upline_id, type: 'contract_terminated' as const, contractId: e.id },
  ]);
}

// ---------------------------------------------------------------- agent side
export async function offer(
  deps: TContractsDeps,
  agentId: number,
  body: { downline: string; terms: TContractTerms },
): Promise<TContract> {
  const { terms } = body;
  const target = await repo.memberByAccount(deps.db, body.downline);
  const depth = target ? await depthInTree(deps.db, agentId, Number(target.id)) : null;
  if (!target || depth === null || depth < 1) {
    throw new AppError('MEMBER_NOT_IN_TEAM');
  }
  if (depth !== 1) {
    throw new AppError('CONTRACT_NOT_DIRECT_DOWNLINE');
  }
  if (!isAgentType(target.type) || target.status !== 'active') {
    throw new AppError('CONTRACT_DOWNLINE_NOT_AGENT');
  }
  const id = await deps.db.transaction().execute(async (trx) => {
    const mine = await repo.liveContractOf(trx, agentId, terms.kind);
    if (!mine) {
      throw new AppError('CONTRACT_NOT_HELD');
    }
    const over = ratesAboveUpline(terms, ZContractTermsSchema.parse(mine.terms));
    if (over.length > 0) {
      throw new AppError('CONTRACT_RATE_ABOVE_UPLINE', {
        fields: Object.fromEntries(over.map((f) => [`terms.${f}`, 'CONTRACT_RATE_ABOVE_UPLINE'])),
      });
    }
    let newId: number;
    try {
      newId = await repo.insertContract(trx, {
        kind: terms.kind,
        upline_id: agentId,
        downline_id: Number(target.id),
        status: 'offered',
        terms,
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError('CONTRACT_EXISTS');
      }
      throw error;
    }
    await repo.insertHistory(trx, [
      {
        contract_id: newId,
        request_type: 'new',
        action: 'offer',
        actor_side: 'upline',
        actor_member_id: agentId,
        from_status: null,
        to_status: 'offered',
      },
    ]);
    return newId;
  });
  await tell(deps, [{ memberId: Number(target.id), type: 'contract_offered', contractId: id }]);
  const row = await repo.findContract(deps.db, id);
  return toContract(row!, 'upline');
}

/** An action of the agent on one of its contracts; outsiders get CONTRACT_NOT_FOUND, never data. */
export async function act(
  deps: TContractsDeps,
  agentId: number,
  contractId: number,
  action: TContractAction,
): Promise<TContract> {
  const row = await repo.findContract(deps.db, contractId);
  const side = row ? sideOf(row, agentId) : null;
  if (!row || side === null) {
    throw new AppError('CONTRACT_NOT_FOUND');
  }
  const t = transitionFor(row.status, action);
  if (!t) {
    throw new AppError('CONTRACT_STATE');
  }
  if (row.upline_id === null && side === 'upline') {
    throw new AppError('FORBIDDEN');
  }
  if (!mayAct(row.status, action, side, row.termination_requested_by)) {
    throw new AppError('FORBIDDEN');
  }
  const notices = await applyTransition(deps, row, action, {
    actorSide: side,
    actorMemberId: agentId,
  });
  await tell(deps, notices);
  const after = await repo.findContract(deps.db, contractId);
  return toContract(after!, side);
}

type TActor = {
  actorSide: TContractSide | 'platform';
  actorMemberId?: number;
  actorOperatorId?: number;
};

/** Runs one table transition in a transaction (guarded UPDATE + history + cascade); returns notices. */
async function applyTransition(
  deps: TContractsDeps,
  row: repo.TContractRow,
  action: TContractAction,
  actor: TActor,
): Promise<TNotice[]> {
  const t = transitionFor(row.status, action)!;
  const id = Number(row.id);
  const now = new Date();
  return deps.db.transaction().execute(async (trx) => {
    const notices: TNotice[] = [];
    const otherSide = (side: TActor['actorSide']) => (side === 'downline' ? row.upline_id : row.downline_id);
    let ended: repo.TEnded[] = [];
    if (action === 'accept') {
      // the rate rule at the moment of acceptance: the upline's contract may have changed since the offer
      const terms = ZContractTermsSchema.parse(row.terms);
      if (row.upline_id !== null) {
        const uplines = await repo.liveContractOf(trx, row.upline_id, row.kind);
        const over = ratesAboveUpline(terms, uplines ? ZContractTermsSchema.parse(uplines.terms) : null);
        if (over.length > 0) {
          throw new AppError('CONTRACT_RATE_ABOVE_UPLINE');
        }
      }
      // the new contract replaces the downline's live one of the kind
      const old = await repo.liveContractOf(trx, row.downline_id, row.kind);
      if (old) {
        await repo.transition(trx, Number(old.id), old.status, {
          status: 'terminated',
          termination_requested_by: null,
          end_reason: 'replaced',
          ended_at: now,
        });
        await repo.insertHistory(trx, [
          {
            contract_id: Number(old.id),
            request_type: 'termination',
            action: 'replaced',
            actor_side: 'system',
            from_status: old.status,
            to_status: 'terminated',
          },
        ]);
      }
      if (!(await repo.transition(trx, id, 'offered', { status: 'active', accepted_at: now }))) {
        throw new AppError('CONTRACT_STATE');
      }
      ended = await cascadeAfterNewTerms(trx, row.downline_id, row.kind, terms);
      notices.push({ memberId: row.upline_id, type: 'contract_accepted', contractId: id });
    } else {
      const set: Parameters<typeof repo.transition>[3] = { status: t.to };
      if (t.to === 'termination_requested') {
        set.termination_requested_by = actor.actorSide === 'downline' ? 'downline' : 'upline';
      } else if (t.from === 'termination_requested') {
        set.termination_requested_by = null;
      }
      if (t.to === 'rejected' || t.to === 'withdrawn' || t.to === 'terminated') {
        set.ended_at = now;
        set.end_reason = t.to;
      }
      if (!(await repo.transition(trx, id, t.from, set))) {
        throw new AppError('CONTRACT_STATE');
      }
      if (t.to === 'terminated') {
        // the downline no longer holds the kind: what it gave of it ends too
        ended = await repo.endSubtrees(trx, row.kind, [row.downline_id]);
        notices.push(
          { memberId: row.upline_id, type: 'contract_terminated', contractId: id },
          { memberId: row.downline_id, type: 'contract_terminated', contractId: id },
        );
      } else if (t.to === 'rejected') {
        notices.push({ memberId: row.upline_id, type: 'contract_rejected', contractId: id });
      } else if (t.to === 'termination_requested') {
        notices.push({
          memberId: otherSide(actor.actorSide),
          type: 'contract_termination_requested',
          contractId: id,
        });
      }
    }
    await repo.insertHistory(trx, [
      {
        contract_id: id,
        request_type: t.request,
        action,
        actor_side: actor.actorSide,
        actor_member_id: actor.actorMemberId ?? null,
        actor_operator_id: actor.actorOperatorId ?? null,
        from_status: t.from,
        to_status: t.to,
      },
    ]);
    return [...notices, ...cascadeNotices(ended)];
  });
}

export async function contractHistory(
  db: TDb,
  viewer: { memberId: number } | { operator: true },
  contractId: number,
): Promise<TContractRequest[]> {
  const row = await repo.findContract(db, contractId);
  if (!row || ('memberId' in viewer && sideOf(row, viewer.memberId) === null)) {
    throw new AppError('CONTRACT_NOT_FOUND');
  }
  const rows = await repo.history(db, contractId);
  return rows.map((r) => ({
    id: Number(r.id),
    contractId: Number(r.contract_id),
    requestType: r.request_type as TContractRequest['requestType'],
    action: r.action,
    actorSide: r.actor_side as TContractRequest['actorSide'],
    actor: r.member_account ?? r.operator_username ?? null,
    fromStatus: (r.from_status ?? null) as TContractRequest['fromStatus'],
    toStatus: r.to_status as TContractRequest['toStatus'],
    createdAt: r.created_at.toISOString(),
  }));
}

/** The page bundle of one kind for the agent (spec §7 "process" calls). */
export async function processOf(
  db: TDb,
  agentId: number,
  kind: TContractKind,
  filter: TContractProcessFilter = {},
): Promise<TContractProcess> {
  const [mineRow, offerRow, givenRows, candidates] = await Promise.all([
    repo.liveContractOf(db, agentId, kind),
    repo.offerTo(db, agentId, kind),
    repo.givenBy(db, agentId, kind, { account: filter.member, status: filter.status }),
    repo.offerCandidates(db, agentId, kind, [...AGENT_USER_TYPES]),
  ]);
  const mine = mineRow ? toContract(mineRow, 'downline') : null;
  const myOffer = offerRow ? toContract(offerRow, 'downline') : null;
  const given = givenRows.map((r) => toContract(r, 'upline'));
  const answerable = (c: TContract) =>
    c.actions.some((a) => a === 'accept' || a === 'confirm_termination' || a === 'decline_termination');
  const pending = [myOffer, mine, ...given].filter((c): c is TContract => c !== null && answerable(c));
  return {
    kind,
    mine,
    myOffer,
    given,
    pending,
    candidates: candidates.map((c) => ({
      id: Number(c.id),
      account: c.account,
      nickname: c.nickname,
      hasLive: Boolean(c.has_live),
      hasOffer: Boolean(c.has_offer),
    })),
    canOffer: mine !== null,
  };
}

export async function consolidated(db: TDb, agentId: number): Promise<TConsolidatedContractInfo> {
  const rows = await repo.consolidatedCounts(db, agentId);
  const kinds = {} as Record<TContractKind, TKindInfo>;
  for (const r of rows) {
    kinds[r.kind] = {
      has: r.has,
      offered: r.offered,
      canOffer: r.has,
      given: Number(r.given),
      pendingForMe: Number(r.pending) + (r.offered ? 1 : 0),
    };
  }
  const flag = (k: TContractKind) =>
    kinds[k].has || kinds[k].offered || kinds[k].given > 0 || kinds[k].pendingForMe > 0;
  return {
    [CONSOLIDATED_FLAG_OF_KIND.daily]: flag('daily'),
    [CONSOLIDATED_FLAG_OF_KIND.dividend]: flag('dividend'),
    [CONSOLIDATED_FLAG_OF_KIND.hourly]: flag('hourly'),
    [CONSOLIDATED_FLAG_OF_KIND.realtime]: flag('realtime'),
    kinds,
  } as TConsolidatedContractInfo;
}

// ---------------------------------------------------------------- operator side
/** The platform gives a top-level agent a contract, active at once; it replaces a live one of the kind. */
export async function grant(
  deps: TContractsDeps,
  operatorId: number,
  body: { account: string; terms: TContractTerms },
): Promise<TContract> {
  const target = await repo.memberByAccount(deps.db, body.account);
  if (!target) {
    throw new AppError('NOT_FOUND');
  }
  if (!isAgentType(target.type) || target.status !== 'active') {
    throw new AppError('CONTRACT_DOWNLINE_NOT_AGENT');
  }
  if (target.upline_id !== null) {
    throw new AppError('CONTRACT_NOT_TOP_LEVEL');
  }
  const { terms } = body;
  const memberId = Number(target.id);
  const { id, ended } = await deps.db.transaction().execute(async (trx) => {
    const old = await repo.liveContractOf(trx, memberId, terms.kind);
    if (old) {
      await repo.transition(trx, Number(old.id), old.status, {
        status: 'terminated',
        termination_requested_by: null,
        end_reason: 'replaced',
        ended_at: new Date(),
      });
      await repo.insertHistory(trx, [
        {
          contract_id: Number(old.id),
          request_type: 'termination',
          action: 'replaced',
          actor_side: 'platform',
          actor_operator_id: operatorId,
          from_status: old.status,
          to_status: 'terminated',
        },
      ]);
    }
    const newId = await repo.insertContract(trx, {
      kind: terms.kind,
      upline_id: null,
      downline_id: memberId,
      status: 'active',
      terms,
      created_by_operator: operatorId,
    });
    await repo.insertHistory(trx, [
      {
        contract_id: newId,
        request_type: 'new',
        action: 'grant',
        actor_side: 'platform',
        actor_operator_id: operatorId,
        from_status: null,
        to_status: 'active',
      },
    ]);
    return { id: newId, ended: await cascadeAfterNewTerms(trx, memberId, terms.kind, terms) };
  });
  await tell(deps, [{ memberId, type: 'contract_accepted', contractId: id }, ...cascadeNotices(ended)]);
  return toContract((await repo.findContract(deps.db, id))!, 'upline', true);
}

/** The operator's actions on a platform contract: end it, or answer the agent's termination request. */
export async function adminAct(
  deps: TContractsDeps,
  operatorId: number,
  contractId: number,
  action: 'terminate' | 'confirm_termination' | 'decline_termination',
): Promise<TContract> {
  const row = await repo.findContract(deps.db, contractId);
  if (!row || row.upline_id !== null) {
    throw new AppError('CONTRACT_NOT_FOUND');
  }
  if (action === 'terminate') {
    if (row.status !== 'active' && row.status !== 'termination_requested') {
      throw new AppError('CONTRACT_STATE');
    }
    const ended = await deps.db.transaction().execute(async (trx) => {
      const ok = await repo.transition(trx, contractId, row.status, {
        status: 'terminated',
        termination_requested_by: null,
        end_reason: 'operator',
        ended_at: new Date(),
      });
      if (!ok) {
        throw new AppError('CONTRACT_STATE');
      }
      await repo.insertHistory(trx, [
        {
          contract_id: contractId,
          request_type: 'termination',
          action: 'operator_terminate',
          actor_side: 'platform',
          actor_operator_id: operatorId,
          from_status: row.status,
          to_status: 'terminated',
        },
      ]);
      return repo.endSubtrees(trx, row.kind, [row.downline_id]);
    });
    await tell(deps, [
      { memberId: row.downline_id, type: 'contract_terminated', contractId },
      ...cascadeNotices(ended),
    ]);
  } else {
    if (!mayAct(row.status, action, 'upline', row.termination_requested_by)) {
      throw new AppError('CONTRACT_STATE');
    }
    await tell(
      deps,
      await applyTransition(deps, row, action, { actorSide: 'platform', actorOperatorId: operatorId }),
    );
  }
  return toContract((await repo.findContract(deps.db, contractId))!, 'upline', true);
}

export async function adminList(db: TDb, filter: Parameters<typeof repo.adminList>[1]): Promise<TContract[]> {
  return (await repo.adminList(db, filter)).map((r) => toContract(r, 'upline', true));
}
