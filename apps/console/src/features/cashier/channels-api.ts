// Payment channels of the cashier (/api/admin/cashier/channels and /withdrawal-channels) as one row
// shape: deposit channels add their kind and house bank account, withdrawal channels are payouts.
import {
  ZDepositChannelsSchema,
  ZWithdrawalChannelsSchema,
  type TChannelUpdate,
  type TDepositAdapter,
} from '@pavilion/contracts/cashier';
import { api } from '@/shared/http';

export type TChannelDirection = 'deposit' | 'withdrawal';
export type TChannelRow = {
  direction: TChannelDirection;
  id: string;
  name: string;
  /** bank_transfer or gateway for deposits; payout for withdrawals */
  kind: string;
  minAmount: number;
  maxAmount: number;
  dailyLimit: number | null;
  enabled: boolean;
  sort: number;
  /** gateway deposit channels (decision 080): the adapter and its settings; secrets only as "set" */
  gateway?: {
    adapter: TDepositAdapter;
    currency: string | null;
    publishableKey: string | null;
    secretKeySet: boolean;
    webhookSecretSet: boolean;
  };
};

const PATH: Record<TChannelDirection, string> = {
  deposit: '/api/admin/cashier/channels',
  withdrawal: '/api/admin/cashier/withdrawal-channels',
};

export async function fetchChannels(direction: TChannelDirection): Promise<TChannelRow[]> {
  const raw = await api(PATH[direction]);
  if (direction === 'deposit') {
    return ZDepositChannelsSchema.parse(raw).channels.map((c) => ({
      direction,
      id: c.id,
      name: c.name,
      kind: c.kind,
      minAmount: c.minAmount,
      maxAmount: c.maxAmount,
      dailyLimit: c.dailyLimit ?? null,
      enabled: c.enabled,
      sort: c.sort,
      ...(c.kind === 'gateway'
        ? {
            gateway: {
              adapter: c.adapter ?? 'sandbox',
              currency: c.currency ?? null,
              publishableKey: c.publishableKey ?? null,
              secretKeySet: c.secretKeySet === true,
              webhookSecretSet: c.webhookSecretSet === true,
            },
          }
        : {}),
    }));
  }
  return ZWithdrawalChannelsSchema.parse(raw).channels.map((c) => ({ direction, kind: 'payout', ...c }));
}

/** The fields both kinds of channel share, plus a gateway's adapter; a bank account is not edited here. */
export function updateChannel(direction: TChannelDirection, id: string, body: TChannelUpdate) {
  return api(`${PATH[direction]}/${id}`, { method: 'PUT', body });
}
