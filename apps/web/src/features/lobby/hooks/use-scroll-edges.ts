// Whether a horizontal scroller can scroll further left or right (to show its arrow buttons).
import { useCallback, useEffect, useState, type RefObject } from 'react';

export function useScrollEdges(ref: RefObject<HTMLElement | null>, deps: unknown[] = []) {
  const [edges, setEdges] = useState({ left: false, right: false });
  const update = useCallback(() => {
    const el = ref.current;
    if (!el) {
      return;
    }
    const left = el.scrollLeft > 2;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 2;
    setEdges((prev) => (prev.left === left && prev.right === right ? prev : { left, right }));
  }, [ref]);

  useEffect(() => {
    const el = ref.current;
    if (!el) {
      return;
    }
    // no synchronous update() here: the observer's first callback measures after the browser's
    // own layout, instead of forcing a layout of the whole page during React's commit
    el.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [ref, update, ...deps]); // deps: re-measure when the content changes

  const scroll = (dir: 1 | -1) => {
    const el = ref.current;
    el?.scrollBy({ left: dir * el.clientWidth * 0.6, behavior: 'smooth' });
  };
  return { ...edges, scroll };
}
