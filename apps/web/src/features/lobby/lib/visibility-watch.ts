// One IntersectionObserver (threshold 0.1) shared by every lazy image: a page of tiles creates and
// feeds one observer instead of one per image, and the images that come into view together are
// reported in one callback (one batched React update).
type TOnVisible = () => void;

const THRESHOLD = 0.1;
const waiting = new Map<Element, TOnVisible>();
let observer: IntersectionObserver | undefined;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const onVisible = waiting.get(entry.target);
        if (entry.isIntersecting && onVisible) {
          unwatch(entry.target);
          onVisible();
        }
      }
    },
    { threshold: THRESHOLD },
  );
  return observer;
}

/** Calls `onVisible` once, when a tenth of the element is on screen; returns the cancel function. */
export function watchVisibility(element: Element, onVisible: TOnVisible): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onVisible();
    return () => undefined;
  }
  waiting.set(element, onVisible);
  sharedObserver().observe(element);
  return () => unwatch(element);
}

function unwatch(element: Element): void {
  if (waiting.delete(element)) {
    observer?.unobserve(element);
  }
}
