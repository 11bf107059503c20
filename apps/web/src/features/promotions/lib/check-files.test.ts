// The apply form's own check of the chosen images: count, type and size limits of spec §9.
import { describe, expect, it } from 'vitest';
import { APPLICATION_IMAGE_MAX_BYTES } from '@pavilion/contracts/promotions';
import { checkFiles } from './check-files';

const png = (size = 1000) => ({ type: 'image/png', size });

describe('checkFiles', () => {
  it('accepts up to 3 png or jpg images of at most 5 MB', () => {
    expect(checkFiles([])).toBeNull();
    expect(checkFiles([png(), { type: 'image/jpeg', size: APPLICATION_IMAGE_MAX_BYTES }, png()])).toBeNull();
  });

  it('refuses a 4th image, another type, an empty or an over-size file', () => {
    expect(checkFiles([png(), png(), png(), png()])).toBe('apply.tooMany');
    expect(checkFiles([{ type: 'image/gif', size: 10 }])).toBe('apply.badImage');
    expect(checkFiles([png(0)])).toBe('apply.badImage');
    expect(checkFiles([png(APPLICATION_IMAGE_MAX_BYTES + 1)])).toBe('apply.badImage');
  });
});
