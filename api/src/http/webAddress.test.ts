import { isWebAddress } from './webAddress';

describe('isWebAddress', () => {
  it.each(['https://brand.example.com', 'http://brand.example/path?x=1#top', 'https://xn--bcher-kva.example'])(
    'accepts %s',
    (value) => expect(isWebAddress(value)).toBe(true),
  );

  it.each([
    'data:text/html,<script>alert(1)</script>',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://files.example',
    'https://user:secret@brand.example',
    'https://',
    'http://[',
    'brand.example.com',
    ' https://brand.example',
    'https://brand.example/\u0000',
    '',
  ])('refuses %j', (value) => expect(isWebAddress(value)).toBe(false));
});
