// The verification page as a member reads it: the level, each document's state with a rejection's
// reason in the member's words and the operator's note, and an upload that sends the kind and the
// image as a data URL (a file of another type is refused before anything is sent).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TKycStatus } from '@pavilion/contracts/kyc';
import { fakeApi } from '@/test/fake-api';
import { logIn, renderWithApp } from '@/test/render';
import { VerificationPane } from './verification-pane';

const STATUS: TKycStatus = {
  level: 0,
  documents: [
    {
      id: '7',
      kind: 'id_front',
      status: 'rejected',
      reasonCode: 'expired',
      note: 'Please send the new card.',
      uploadedAt: '2026-12-01T10:00:00Z',
      decidedAt: '2026-12-01T11:00:00Z',
    },
    {
      id: '8',
      kind: 'id_back',
      status: 'approved',
      reasonCode: null,
      note: null,
      uploadedAt: '2026-12-01T10:00:00Z',
      decidedAt: '2026-12-01T11:00:00Z',
    },
  ],
};

describe('verification page', () => {
  beforeEach(() => logIn());

  it('shows the level and each state, a rejection with its reason and note', async () => {
    fakeApi({ 'GET /api/kyc': () => STATUS });
    renderWithApp(<VerificationPane />);
    expect((await screen.findByTestId('kyc-level')).textContent).toBe('Level 0: not verified');
    const front = screen.getByTestId('kyc-id_front');
    expect(front.textContent).toContain('Rejected: the document has expired. Please send it again.');
    expect(front.textContent).toContain('Note from our team: Please send the new card.');
    const back = screen.getByTestId('kyc-id_back');
    expect(back.textContent).toContain('Approved');
    expect(within(back).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('kyc-selfie').textContent).toContain('Not sent');
  });

  it('uploads the chosen image with its kind, and refuses another type before sending', async () => {
    const server = fakeApi({
      'GET /api/kyc': () => STATUS,
      'POST /api/kyc/documents': () => ({ ...STATUS.documents[0], id: '9', status: 'pending' }),
    });
    renderWithApp(<VerificationPane />);
    const selfie = await screen.findByTestId('kyc-selfie');
    const user = userEvent.setup({ applyAccept: false });
    const input = within(selfie).getByLabelText('Choose a photo or scan');
    await user.upload(input, new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }));
    await user.click(within(selfie).getByRole('button', { name: 'Send Selfie with your ID' }));
    expect(await within(selfie).findByText('Choose a png, jpg or webp image.')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.upload(input, new File([new Uint8Array([0x89, 0x50])], 'me.png', { type: 'image/png' }));
    await user.click(within(selfie).getByRole('button', { name: 'Send Selfie with your ID' }));
    await expect.poll(() => server.calls.filter((c) => c.method === 'POST').length).toBe(1);
    const body = server.calls.find((c) => c.method === 'POST')?.body as { kind: string; image: string };
    expect(body.kind).toBe('selfie');
    expect(body.image.startsWith('data:image/png;base64,')).toBe(true);
  });
});
