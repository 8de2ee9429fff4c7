import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from './focusRing';
import { useOverflow } from './useOverflow';

const Area = styled.div`
  ${focusRing}
`;

export interface ScrollAreaProps {
  /** Names the region while it scrolls (or `labelledBy`, the id of what names it). */
  label?: string;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A box whose content may be larger than it (its styles set the overflow). While it scrolls it is a
 * named region in the tab order, so a keyboard can reach it and scroll it with the arrow keys
 * (WCAG 2.1.1); while it does not, it is a plain box and no tab stop.
 */
export function ScrollArea({ label, labelledBy, className, children }: ScrollAreaProps) {
  const ref = useRef<HTMLDivElement>(null);
  const scrolls = useOverflow(ref);
  // data-overflows lets what is inside style itself for a box that scrolls (a pinned column's edge shadow).
  const region = scrolls
    ? { tabIndex: 0, role: 'region', 'aria-label': label, 'aria-labelledby': labelledBy, 'data-overflows': '' }
    : {};
  return (
    <Area ref={ref} className={className} {...region}>
      {children}
    </Area>
  );
}
