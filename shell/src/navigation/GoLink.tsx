import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { useGo } from './navigation';

/** A link for the router-free pages: a real anchor (middle click, copy link) that navigates in place. */
export function GoLink({ to, style, children }: { to: string; style?: CSSProperties; children: ReactNode }) {
  const go = useGo();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(to);
  };
  return (
    <a href={to} style={style} onClick={follow}>
      {children}
    </a>
  );
}
