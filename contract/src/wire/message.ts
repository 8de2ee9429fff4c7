import { Type, type Static } from 'typebox';

/** The spec's `{message}` answer: every refusal (4xx, 5xx) and the plain confirmations. */
export const MessageAnswer = Type.Object({ message: Type.String() });
export type MessageAnswer = Static<typeof MessageAnswer>;

/** A record's id in the path (`/:id`). */
export const IdParams = Type.Object({ id: Type.String() });
export type IdParams = Static<typeof IdParams>;
