import { describe, expect, it } from 'vitest';
import { viewState } from './view-state';

describe('records view state', () => {
  it('shows a spinner before the first answer', () => {
    expect(viewState({ isPending: true, error: null }, undefined)).toBe('loading');
  });
  it('shows the error even when stale rows are kept', () => {
    expect(viewState({ isPending: false, error: new Error('x') }, 20)).toBe('error');
  });
  it('shows the empty state for no rows and the rows otherwise', () => {
    expect(viewState({ isPending: false, error: null }, 0)).toBe('empty');
    expect(viewState({ isPending: false, error: null }, 3)).toBe('rows');
  });
});
