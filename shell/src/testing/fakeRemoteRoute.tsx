/** Stands in for the federation loader in tests: a guarded route shows its path as the page heading. */
export function RemoteRoute({ path }: { path: string }) {
  return <h1>Page {path}</h1>;
}
