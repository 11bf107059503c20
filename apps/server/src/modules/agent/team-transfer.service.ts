// Transfer to downline (issue 12, spec §4 "Transfers: an agent to a downline"): an agent sends funds
// to any member of its own tree with its fund password. One ledger posting of kind 'transfer'
// between the two wallets, keyed by the agent's request id (a retry books nothing twice); the
// ledger refuses a negative wallet. The receiver is told once the posting committed.
import type { TTeamTransferReply, TTeamTransferRequest } from '@pavilion/contracts/agent-team';
import type { TCashierDeps } from '@/modules/cashier/cashier.deps.ts';
import { checkFundPassword } from '@/modules/cashier/security.service.ts';
import * as members from '@/modules/members/members.repo.ts';
import { notify } from '@/modules/notifications/notifications.service.ts';
import { postOutflowTransfer } from '@/modules/money/member-transfer.ts';
import { memberWallet } from '@/modules/wallet/ledger.service.ts';
import { AppError } from '@/shared/app-error.ts';
import { depthInTree } from './agent-tree.repo.ts';

export async function transferToDownline(
  deps: TCashierDeps,
  agentId: number,
  body: TTeamTransferRequest,
): Promise<TTeamTransferReply> {
  const depth = await depthInTree(deps.db, agentId, body.memberId);
  if (depth === null) {
    throw new AppError('MEMBER_NOT_IN_TEAM');
  }
  if (depth < 1) {
    // the agent itself: funds go down the tree only
    throw new AppError('NOT_YOUR_DOWNLINE');
  }
  const [agent, receiver] = await Promise.all([
    members.findMemberById(deps.db, agentId),
    members.findMemberById(deps.db, body.memberId),
  ]);
  if (!agent || !receiver) {
    throw new AppError('MEMBER_NOT_IN_TEAM');
  }
  await checkFundPassword(deps, agentId, body.fundPassword);
  const to = await memberWallet(deps.db, body.memberId);
  const result = await postOutflowTransfer(deps.db, {
    way: 'transfer_downline',
    fromMemberId: agentId,
    toAccountId: to.accountId,
    amount: body.amount,
    idempotencyKey: `transfer-downline:${agentId}:${body.requestId}`,
    description: `Transfer from ${agent.account} to downline ${receiver.account}`,
    meta: { fromMemberId: agentId, toMemberId: body.memberId, requestId: body.requestId },
  });
  if (!result.replayed) {
    try {
      await notify(deps.db, deps.notifications, {
        memberId: body.memberId,
        type: 'transfer_received',
        payload: { amount: body.amount, reference: `#${result.transactionId}`, counterparty: agent.account },
      });
    } catch {
      // the money moved already; a lost notice must not turn that into an error
    }
  }
  return {
    transactionId: result.transactionId,
    balance: result.balances[0] ?? 0,
    replayed: result.replayed,
    memberAccount: receiver.account,
  };
}
