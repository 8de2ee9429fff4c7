/**
 * Loads the shell's own copies of the shared singletons before the first remote is loaded. Under
 * `loaded-first`, a share nobody has loaded yet goes to the highest version offered by anyone, and the
 * login page loads neither the router nor styled-components. Remotes built for production offer none
 * (`import: false`); loading the shell's first also keeps a remote served by a dev server, which
 * bundles its own copies, from deciding which React tools the console runs.
 */
export function loadShellSingletons(): Promise<unknown> {
  return Promise.all([import('react-router-dom'), import('styled-components'), import('zustand')]);
}
