import type { ComponentType } from 'react';

/** A route whose screen a later issue builds: it shows its heading so the route table is real now. */
export function pendingPage(title: string): ComponentType {
  function Pending() {
    return (
      <section>
        <h1>{title}</h1>
      </section>
    );
  }
  Pending.displayName = `Pending(${title})`;
  return Pending;
}
