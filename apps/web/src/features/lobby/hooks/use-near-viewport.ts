// Whether an element has come within a margin of the viewport (once true, stays true). Used to
// start work that only matters on screen (carousel measurement) after the first paint. Returns a
// callback ref, so an element that mounts later (after a loading placeholder) is still observed.
import { useCallback, useEffect, useState } from 'react';

export function useNearViewport<T extends Element>(rootMargin = '300px'): [(el: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  const ref = useCallback((el: T | null) => setElement(el), []);
  useEffect(() => {
    if (near || !element) {
      return;
    }
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, rootMargin]);
  return [ref, near];
}
