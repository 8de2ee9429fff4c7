import jwt from 'jsonwebtoken';
import { createTokens, TokenError } from './tokens';

const tokens = createTokens('test-secret-of-enough-length-for-hs256');
const claims = { sid: '6f1c1a52-9a5e-4c1e-8f1a-3f1a2b3c4d5e', sub: '0b9f0e1d-2c3b-4a59-8877-665544332211' };
const inAnHour = () => new Date(Date.now() + 3600_000);

function reason(token: string): string | undefined {
  try {
    tokens.verify(token);
    return undefined;
  } catch (error) {
    return error instanceof TokenError ? error.reason : 'not a TokenError';
  }
}

describe('tokens', () => {
  it('round-trips the session and user ids', () => {
    expect(tokens.verify(tokens.sign(claims, inAnHour()))).toEqual(claims);
  });

  it('accepts only tokens of exactly three non-empty dot-separated parts', () => {
    const [header, payload, signature] = tokens.sign(claims, inAnHour()).split('.');
    expect(reason(`${header}.${payload}`)).toBe('invalid');
    expect(reason(`${header}.${payload}.${signature}.x`)).toBe('invalid');
    expect(reason(`${header}..${signature}`)).toBe('invalid');
    expect(reason('')).toBe('invalid');
  });

  it('refuses another secret, another algorithm and an unsigned token', () => {
    expect(reason(jwt.sign({ sid: claims.sid }, 'other', { subject: claims.sub }))).toBe('invalid');
    expect(
      reason(
        jwt.sign({ sid: claims.sid }, 'test-secret-of-enough-length-for-hs256', {
          subject: claims.sub,
          algorithm: 'HS512',
        }),
      ),
    ).toBe('invalid');
    const unsigned = jwt.sign({ sid: claims.sid }, '', { subject: claims.sub, algorithm: 'none' });
    expect(reason(unsigned)).toBe('invalid');
  });

  it('says "expired" for a token past its lifetime', () => {
    const old = jwt.sign(
      { sid: claims.sid, exp: Math.floor(Date.now() / 1000) - 10 },
      'test-secret-of-enough-length-for-hs256',
      {
        subject: claims.sub,
      },
    );
    expect(reason(old)).toBe('expired');
  });

  it('refuses ids that are not uuids, before they reach the database', () => {
    const token = jwt.sign({ sid: "x'; drop table users" }, 'test-secret-of-enough-length-for-hs256', {
      subject: claims.sub,
    });
    expect(reason(token)).toBe('invalid');
  });
});
