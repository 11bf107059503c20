// How a promotion of the content service (spec §3: announcementImages with sequence and url) is
// shown: its pictures in sequence order, and whether it has more to show than its card does.
import type { TPromotion } from '@pavilion/contracts/content';

export type TPromotionImage = TPromotion['announcementImages'][number];

/** The generated promotion art is 1200×360; operator pictures are fitted to the same frame. */
export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 360;

/** The pictures by ascending sequence; equal sequences keep the server's order (a stable sort). */
export function imagesInSequence(images: readonly TPromotionImage[]): TPromotionImage[] {
  return [...images].sort((a, b) => a.sequence - b.sequence);
}

/** True when the (server-sanitised) HTML shows something: text other than spaces, or a picture. */
export function hasContent(html: string): boolean {
  if (/<img\b/i.test(html)) {
    return true;
  }
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\u00a0/gi, '');
  return text.trim() !== '';
}

/** A promotion opens a detail view when it has content or more than the one picture its card shows. */
export function hasDetails(promotion: Pick<TPromotion, 'content' | 'announcementImages'>): boolean {
  return hasContent(promotion.content) || promotion.announcementImages.length > 1;
}
