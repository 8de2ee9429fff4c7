import { badCharacter, badTextMessage, findBadText } from './text';

describe('text fields', () => {
  it('names NUL and lone surrogates, and accepts every real character', () => {
    expect(badCharacter('ad\u0000min')).toBe('a NUL character');
    expect(badCharacter('x\ud800')).toBe('an unpaired surrogate (not a character)');
    expect(badCharacter('\udc00x')).toBe('an unpaired surrogate (not a character)');
    for (const fine of ['admin', 'ગુજરાતી ₹', 'emoji 😀', '', 'tab\tand\nnewline'])
      expect(badCharacter(fine)).toBeUndefined();
  });

  it('finds the first bad string at any depth and names its field', () => {
    expect(findBadText({ userData: { username: 'ok', permissions: ['a', 'b\u0000'] } })).toEqual({
      field: 'userData.permissions[1]',
      problem: 'a NUL character',
    });
    expect(findBadText({ ['k\ud800']: 1 })).toEqual({ field: 'k\ud800', problem: expect.any(String) });
    expect(findBadText({ a: [1, null, { b: 'fine' }] })).toBeUndefined();
    expect(badTextMessage({ field: 'username', problem: 'a NUL character' })).toBe(
      'username must not contain a NUL character',
    );
  });
});
