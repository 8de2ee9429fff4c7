/**
 * One store per area resource: the Turbo and the Forex page of the same kind each keep their own
 * state, and a page visited again finds its list (refreshed in the background).
 */
export function perResource<Resource extends { apiBase: string }, Store>(make: (resource: Resource) => Store): (resource: Resource) => Store {
  const stores = new Map<string, Store>();
  return (resource) => {
    let store = stores.get(resource.apiBase);
    if (!store) {
      store = make(resource);
      stores.set(resource.apiBase, store);
    }
    return store;
  };
}
