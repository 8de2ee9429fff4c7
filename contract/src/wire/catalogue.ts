import { Type, type Static, type TSchema } from 'typebox';

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
 * The catalogue's answers, which the API serialises through these schemas (only these fields leave the
 * server). The sport's name and the whitelabel's user sit under field names each area descriptor gives,
 * so their schemas are made per area.
 */

/** What every stored catalogue record carries; times as ISO text. */
const storedFields = {
  _id: Type.String(),
  /** Bumped by each write; sent back in If-Match (versions.ts). */
  version: Type.Optional(Type.Number()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};
export const StoredRecord = Type.Object(storedFields);
export type StoredRecord = Static<typeof StoredRecord>;

export const NoteRecord = Type.Object({
  ...storedFields,
  date: Type.String(),
  origin: Type.String(),
  agent: Type.String(),
  user: Type.String(),
  whatsappGroup: Type.String(),
  note: Type.String(),
  noteAddby: Type.String(),
});
export type NoteRecord = Static<typeof NoteRecord>;

export const ProofTypeRecord = Type.Object({ ...storedFields, type: Type.String(), content: Type.String() });
export type ProofTypeRecord = Static<typeof ProofTypeRecord>;

/** A sport, its name under the area's field (`sportsName`, `forexSportName`). */
export const sportRecord = (nameField: string) => Type.Object({ ...storedFields, [nameField]: Type.String() });
export type SportRecord<NameField extends string = string> = StoredRecord & Record<NameField, string>;

/** A whitelabel's fields besides its user; `logo` is the stored file's path (uploads/<area>/logos/...). */
const WhitelabelFields = Type.Object({
  whatsapp_group: Type.String(),
  hexacode: Type.String(),
  url: Type.String(),
  logo: Type.String(),
});

/** A whitelabel, its user under the area's field (`whitelabel_user`, `forex_whitelabel_user`). */
export const whitelabelRecord = (userField: string) =>
  Type.Object({ ...storedFields, [userField]: Type.String(), ...WhitelabelFields.properties });
export type WhitelabelRecord<UserField extends string = string> = StoredRecord &
  Record<UserField, string> &
  Static<typeof WhitelabelFields>;

/** A list answer: the records under `data` (sports' with the page's message). */
export const listAnswer = <T extends TSchema>(record: T) =>
  Type.Object({ data: Type.Array(record), message: Type.Optional(Type.String()) });
export interface ListAnswer<T> {
  data: T[];
  message?: string;
}

/** One record under `data` (its read, and the writes of most resources), with the page's message. */
export const recordAnswer = <T extends TSchema>(record: T) =>
  Type.Object({ data: record, message: Type.Optional(Type.String()) });
export interface RecordAnswer<T> {
  data: T;
  message?: string;
}
