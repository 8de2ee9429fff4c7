import type { FieldSpec } from 'shared-kit/conflict';
import type { CatalogueTexts } from '../descriptor';

/** Every catalogue record has the spec's string `_id`, and the version a form sends back (If-Match). */
export interface Identified {
  _id: string;
  version?: number;
}

/** What a catalogue store needs from its API module; the module knows the URLs and wire names. */
export interface CatalogueApi<Item extends Identified, Input> {
  list: () => Promise<Item[]>;
  /** One record; absent where the spec has no such call (proof types). */
  get?: (id: string) => Promise<Item>;
  create: (input: Input) => Promise<Item>;
  /** Updates based on `version` (If-Match; none: the last write wins). */
  update: (id: string, input: Input, version?: number) => Promise<Item>;
  remove: (id: string, version?: number) => Promise<void>;
  /** A record in the API's shape (as a stale version's 409 carries it) as the pages use it. */
  fromWire: (wire: unknown) => Item;
}

/** How a resource's form compares the person's values with a record saved meanwhile (README "No lost update"). */
export interface CatalogueVersioning<Item, Input> {
  /** The audit trail's name of the resource ('whitelabel', 'prooftype', 'sport', 'note'). */
  auditResource: string;
  /** The form's values for a record, or for a new one. */
  inputOf: (item: Item | null) => Input;
  /** The form's fields the conflict view names, with the form's labels. */
  fields: readonly FieldSpec<Input>[];
}

/** A save's outcome: saved, refused (the form says why), or refused for a stale version with the record now. */
export type SaveResult<Item> = boolean | { current: Item };

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
  versioning: CatalogueVersioning<Item, Input>;
}
