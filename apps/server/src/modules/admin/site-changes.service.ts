// The site changes whose before and after the audit log records (decision 042): maintenance,
// flags and settings are read around the change so the entry says what it was and what it became.
import type { TDb } from '@/db/database.ts';
import * as site from '@/modules/site/site.service.ts';
import * as siteRepo from '@/modules/site/site.repo.ts';

export type TChange = { before: unknown; after: unknown };

export async function changeMaintenance(db: TDb, enabled: boolean, message?: string): Promise<TChange> {
  const before = await siteRepo.readSetting(db, 'maintenance');
  await site.setMaintenance(db, enabled, message);
  return { before, after: await siteRepo.readSetting(db, 'maintenance') };
}

export async function changeFlag(db: TDb, modId: string, enabled: boolean): Promise<TChange> {
  const before = (await site.getFlags(db))[modId];
  await site.setFlag(db, modId, enabled);
  return { before: { [modId]: before ?? null }, after: { [modId]: enabled } };
}

export async function changeSettings(
  db: TDb,
  patch: Parameters<typeof site.updateSettings>[1],
): Promise<TChange> {
  const keys = Object.keys(patch);
  if (keys.length === 0) {
    return { before: {}, after: {} };
  }
  const before = Object.fromEntries(await siteRepo.readSettings(db, keys));
  await site.updateSettings(db, patch);
  return { before, after: Object.fromEntries(await siteRepo.readSettings(db, keys)) };
}
