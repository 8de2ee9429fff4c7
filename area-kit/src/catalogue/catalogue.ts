import { createCatalogueView, type CatalogueViewStore } from './catalogueView';
import { perResource } from './perResource';
import type { CatalogueConfig, Identified } from './types';

export interface Catalogue<Item extends Identified, Input, Key extends string> {
  config: CatalogueConfig<Item, Input, Key>;
  /** The records' place in the section's query cache: the list under it, one record under [...key, id]. */
  queryKey: readonly ['catalogue', string];
  /** The page's own state: banner, search, sort, page. */
  useView: CatalogueViewStore<Key>;
}

/** Declares a catalogue resource once: per area, its config, its place in the query cache and its view. */
export function defineCatalogue<
  Resource extends { apiBase: string },
  Item extends Identified,
  Input,
  Key extends string,
>(
  configOf: (resource: Resource) => CatalogueConfig<Item, Input, Key>,
): (resource: Resource) => Catalogue<Item, Input, Key> {
  return perResource(
    (resource: Resource) => {
      const config = configOf(resource);
      return { config, queryKey: ['catalogue', resource.apiBase] as const, useView: createCatalogueView(config) };
    },
    (resource) => resource.apiBase,
  );
}
