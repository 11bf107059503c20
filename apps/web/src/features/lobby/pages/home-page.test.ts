// The home page reveals its parts top-down: a part shows once it and every part above it settled.
import { describe, expect, it } from 'vitest';
import { revealedParts } from './home-page';

const pending = { data: undefined, isError: false };
const loaded = { data: [], isError: false };
const failed = { data: undefined, isError: true };

describe('revealedParts', () => {
  it('counts the leading settled parts only', () => {
    expect(revealedParts([[pending], [loaded], [loaded, loaded]])).toBe(0);
    expect(revealedParts([[loaded], [pending], [loaded, loaded]])).toBe(1);
    expect(revealedParts([[loaded], [loaded], [loaded, pending]])).toBe(2);
    expect(revealedParts([[loaded], [failed], [loaded, failed]])).toBe(3);
  });
});
