import { createCatalogueStore } from './createCatalogueStore';
import { perResource } from './perResource';
import type { CatalogueConfig, Identified } from './types';

export interface Catalogue<Item extends Identified, Input, Key extends string> {
  config: CatalogueConfig<Item, Input, Key>;
  useStore: ReturnType<typeof createCatalogueStore<Item, Input, Key>>;
}

/** Declares a catalogue resource once: per area, its config and its store. */
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
      return { config, useStore: createCatalogueStore(config) };
    },
    (resource) => resource.apiBase,
  );
}
