import { describe, expect, it } from 'vitest';
import { cacheNames, staleCaches } from './cache-names';

describe('the service worker’s caches', () => {
  it('are named after the build', () => {
    expect(cacheNames('abc123')).toEqual({
      shell: 'pavilion-shell-abc123',
      assets: 'pavilion-assets-abc123',
    });
  });

  it('of older builds are stale; the current build’s and other sites’ caches are kept', () => {
    const names = [
      'pavilion-shell-old',
      'pavilion-assets-old',
      'pavilion-shell-new',
      'pavilion-assets-new',
      'other-app',
    ];
    expect(staleCaches(names, 'new')).toEqual(['pavilion-shell-old', 'pavilion-assets-old']);
    expect(staleCaches(['pavilion-shell-new'], 'new')).toEqual([]);
  });
});
