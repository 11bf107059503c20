// @vitest-environment happy-dom
// The console's KYC queue (issue 29 item 1): pending documents with member and kind; "Reject" asks
// for a reason code from the list and a note and posts both; a server refusal (already decided)
// stays in the dialog in the operator's words; an operator without kyc.write sees no buttons.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TKycAdminDocument } from '@pavilion/contracts/kyc';
import { initI18n } from '@/shared/i18n';
import { setToken } from '@/shared/session';
import { KycQueuePage } from './kyc-queue-page';

const DOC: TKycAdminDocument = {
  id: '41',
  kind: 'selfie',
  status: 'pending',
  reasonCode: null,
  note: null,
  uploadedAt: '2026-12-01T10:00:00.000Z',
  decidedAt: null,
  memberId: 7,
  account: 'dara01',
  operatorId: null,
};
let permissions: string[];
let decision: { status: number; body: unknown };
let calls: { method: string; path: string; body: unknown }[] = [];

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const serve = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://console.test');
  const method = init?.method ?? 'GET';
  const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
  calls.push({ method, path: url.pathname, body });
  if (url.pathname === '/api/admin/me') {
    return reply(200, {
      id: 1,
      username: 'risk1',
      role: 'risk',
      permissions,
      totpEnabled: true,
      mustChangePassword: false,
      mustEnrolTotp: false,
    });
  }
  if (url.pathname === '/api/admin/kyc/documents') {
    return reply(200, { items: [DOC], total: 1, pageNo: 1, pageSize: 20 });
  }
  if (url.pathname === '/api/admin/kyc/documents/41/decision') {
    return reply(decision.status, decision.body);
  }
  if (url.pathname === '/api/admin/kyc/documents/41/image') {
    return new Response(new Uint8Array([0x89, 0x50]), {
      status: 200,
      headers: { 'content-type': 'image/png' },
    });
  }
  return reply(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
});

function renderQueue() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <KycQueuePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  initI18n();
  // happy-dom has no object URLs
  URL.createObjectURL = () => 'blob:kyc';
  URL.revokeObjectURL = () => undefined;
});
beforeEach(async () => {
  calls = [];
  permissions = ['kyc.read', 'kyc.write'];
  decision = {
    status: 200,
    body: { ...DOC, status: 'rejected', reasonCode: 'selfie_mismatch', note: 'Face hidden' },
  };
  vi.stubGlobal('fetch', serve);
  setToken('operator-token');
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('KYC review queue', () => {
  it('rejects with a reason code and a note', async () => {
    const user = userEvent.setup();
    renderQueue();
    const row = (await screen.findByText('dara01')).closest('tr')!;
    expect(row.textContent).toContain('Selfie with ID');
    await user.click(await within(row).findByRole('button', { name: 'Reject 41' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Selfie with ID of dara01' });
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Selfie does not match the ID photo');
    await user.type(within(dialog).getByLabelText('Note to the member (optional)'), 'Face hidden');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Document 41 rejected.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      decision: 'reject',
      reasonCode: 'selfie_mismatch',
      note: 'Face hidden',
    });
  });

  it('keeps a refusal in the dialog', async () => {
    decision = { status: 409, body: { error: { code: 'KYC_ALREADY_DECIDED', message: 'x' } } };
    const user = userEvent.setup();
    renderQueue();
    const row = (await screen.findByText('dara01')).closest('tr')!;
    await user.click(await within(row).findByRole('button', { name: 'Approve 41' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Selfie with ID of dara01' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This document was already decided.');
  });

  it('shows no decision buttons without kyc.write', async () => {
    permissions = ['kyc.read'];
    renderQueue();
    const row = (await screen.findByText('dara01')).closest('tr')!;
    // the operator's permissions have arrived (and the thumbnail, fetched after them)
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/me')).toBe(true));
    await within(row).findByRole('img');
    expect(within(row).queryByRole('button', { name: /Approve|Reject/ })).toBeNull();
  });
});
