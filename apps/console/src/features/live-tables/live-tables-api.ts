// The live tables' operator API (/api/admin/live/tables, decision 050).
import {
  ZLiveAdminTablesSchema,
  ZLiveVoidReplySchema,
  type TLiveAdminTables,
  type TLiveLimitsUpdate,
  type TLiveVoidReply,
} from '@pavilion/contracts/live-tables-admin';
import { api } from '@/shared/http';

const P = '/api/admin/live/tables';

export async function fetchLiveTables(): Promise<TLiveAdminTables> {
  return ZLiveAdminTablesSchema.parse(await api(P));
}

export async function updateLimits(id: string, body: TLiveLimitsUpdate): Promise<TLiveAdminTables> {
  return ZLiveAdminTablesSchema.parse(
    await api(`${P}/${encodeURIComponent(id)}/limits`, { method: 'PUT', body }),
  );
}

export async function setPaused(id: string, paused: boolean): Promise<TLiveAdminTables> {
  return ZLiveAdminTablesSchema.parse(
    await api(`${P}/${encodeURIComponent(id)}/pause`, { method: 'PUT', body: { paused } }),
  );
}

export async function voidRound(id: string, roundId: string): Promise<TLiveVoidReply> {
  return ZLiveVoidReplySchema.parse(
    await api(`${P}/${encodeURIComponent(id)}/rounds/${encodeURIComponent(roundId)}/void`, {
      method: 'POST',
    }),
  );
}
