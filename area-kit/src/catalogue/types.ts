import type { CatalogueTexts } from '../descriptor';

/** Every catalogue record has the spec's string `_id`. */
export interface Identified {
  _id: string;
}

/** What a catalogue store needs from its API module; the module knows the URLs and wire names. */
export interface CatalogueApi<Item extends Identified, Input> {
  list: () => Promise<Item[]>;
  /** One record; absent where the spec has no such call (proof types). */
  get?: (id: string) => Promise<Item>;
  create: (input: Input) => Promise<Item>;
  update: (id: string, input: Input) => Promise<Item>;
  remove: (id: string) => Promise<void>;
}

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface CatalogueConfig<Item extends Identified, Input, Key extends string> {
  api: CatalogueApi<Item, Input>;
  messages: CatalogueTexts;
  /** The texts the search box matches. */
  searchTexts: (item: Item) => readonly unknown[];
  /** The value a column sorts by. */
  sortValue: (item: Item, key: Key) => unknown;
  defaultSort: { key: Key; direction: 'asc' | 'desc' };
  defaultPageSize: number;
}
