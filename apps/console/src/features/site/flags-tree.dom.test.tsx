// @vitest-environment happy-dom
// The site flags (issue 29 item 8): grouped, each with its name and effect, flags this version does not
// read marked so; a click opens a confirmation naming the flag and the flags inside it that go off with
// it, and only "Turn off" sends the change.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TWhitelabelNode } from '@pavilion/contracts/site';
import { initI18n } from '@/shared/i18n';
import { FlagsTree } from './flags-tree';

const node = (modId: string, childrenNodes: TWhitelabelNode[] = []): TWhitelabelNode => ({
  modId,
  enabled: '1',
  childrenNodes,
});
const TREE = [node('REG3', [node('USERNAMEREG3'), node('MOBILENUMREG3')]), node('CAPTCHA3'), node('COMM3')];
const mutate = vi.fn();

vi.mock('./site-api', () => ({
  usePermissionDocument: () => ({ data: { whitelabel: TREE }, isLoading: false, error: null }),
  useSiteWrite: () => ({ mutate, isPending: false, error: null }),
}));

beforeAll(async () => {
  initI18n();
  await i18n.changeLanguage('en');
  // happy-dom has no modal dialogs: showModal opens the dialog in place
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
});
afterEach(() => {
  cleanup();
  mutate.mockClear();
});

describe('site flags', () => {
  it('groups the flags with their meaning and marks the ones not read yet', () => {
    render(<FlagsTree canWrite />);
    const registration = screen.getByRole('region', { name: 'Registration' });
    expect(within(registration).getByRole('checkbox', { name: /Register by username/ })).toBeTruthy();
    const captcha = screen.getByRole('checkbox', { name: /Captcha/ });
    expect(captcha.getAttribute('aria-describedby')).toBe('flag-effect-CAPTCHA3');
    expect(screen.getByTestId('flag-CAPTCHA3').textContent).toContain('must solve a captcha');
    expect(screen.getByTestId('flag-COMM3').textContent).toContain('not read yet');
    expect(screen.getByTestId('flag-CAPTCHA3').textContent).not.toContain('not read yet');
  });

  it('asks before turning a flag off, names what goes off with it, and sends nothing on cancel', async () => {
    const user = userEvent.setup();
    render(<FlagsTree canWrite />);
    await user.click(screen.getByRole('checkbox', { name: /^Registration/ }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off Registration?' });
    expect(dialog.textContent).toContain('Register by username, Register by mobile number');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(mutate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: /^Registration/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Turn off' }));
    expect(mutate).toHaveBeenCalledWith(
      { path: '/api/admin/flags/REG3', method: 'PUT', body: { enabled: false } },
      expect.anything(),
    );
  });
});
