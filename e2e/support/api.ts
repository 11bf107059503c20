// Test fixtures talk to the server through its API (not through the UI) to set up state.
import type { APIRequestContext } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';

export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/login', { data: { username: 'admin', password: ADMIN_PASSWORD } });
  return ((await res.json()) as { token: string }).token;
}

export async function setFlag(request: APIRequestContext, modId: string, enabled: boolean) {
  const token = await adminToken(request);
  await request.put(`/api/admin/flags/${modId}`, { headers: { authorization: `Bearer ${token}` }, data: { enabled } });
}

export async function setMaintenance(request: APIRequestContext, enabled: boolean) {
  const token = await adminToken(request);
  await request.put('/api/admin/maintenance', { headers: { authorization: `Bearer ${token}` }, data: { enabled } });
}

export async function addRegionRule(request: APIRequestContext, kind: 'ip_range' | 'country', value: string): Promise<number> {
  const token = await adminToken(request);
  const res = await request.post('/api/admin/region-rules', { headers: { authorization: `Bearer ${token}` }, data: { kind, value } });
  return ((await res.json()) as { id: number }).id;
}

export async function removeRegionRule(request: APIRequestContext, id: number) {
  const token = await adminToken(request);
  await request.delete(`/api/admin/region-rules/${id}`, { headers: { authorization: `Bearer ${token}` } });
}

/** Latest outbox message for a recipient (the demo SMS/e-mail provider writes there). */
export async function latestOutbox(request: APIRequestContext, recipient: string): Promise<{ body: string } | undefined> {
  const res = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`);
  const list = (await res.json()) as { body: string }[];
  return list[0];
}

export function codeFrom(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) {
    throw new Error(`no 6-digit code in: ${text}`);
  }
  return match[1];
}
