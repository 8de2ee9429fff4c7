import { useEffect, useRef, useState, type ReactNode } from 'react';

/** What a person would call a control: its aria-label, or its text. */
const nameOf = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();

/** Where the focus was when the view opened: the control that opened it, by role and name. */
function openerOf(active: Element | null): { tag: string; name: string } | null {
  if (!active || active === document.body) return null;
  return { tag: active.tagName, name: nameOf(active) };
}

/**
 * A view that takes the place of a page's list on the same address (a form, a preview), which moves the
 * keyboard as a dialog would: to the view's title when it opens (the heading marked `data-view-title`,
 * else its h1), and back to the control that opened
 * it (a fresh copy of it: the list was rebuilt) when the view goes, or to the page's title when that
 * control is gone. Without it the pressed button disappears and the focus falls to the start of the
 * page. A person who left by another way (a sidebar link) keeps the focus where they put it. The title
 * shows the browser's focus ring when the keyboard brought it there, so a keyboard user sees where they are.
 */
export function SwappedView({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  // Read while rendering: the opener is still on the page until this view replaces it.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : openerOf(document.activeElement)));

  useEffect(() => {
    const heading =
      box.current?.querySelector<HTMLElement>('[data-view-title]') ?? box.current?.querySelector<HTMLElement>('h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
    return () => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      const main = document.querySelector('main') ?? document.body;
      const again =
        opener &&
        Array.from(main.querySelectorAll<HTMLElement>(opener.tag.toLowerCase())).find(
          (element) => nameOf(element) === opener.name,
        );
      const title = main.querySelector<HTMLElement>('h1');
      if (again) again.focus();
      else if (title) {
        title.tabIndex = -1;
        title.focus();
      }
    };
  }, [opener]);

  return <div ref={box}>{children}</div>;
}
