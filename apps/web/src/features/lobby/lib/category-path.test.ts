import { describe, expect, it } from 'vitest';
import { categoryFromPath } from './category-path';

describe('categoryFromPath', () => {
  it('maps the category paths of spec §2.1 to their codes', () => {
    expect(categoryFromPath('/rng')).toBe('RNG');
    expect(categoryFromPath('/live/')).toBe('LIVE');
    expect(categoryFromPath('/cockfight')).toBe('COCKFIGHT');
    expect(categoryFromPath('/favorite')).toBeNull();
  });
});
