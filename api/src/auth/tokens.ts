import { createSecretKey, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import type { Database } from '../db';
import { settings } from '../db/schema';

/** What a token says: which session (`sid`) of which user (`sub`). The session row says the rest. */
export interface TokenClaims {
  sid: string;
  sub: string;
}

export class TokenError extends Error {
  constructor(readonly reason: 'invalid' | 'expired') {
    super(reason === 'expired' ? 'Session expired' : 'Invalid or missing token');
  }
}

export interface Tokens {
  /** `expiresAt` bounds the token itself; the session row may end it sooner. */
  sign: (claims: TokenClaims, expiresAt: Date) => string;
  /** Throws TokenError. */
  verify: (token: string) => TokenClaims;
}

const ALGORITHM = 'HS256';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SECRET_KEY = 'jwt_secret';

export function createTokens(secret: string): Tokens {
  // A key object made once: given the text, jsonwebtoken first tries to read it as a public key on every
  // call, and that failed attempt cost about a millisecond per request (most of an /api call's own time).
  const key = createSecretKey(Buffer.from(secret));
  return {
    sign({ sid, sub }, expiresAt) {
      return jwt.sign({ sid }, key, {
        algorithm: ALGORITHM,
        subject: sub,
        expiresIn: Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
      });
    },
    verify(token) {
      // The spec's rule, and it also turns away unsigned or JWE-shaped strings before any parsing.
      const parts = token.split('.');
      if (parts.length !== 3 || parts.some((part) => part === '')) throw new TokenError('invalid');
      let payload: string | jwt.JwtPayload;
      try {
        payload = jwt.verify(token, key, { algorithms: [ALGORITHM] });
      } catch (error) {
        throw new TokenError(error instanceof jwt.TokenExpiredError ? 'expired' : 'invalid');
      }
      // Ids go into uuid columns: anything else would make PostgreSQL fail the query.
      if (typeof payload !== 'object' || !UUID.test(String(payload.sid)) || !UUID.test(String(payload.sub))) {
        throw new TokenError('invalid');
      }
      return { sid: String(payload.sid), sub: String(payload.sub) };
    },
  };
}

/**
 * The HS256 secret lives in the database so every API instance on it signs and accepts the same
 * tokens. The first instance to start creates it; the others read the winner's.
 */
export async function loadSigningSecret(db: Database): Promise<string> {
  await db
    .insert(settings)
    .values({ key: SECRET_KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, SECRET_KEY));
  return row.value;
}
