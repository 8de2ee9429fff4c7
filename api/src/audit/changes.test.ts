import { fieldChanges } from './changes';
import { redact, REDACTED } from './redact';

describe('field changes', () => {
  it('names each changed field with its value before and after, skipping bookkeeping', () => {
    const before = { _id: 'a', remark: 'old', agent: 'x', version: 1, updatedAt: '1', originals: [{ n: 1 }] };
    const after = { _id: 'a', remark: 'new', agent: 'x', version: 2, updatedAt: '2', originals: [{ n: 2 }] };
    expect(fieldChanges(before, after)).toEqual({
      remark: { before: 'old', after: 'new' },
      originals: { before: [{ n: 1 }], after: [{ n: 2 }] },
    });
  });

  it('a create has only after, a delete only before', () => {
    expect(fieldChanges(null, { name: 'Cricket' })).toEqual({ name: { after: 'Cricket' } });
    expect(fieldChanges({ name: 'Cricket' }, null)).toEqual({ name: { before: 'Cricket' } });
  });
});

describe('redaction', () => {
  // Every name a secret travels under in this API: none of their values may reach the trail.
  const SECRETS = [
    'password',
    'passwordHash',
    'newPassword',
    'token',
    'resetToken',
    'code',
    'codeHash',
    'otp',
    'secret',
  ];

  it.each(SECRETS)('never keeps the value of %s, at any depth', (name) => {
    const changes = fieldChanges({ [name]: 'old-secret' }, { [name]: 'new-secret' });
    expect(changes).toEqual({ [name]: { before: REDACTED, after: REDACTED } });
    const nested = JSON.stringify(redact({ user: { [name]: 'deep-secret' }, list: [{ [name]: 'x-secret' }] }));
    expect(nested).not.toMatch(/deep-secret|x-secret/);
  });

  it('keeps fields that merely contain such letters', () => {
    expect(redact({ hexacode: '#fff', proofCode: 'p' })).toEqual({ hexacode: '#fff', proofCode: 'p' });
  });
});
