import { Type, type Static } from 'typebox';

/**
 * The spec's `{message}` answer: every refusal (4xx, 5xx) and the plain confirmations. A refusal about
 * one field of a form (a user's taken username, say) names it in `field`, so the form shows it there.
 */
export const MessageAnswer = Type.Object({ message: Type.String(), field: Type.Optional(Type.String()) });
export type MessageAnswer = Static<typeof MessageAnswer>;

/** A record's id in the path (`/:id`). */
export const IdParams = Type.Object({ id: Type.String() });
export type IdParams = Static<typeof IdParams>;
