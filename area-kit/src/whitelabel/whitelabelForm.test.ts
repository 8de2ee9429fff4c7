import { pngFile } from '../../testing/renderAreaPage';
import { isAcceptedLogo, logoSrc, withHash } from './logo';
import { emptyWhitelabelInput, validateWhitelabel } from './whitelabelForm';

describe('logos and colours', () => {
  it('loads a stored path under /api/ and an absolute URL as is; nothing for none', () => {
    expect(logoSrc('uploads/turbo/logos/a.png')).toBe('/api/uploads/turbo/logos/a.png');
    expect(logoSrc('/uploads/a.png')).toBe('/api/uploads/a.png');
    expect(logoSrc('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(logoSrc('  ')).toBeNull();
  });

  it('adds the missing # to a colour', () => {
    expect(withHash('00008B')).toBe('#00008B');
    expect(withHash('#00008B')).toBe('#00008B');
  });

  it('accepts jpeg, jpg, png and gif logos only', () => {
    expect(isAcceptedLogo(pngFile('a.PNG'))).toBe(true);
    expect(isAcceptedLogo(pngFile('a.jpeg'))).toBe(true);
    expect(isAcceptedLogo(pngFile('a.svg'))).toBe(false);
  });
});

describe('validateWhitelabel', () => {
  const filled = { user: 'acme', whatsappGroup: 'acme VIP', hexacode: 'abc', url: 'https://acme.example', logo: null };

  it('needs the logo on create only', () => {
    expect(validateWhitelabel(filled, false)).toEqual({ logo: 'Logo is required' });
    expect(validateWhitelabel(filled, true)).toEqual({});
  });

  it('refuses a colour that is not a hex code and a logo of another type', () => {
    expect(validateWhitelabel({ ...filled, hexacode: 'blue', logo: pngFile('a.bmp') }, true)).toEqual({
      hexacode: 'Enter the colour as a hex code, e.g. #00008B',
      logo: 'The logo must be a jpeg, jpg, png or gif image',
    });
  });

  it('requires every text field', () => {
    expect(Object.keys(validateWhitelabel(emptyWhitelabelInput(), true)).sort()).toEqual([
      'hexacode',
      'url',
      'user',
      'whatsappGroup',
    ]);
  });
});
