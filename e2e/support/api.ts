// Test fixtures talk to the server through its API (not through the UI) to set up state.
import { constants, publicEncrypt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';

let cachedAdminToken: string | null = null;

/**
 * The operator's session token, logged in once per test process: every spec toggles flags through
 * the admin API, and a fresh login per call would run into the login rate limit.
 */
export async function adminToken(request: APIRequestContext): Promise<string> {
  if (cachedAdminToken === null) {
    const res = await request.post('/api/admin/login', {
      data: { username: 'admin', password: ADMIN_PASSWORD },
    });
    if (!res.ok()) {
      throw new Error(`admin login failed: ${res.status()} ${await res.text()}`);
    }
    cachedAdminToken = ((await res.json()) as { token: string }).token;
  }
  return cachedAdminToken;
}

export async function setFlag(request: APIRequestContext, modId: string, enabled: boolean) {
  const token = await adminToken(request);
  const res = await request.put(`/api/admin/flags/${modId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { enabled },
  });
  if (!res.ok()) {
    throw new Error(`setting ${modId} failed: ${res.status()} ${await res.text()}`);
  }
}

export async function setMaintenance(request: APIRequestContext, enabled: boolean) {
  const token = await adminToken(request);
  const res = await request.put('/api/admin/maintenance', {
    headers: { authorization: `Bearer ${token}` },
    data: { enabled },
  });
  if (!res.ok()) {
    throw new Error(`setting maintenance failed: ${res.status()} ${await res.text()}`);
  }
}

export async function addRegionRule(
  request: APIRequestContext,
  kind: 'ip_range' | 'country',
  value: string,
): Promise<number> {
  const token = await adminToken(request);
  const res = await request.post('/api/admin/region-rules', {
    headers: { authorization: `Bearer ${token}` },
    data: { kind, value },
  });
  if (!res.ok()) {
    throw new Error(`adding a region rule failed: ${res.status()} ${await res.text()}`);
  }
  return ((await res.json()) as { id: number }).id;
}

export async function removeRegionRule(request: APIRequestContext, id: number) {
  const token = await adminToken(request);
  await request.delete(`/api/admin/region-rules/${id}`, { headers: { authorization: `Bearer ${token}` } });
}

/** Latest outbox message for a recipient (the demo SMS/e-mail provider writes there). */
export async function latestOutbox(
  request: APIRequestContext,
  recipient: string,
): Promise<{ id: number; body: string } | undefined> {
  const res = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`);
  const list = (await res.json()) as { id: number; body: string }[];
  return list[0];
}

export function codeFrom(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) {
    throw new Error(`no 6-digit code in: ${text}`);
  }
  return match[1];
}

/** Encrypts a field the way the browser does (RSA-OAEP SHA-256 with the server's public key). */
export async function encrypt(request: APIRequestContext, plain: string): Promise<string> {
  const { spki } = (await (await request.get('/api/site/public-key')).json()) as { spki: string };
  const key = {
    key: Buffer.from(spki, 'base64'),
    format: 'der' as const,
    type: 'spki' as const,
    padding: constants.RSA_PKCS1_OAEP_PADDING,
    oaepHash: 'sha256',
  };
  return `rsa:${publicEncrypt(key, Buffer.from(plain)).toString('base64')}`;
}
