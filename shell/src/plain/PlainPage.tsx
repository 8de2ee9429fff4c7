import type { ReactNode } from 'react';
import { plain } from './plainStyles';

/** A full-screen page with one centred card: the frame of the pages shown outside the layout. */
export function PlainPage({ children }: { children: ReactNode }) {
  return (
    <main style={plain.screen}>
      <div style={plain.card}>{children}</div>
    </main>
  );
}
