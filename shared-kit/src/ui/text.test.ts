import { splitLinks, truncate } from './text';

describe('truncate', () => {
  it('cuts after max characters with ...', () => {
    expect(truncate('1234567890123456', 15)).toBe('123456789012345...');
    expect(truncate('123456789012345', 15)).toBe('123456789012345');
    expect(truncate(undefined, 15)).toBe('');
  });
});

describe('splitLinks', () => {
  it('turns http(s) and www addresses into links and keeps the rest as text', () => {
    expect(splitLinks('see https://a.example/x?y=1, or www.b.example.')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://a.example/x?y=1', href: 'https://a.example/x?y=1' },
      { kind: 'text', text: ', or ' },
      { kind: 'link', text: 'www.b.example', href: 'https://www.b.example' },
      { kind: 'text', text: '.' },
    ]);
    expect(splitLinks('no links')).toEqual([{ kind: 'text', text: 'no links' }]);
  });
});
