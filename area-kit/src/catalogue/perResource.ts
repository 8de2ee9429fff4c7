/**
 * One store per area resource: the Turbo and the Forex page of the same kind each keep their own
 * state, and a page visited again finds its list (refreshed in the background). `keyOf` names the
 * resource (its API base, or the area for a page with several calls).
 */
export function perResource<Resource, Store>(
  make: (resource: Resource) => Store,
  keyOf: (resource: Resource) => string,
): (resource: Resource) => Store {
  const stores = new Map<string, Store>();
  return (resource) => {
    const key = keyOf(resource);
    let store = stores.get(key);
    if (!store) {
      store = make(resource);
      stores.set(key, store);
    }
    return store;
  };
}
