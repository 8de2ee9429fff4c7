import { Type, type Static } from 'typebox';

/** GET /api/health/live and /api/health/ready: `{status}`, and a not-ready instance's reason (503). */
export const HealthAnswer = Type.Object({ status: Type.String(), reason: Type.Optional(Type.String()) });
export type HealthAnswer = Static<typeof HealthAnswer>;
