// Free play (spec §4, FREEPLAY3): a throwaway trial member (type 4) with demo credit and a
// 'trial' session. Nobody knows its password, so it can only be used through that session.
import { randomBytes } from 'node:crypto';
import { TRIAL_USER_TYPE } from '@pavilion/contracts/constants';
import * as members from '@/modules/members/members.repo.ts';
import { getFlags, getMerchantConfig } from '@/modules/site/site.service.ts';
import { AppError } from '@/shared/app-error.ts';
import { hashPassword } from '@/shared/password.ts';
import { newToken } from '@/shared/tokens.ts';
import type { TAuthDeps, TClient } from './auth-deps.ts';
import { completeLogin, type TLoginOk } from './login-session.ts';

export async function startFreePlay(deps: TAuthDeps, client: TClient): Promise<TLoginOk> {
  const flags = await getFlags(deps.db);
  if (!flags.FREEPLAY3) {
    throw new AppError('FEATURE_DISABLED');
  }
  const account = `trial${randomBytes(5).toString('hex')}`;
  const { currency } = await getMerchantConfig(deps.db);
  const created = await members.insertMemberWithWallet(
    deps.db,
    {
      account,
      nickname: 'Trial player',
      type: TRIAL_USER_TYPE,
      password_hash: await hashPassword(newToken()),
      register_ip: client.ip,
    },
    // The trial credit is a ledger 'bonus' paid by the house 'trial' account.
    { balance: deps.config.TRIAL_CREDIT_MINOR, currency, kind: 'bonus', counterparty: 'trial' },
  );
  const member = await members.findMemberById(deps.db, created.id);
  if (!member) {
    throw new AppError('UNKNOWN_ERROR');
  }
  const result = await completeLogin(deps, member, { client, method: 'free-play', flags });
  // A trial is not the member's first login in the spec's sense: no first-login popup.
  return { ...result, firstTimeLogin: false };
}
