import { describe, expect, it } from 'vitest';
import type { TPopup } from '@pavilion/contracts/content';
import { popupSessionKey, selectStartupPopups } from './startup-popups';

const popup = (id: number, execution: TPopup['execution'], sort = 0): TPopup => ({
  id,
  title: `p${id}`,
  content: '',
  imageUrl: null,
  execution,
  sort,
});
const all = [popup(1, 'A', 2), popup(2, 'B'), popup(3, 'F'), popup(4, 'A', 1)];

describe('selectStartupPopups', () => {
  it('shows visitor popups to guests', () => {
    expect(selectStartupPopups(all, { isLogin: false, firstLogin: false }).map((p) => p.id)).toEqual([2]);
  });
  it('shows logged-in popups by sort to members', () => {
    expect(selectStartupPopups(all, { isLogin: true, firstLogin: false }).map((p) => p.id)).toEqual([4, 1]);
  });
  it('adds the first-login popups first on a first login', () => {
    expect(selectStartupPopups(all, { isLogin: true, firstLogin: true }).map((p) => p.id)).toEqual([3, 4, 1]);
  });
  it('remembers members and visitors under their own session keys', () => {
    expect(popupSessionKey(true)).toBe('USER_POPUP');
    expect(popupSessionKey(false)).toBe('ANONYMOUS_POPUP');
  });
});
