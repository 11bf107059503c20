import { describe, expect, it } from 'vitest';
import {
  activeEntry,
  closeActive,
  hasTask,
  openEntry,
  rankOf,
  requestEntry,
  type TModalEntry,
  type TModalName,
} from './modal-queue';

let seq = 0;
function e(name: TModalName, props: Record<string, unknown> = {}): TModalEntry {
  seq += 1;
  return { name, props, rank: rankOf(name, props), seq };
}

describe('modal queue', () => {
  it('shows a task before a startup popup asked for earlier, and the popup once the task closes', () => {
    let q = requestEntry([], e('startupPopup'));
    q = openEntry(q, e('login'));
    expect(activeEntry(q)?.name).toBe('login');
    q = closeActive(q);
    expect(activeEntry(q)?.name).toBe('startupPopup');
    expect(hasTask(q)).toBe(false);
  });

  it('a new task replaces the task on screen (login → forgot password)', () => {
    let q = openEntry([], e('login'));
    q = openEntry(q, e('forgotPassword'));
    expect(q.map((x) => x.name)).toEqual(['forgotPassword']);
  });

  it('a forced password change blocks: a task opened meanwhile waits behind it', () => {
    let q = openEntry([], e('login'));
    q = openEntry(q, e('changePassword', { forced: true }));
    expect(q.map((x) => x.name)).toEqual(['changePassword']);
    q = openEntry(q, e('notice'));
    expect(activeEntry(q)?.name).toBe('changePassword');
    q = closeActive(q);
    expect(activeEntry(q)?.name).toBe('notice');
  });

  it('the reality check goes before the startup popups, whatever the arrival order', () => {
    let q = requestEntry([], e('startupPopup'));
    q = requestEntry(q, e('realityCheck'));
    expect(activeEntry(q)?.name).toBe('realityCheck');
  });

  it('asking twice for a turn keeps one entry', () => {
    const q = requestEntry(requestEntry([], e('startupPopup')), e('startupPopup'));
    expect(q).toHaveLength(1);
  });
});
