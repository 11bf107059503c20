// Transfer to upline (`transferUpline`): a member sends funds to their own direct upline agent
// (members.upline_id, an agent type) with the fund password. One ledger posting of kind 'transfer'
// between the two member wallets, keyed by the member's request id, so both account records show it.
import { isAgentType } from '@pavilion/contracts/constants';
import type { TTransferUplineReply, TTransferUplineRequest, TUpline } from '@pavilion/contracts/cashier';
import { AppError } from '@/shared/app-error.ts';
import { postOutflowTransfer } from '@/modules/money/member-transfer.ts';
import { memberWallet } from '@/modules/wallet/ledger.service.ts';
import * as accounts from './accounts.repo.ts';
import type { TCashierDeps } from './cashier.deps.ts';
import { checkFundPassword } from './security.service.ts';

async function directUpline(deps: TCashierDeps, memberId: number) {
  const me = await accounts.findMemberCashierRow(deps.db, memberId);
  if (!me) {
    throw new AppError('PLAYER_NOT_FOUND');
  }
  const upline =
    me.upline_id === null ? undefined : await accounts.findMemberById(deps.db, Number(me.upline_id));
  if (!upline || !isAgentType(upline.type) || upline.status !== 'active') {
    return null;
  }
  return { me, upline };
}

export async function getUpline(deps: TCashierDeps, memberId: number): Promise<TUpline> {
  const found = await directUpline(deps, memberId);
  return { upline: found ? { account: found.upline.account, nickname: found.upline.nickname } : null };
}

export async function transferToUpline(
  deps: TCashierDeps,
  memberId: number,
  body: TTransferUplineRequest,
): Promise<TTransferUplineReply> {
  const found = await directUpline(deps, memberId);
  if (!found) {
    throw new AppError('NOT_YOUR_UPLINE');
  }
  await checkFundPassword(deps, memberId, body.fundPassword);
  const to = await memberWallet(deps.db, Number(found.upline.id));
  const result = await postOutflowTransfer(deps.db, {
    way: 'transfer_upline',
    fromMemberId: memberId,
    toAccountId: to.accountId,
    amount: body.amount,
    idempotencyKey: `transfer-upline:${memberId}:${body.requestId}`,
    description: `Transfer from ${found.me.account} to upline ${found.upline.account}`,
    meta: { fromMemberId: memberId, toMemberId: Number(found.upline.id), requestId: body.requestId },
  });
  return {
    transactionId: result.transactionId,
    balance: result.balances[0] ?? 0,
    replayed: result.replayed,
    uplineAccount: found.upline.account,
  };
}
