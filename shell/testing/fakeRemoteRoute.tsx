/** Stands in for the federation loader in tests: a route shows its path pattern as the page heading. */
export function RemoteRoute({ entry }: { remote: string; section: string; entry: string }) {
  return <h1>Page {entry}</h1>;
}
