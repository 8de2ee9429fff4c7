/** Stands in for the federation loader in tests: a guarded route shows its path as the page heading. */
export function RemoteRoute({ path, entry = path }: { path: string; entry?: string }) {
  return <h1>Page {entry}</h1>;
}
