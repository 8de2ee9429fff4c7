import { Type, type Static } from 'typebox';

/** POST /api/backup/manual-backup. What must be chosen and how the address must look is the API's to say. */
export const BackupBody = Type.Object({
  selectedSections: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50 })),
  targetEmail: Type.Optional(Type.String({ maxLength: 254 })),
});
export type BackupBody = Static<typeof BackupBody>;

/** One recorded backup request as `GET /api/backup/requests` answers it (newest first, admin only). */
export const BackupRequestRecord = Type.Object({
  _id: Type.String(),
  requestedAt: Type.String(),
  username: Type.String(),
  role: Type.String(),
  collections: Type.Array(Type.String()),
  targetEmail: Type.String(),
  /** `refused`: the caller lacked a right; `failed`: the mail could not be sent. */
  outcome: Type.Enum(['sent', 'refused', 'failed'], { type: 'string' }),
  /** What the caller was told when it was not sent. */
  detail: Type.String(),
});
export type BackupRequestRecord = Static<typeof BackupRequestRecord>;

export const BackupRequestsAnswer = Type.Object({ data: Type.Array(BackupRequestRecord) });
export type BackupRequestsAnswer = Static<typeof BackupRequestsAnswer>;
