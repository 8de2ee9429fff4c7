import { Type, type Static } from 'typebox';

/** GET /api/audit and /api/audit/export: every filter optional; days (YYYY-MM-DD) are Asia/Kolkata days. */
export const AuditQuery = Type.Object({
  /** The actor's username at the time (contains, ignoring case), or their id. */
  actor: Type.Optional(Type.String({ maxLength: 100 })),
  area: Type.Optional(Type.String({ maxLength: 20 })),
  resource: Type.Optional(Type.String({ maxLength: 40 })),
  recordId: Type.Optional(Type.String({ maxLength: 100 })),
  action: Type.Optional(Type.String({ maxLength: 40 })),
  from: Type.Optional(Type.String({ maxLength: 10 })),
  to: Type.Optional(Type.String({ maxLength: 10 })),
  /** Text anywhere in the entry's changes or details. */
  q: Type.Optional(Type.String({ maxLength: 200 })),
  page: Type.Optional(Type.String({ maxLength: 9 })),
  pageSize: Type.Optional(Type.String({ maxLength: 4 })),
});
export type AuditQuery = Static<typeof AuditQuery>;

/** One field's value before and after (absent on create, resp. delete). */
export const FieldChangeWire = Type.Object({
  before: Type.Optional(Type.Unknown()),
  after: Type.Optional(Type.Unknown()),
});

export const AuditItem = Type.Object({
  id: Type.Number(),
  at: Type.String(),
  actor: Type.Object({
    id: Type.Union([Type.String(), Type.Null()]),
    username: Type.Union([Type.String(), Type.Null()]),
  }),
  address: Type.Union([Type.String(), Type.Null()]),
  userAgent: Type.Union([Type.String(), Type.Null()]),
  requestId: Type.Union([Type.String(), Type.Null()]),
  area: Type.Union([Type.String(), Type.Null()]),
  resource: Type.String(),
  recordId: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  changes: Type.Record(Type.String(), FieldChangeWire),
  detail: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  /** Whether the entry is in the hash chain yet (sealed shortly after its write commits). */
  sealed: Type.Boolean(),
});
export type AuditItem = Static<typeof AuditItem>;

export const AuditAnswer = Type.Object({ items: Type.Array(AuditItem), total: Type.Number() });
export type AuditAnswer = Static<typeof AuditAnswer>;
