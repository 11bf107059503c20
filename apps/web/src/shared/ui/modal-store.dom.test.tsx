// The modal coordinator in a page: a route's dialog and a startup popup asked for at the same
// time never show together; the popup shows once the dialog closes; a forced password change
// keeps a later dialog waiting.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Modal } from './modal';
import { useModalStore, useModalTurn } from './modal-store';

function NamedModals() {
  const name = useModalStore((s) => s.name);
  const close = useModalStore((s) => s.close);
  if (name === 'login' || name === 'changePassword' || name === 'notice') {
    return (
      <Modal title={name} onClose={close}>
        {name}
      </Modal>
    );
  }
  return null;
}

function Popup({ wanted }: { wanted: boolean }) {
  const onScreen = useModalTurn('startupPopup', wanted);
  return onScreen ? <Modal title="News">popup</Modal> : null;
}

const openDialogs = () => document.querySelectorAll('dialog[open]').length;

describe('modal coordinator', () => {
  beforeEach(() => act(() => useModalStore.setState({ queue: [], name: null, props: {} })));

  it('shows the login dialog alone, then the waiting popup once it closes', async () => {
    const user = userEvent.setup();
    render(
      <>
        <NamedModals />
        <Popup wanted />
      </>,
    );
    act(() => useModalStore.getState().open('login'));
    expect(screen.getByRole('dialog', { name: 'login' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'News' })).toBeNull();
    expect(openDialogs()).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'News' })).toBeTruthy();
    expect(openDialogs()).toBe(1);
  });

  it('lets a dialog opened by the visitor go before a popup already on screen, and gives the popup back after', async () => {
    const user = userEvent.setup();
    render(
      <>
        <NamedModals />
        <Popup wanted />
      </>,
    );
    expect(screen.getByRole('dialog', { name: 'News' })).toBeTruthy();
    act(() => useModalStore.getState().open('notice'));
    expect(screen.queryByRole('dialog', { name: 'News' })).toBeNull();
    expect(openDialogs()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'News' })).toBeTruthy();
  });

  it('keeps a forced password change on screen when another dialog is opened', () => {
    render(<NamedModals />);
    act(() => useModalStore.getState().open('changePassword', { forced: true }));
    act(() => useModalStore.getState().open('notice'));
    expect(screen.getByRole('dialog', { name: 'changePassword' })).toBeTruthy();
    expect(openDialogs()).toBe(1);
  });
});
