// The Demo ID provider's storage adapter (oidc-provider's adapter contract) in our database, so
// its sessions, grants and codes survive a restart and are shared by every instance; a consumed
// authorisation code is remembered as consumed, which is how the library refuses a replayed code.
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { TDb } from '@/db/database.ts';
import * as store from './demo-id-store.repo.ts';

function withConsumed(row: store.TStoredRow | undefined): AdapterPayload | undefined {
  if (!row) {
    return undefined;
  }
  return {
    ...(row.payload as AdapterPayload),
    ...(row.consumed_at ? { consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) } : {}),
  };
}

export function demoIdAdapter(db: TDb): new (model: string) => Adapter {
  return class DemoIdAdapter implements Adapter {
    private readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      if (this.model === 'Interaction') {
        await store.pruneExpired(db); // once per started sign-in keeps the table small
      }
      await store.upsertEntry(db, {
        model: this.model,
        id,
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return withConsumed(await store.findEntry(db, this.model, { id }));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return withConsumed(await store.findEntry(db, this.model, { uid }));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return withConsumed(await store.findEntry(db, this.model, { userCode }));
    }

    async consume(id: string): Promise<void> {
      await store.consumeEntry(db, this.model, id);
    }

    async destroy(id: string): Promise<void> {
      await store.deleteEntry(db, this.model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await store.deleteByGrant(db, grantId);
    }
  };
}
