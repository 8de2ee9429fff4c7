import { useEffect, type RefObject } from 'react';

/** How far `inner` reaches past [from, to] on one axis: negative before it, positive after it, else 0. */
function overshoot(start: number, end: number, from: number, to: number): number {
  if (start < from) return start - from;
  if (end > to) return end - to;
  return 0;
}

/**
 * Keeps what the keyboard reaches in the table out from under its pinned parts: the sticky date and
 * actions columns, header and Totals footer. The browser scrolls a focused control into view only when
 * it is outside the scroll box, not when one of those covers it, so on focus the box first scrolls the
 * control clear of them (the browser's own scroll then finds nothing to do). The scroll padding, set to
 * their measured sizes, does the same for scrollIntoView and a script's focus().
 */
export function useFocusClearOfPinned(table: RefObject<HTMLTableElement | null>): void {
  useEffect(() => {
    const element = table.current;
    const box = element?.parentElement;
    if (!element || !box) return undefined;
    const rect = (selector: string) => element.querySelector(selector)?.getBoundingClientRect();

    const reveal = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || !element.contains(target)) return;
      const control = target.getBoundingClientRect();
      const outer = box.getBoundingClientRect();
      const left = target.closest('.pinned-start, .pinned-end')
        ? 0
        : overshoot(
            control.left,
            control.right,
            rect('thead .pinned-start')?.right ?? outer.left,
            rect('thead .pinned-end')?.left ?? outer.right,
          );
      const top = target.closest('thead, tfoot')
        ? 0
        : overshoot(
            control.top,
            control.bottom,
            rect('thead')?.bottom ?? outer.top,
            rect('tfoot')?.top ?? outer.bottom,
          );
      if (left || top) box.scrollBy({ left, top, behavior: 'instant' });
    };
    box.addEventListener('focusin', reveal);

    const pad = () => {
      const inline = `${rect('thead .pinned-start')?.width ?? 0}px ${rect('thead .pinned-end')?.width ?? 0}px`;
      box.style.setProperty('scroll-padding-inline', inline);
      box.style.setProperty('scroll-padding-block', `${rect('thead')?.height ?? 0}px ${rect('tfoot')?.height ?? 0}px`);
    };
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(pad);
    observer?.observe(element);
    pad();
    return () => {
      box.removeEventListener('focusin', reveal);
      observer?.disconnect();
    };
  }, [table]);
}
