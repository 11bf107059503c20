// The browser's check of the images chosen for an activity application (spec §5, §9), before
// anything is sent: at most 3, png or jpg by the browser's type, 1 byte to 5 MB. The server checks
// again by content; this only spares the member a round trip.
import {
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGE_TYPES,
  APPLICATION_MAX_IMAGES,
} from '@pavilion/contracts/promotions';

/** The translation key of the problem with `files`, or null when they may be sent. */
export function checkFiles(
  files: { type: string; size: number }[],
): 'apply.tooMany' | 'apply.badImage' | null {
  if (files.length > APPLICATION_MAX_IMAGES) {
    return 'apply.tooMany';
  }
  const types: readonly string[] = APPLICATION_IMAGE_TYPES;
  if (files.some((f) => !types.includes(f.type) || f.size > APPLICATION_IMAGE_MAX_BYTES || f.size === 0)) {
    return 'apply.badImage';
  }
  return null;
}
