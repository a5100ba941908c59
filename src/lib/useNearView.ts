import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element has come into the viewport (or within `margin` of it), once: what a page shows
 * below its first screen (a map under a service's details on a phone) is built when a person
 * scrolls to it, not before their first input. Where the browser has no `IntersectionObserver`, at
 * once.
 */
export function useNearView(ref: RefObject<Element | null>, margin = '0px'): boolean {
  const [near, setNear] = useState(() => typeof globalThis.IntersectionObserver !== 'function');
  useEffect(() => {
    const element = ref.current;
    if (near || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
