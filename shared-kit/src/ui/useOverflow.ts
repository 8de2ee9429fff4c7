import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether a box's content is larger than the box (it scrolls). A box that scrolls must be reachable
 * by the keyboard (WCAG 2.1.1; axe's scrollable-region-focusable), but a tab stop on every box that
 * does not scroll would only be in the way.
 */
export function useOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () =>
      setOverflows(box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const child of Array.from(box.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
