import { describe, expect, it } from 'vitest';
import { documentTitle, routeTitleKey } from './document-title';

describe('the document title', () => {
  it('is the page, then the site', () => {
    expect(documentTitle('Download', 'Pavilion')).toBe('Download · Pavilion');
    expect(documentTitle(undefined, 'Pavilion')).toBe('Pavilion');
  });

  it('comes from the deepest route that has one', () => {
    const matches = [{ handle: undefined }, { handle: { title: 'titles.member' } }, { handle: { other: 1 } }];
    expect(routeTitleKey(matches)).toBe('titles.member');
    expect(routeTitleKey([{ handle: null }])).toBeUndefined();
  });
});
