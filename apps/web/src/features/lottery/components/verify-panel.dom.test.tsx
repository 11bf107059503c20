// "Verify this draw" recomputes the draw in the browser with the engine: a revealed seed that fits
// the commitment and gives the shown numbers is verified; numbers that differ from what the seed
// gives, or a seed that does not fit the published hash, fail.
import { createHash } from 'node:crypto';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { drawIssue, lotteryClientSeed } from '@pavilion/games/lottery/draw';
import { hashServerSeed } from '@pavilion/games/provably-fair';
import { fakeApi } from '@/test/fake-api';
import { logIn, renderWithApp } from '@/test/render';
import { VerifyPanel } from './verify-panel';

const serverSeed = createHash('sha256').update('verify-panel-test').digest('hex');
const issueNo = '20261125-0601';
const clientSeed = lotteryClientSeed('PK10_1M', issueNo);
const draw = drawIssue({ family: 'PK10' }, serverSeed, clientSeed);

function serve(overrides: Record<string, unknown>) {
  fakeApi({
    [`GET /api/lottery/games/PK10_1M/issues/${issueNo}`]: () => ({
      gameCode: 'PK10_1M',
      issueNo,
      state: 'settled',
      opensAt: '2026-11-25T10:00:00.000Z',
      closesAt: '2026-11-25T10:00:50.000Z',
      drawAt: '2026-11-25T10:01:00.000Z',
      seedHash: hashServerSeed(serverSeed),
      serverSeed,
      draw,
      family: 'PK10',
      clientSeed,
      ...overrides,
    }),
  });
}

describe('verify this draw', () => {
  beforeEach(() => logIn());

  it('verifies a fair draw with the engine', async () => {
    serve({});
    renderWithApp(<VerifyPanel gameCode="PK10_1M" issueNo={issueNo} />);
    expect((await screen.findByTestId('verify-verdict')).textContent).toBe('Verified: this draw is fair.');
    expect(screen.getByTestId('verify-panel').dataset.verified).toBe('ok');
  });

  it('fails numbers the seed does not give', async () => {
    const swapped = [...draw.numbers];
    [swapped[0], swapped[1]] = [swapped[1] as number, swapped[0] as number];
    serve({ draw: { numbers: swapped, tiers: [] } });
    renderWithApp(<VerifyPanel gameCode="PK10_1M" issueNo={issueNo} />);
    expect((await screen.findByTestId('verify-verdict')).textContent).toBe('Verification failed.');
    expect(screen.getByText(/The seed gives other numbers/)).toBeTruthy();
  });

  it('fails a seed that does not fit the published hash', async () => {
    serve({ seedHash: hashServerSeed(createHash('sha256').update('other').digest('hex')) });
    renderWithApp(<VerifyPanel gameCode="PK10_1M" issueNo={issueNo} />);
    expect((await screen.findByTestId('verify-verdict')).textContent).toBe('Verification failed.');
    expect(screen.getByText(/does not match the published hash/)).toBeTruthy();
  });
});
