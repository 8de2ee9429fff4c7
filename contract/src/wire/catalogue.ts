import { Type, type Static } from 'typebox';

/*
 * The JSON bodies of the catalogue's create and update calls (turbo.md / forex.md §3). Sizes and types
 * only: which fields are required, and their messages, are the API's to say. A missing body is read as
 * `{}`, so every field is optional here.
 */

/** A string or null, as JSON Schema's type list (its validation message names both: "must be string,null"). */
const stringOrNull = (maxLength: number) => Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength });

export const NoteBody = Type.Object({
  date: Type.Optional(stringOrNull(10)),
  origin: Type.Optional(stringOrNull(500)),
  agent: Type.Optional(stringOrNull(500)),
  user: Type.Optional(stringOrNull(500)),
  whatsappGroup: Type.Optional(stringOrNull(500)),
  note: Type.Optional(stringOrNull(50_000)),
});
export type NoteBody = Static<typeof NoteBody>;

export const ProofTypeBody = Type.Object({
  type: Type.Optional(Type.String({ maxLength: 200 })),
  // HTML templates with inline styles and embedded images run long; JSON bodies stop at 1 MiB anyway.
  content: Type.Optional(Type.String({ maxLength: 500_000 })),
});
export type ProofTypeBody = Static<typeof ProofTypeBody>;

/** A sport's body: its name under the area's field (`sportsName`, `forexSportName`). */
export const sportBody = (nameField: string) =>
  Type.Object({ [nameField]: Type.Optional(Type.String({ maxLength: 200 })) });
export type SportBody = Static<ReturnType<typeof sportBody>>;

/*
 * The catalogue's answers. Types only: the answers are not re-serialised through a schema, and the
 * sport's name and the whitelabel's user sit under field names each area descriptor gives.
 */

/** What every stored catalogue record carries; times as ISO text. */
export interface StoredRecord {
  _id: string;
  /** Bumped by each write; sent back in If-Match (versions.ts). */
  version?: number;
  createdAt: string;
  updatedAt: string;
}

export interface NoteRecord extends StoredRecord {
  date: string;
  origin: string;
  agent: string;
  user: string;
  whatsappGroup: string;
  note: string;
  noteAddby: string;
}

export interface ProofTypeRecord extends StoredRecord {
  type: string;
  content: string;
}

/** A sport, its name under the area's field (`sportsName`, `forexSportName`). */
export type SportRecord<NameField extends string = string> = StoredRecord & Record<NameField, string>;

/** A whitelabel, its user under the area's field (`whitelabel_user`, `forex_whitelabel_user`). */
export type WhitelabelRecord<UserField extends string = string> = StoredRecord &
  Record<UserField, string> & { whatsapp_group: string; hexacode: string; url: string; logo: string };

/** A list answer: the records under `data`. */
export interface ListAnswer<T> {
  data: T[];
}

/** One record under `data` (its read, and the writes of most resources), with the page's message. */
export interface RecordAnswer<T> {
  data: T;
  message?: string;
}
