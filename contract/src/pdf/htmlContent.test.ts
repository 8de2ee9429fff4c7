import { decodeEntities, htmlToPdfContent } from './htmlContent';
import { embeddableImage } from './imageSize';

const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
const PNG_1X1 = bytes(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
);
const JPEG_1X1 = bytes(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=',
);

describe('htmlToPdfContent', () => {
  it('reads blocks, emphasis, headings and list items, and skips hidden elements', async () => {
    const html = '<style>p{color:red}</style><h2>Title</h2><div>a  <i>b</i>\n c</div><ul><li>one</li></ul>';
    const content = await htmlToPdfContent(html, async () => undefined, 500);
    expect(content).toEqual([
      { text: [{ text: 'Title', bold: true, fontSize: 17 }], margin: [0, 0, 0, 6] },
      { text: [{ text: 'a ' }, { text: 'b', italics: true }, { text: ' c' }], margin: [0, 0, 0, 6] },
      { text: [{ text: '• ' }, { text: 'one' }], margin: [0, 0, 0, 6] },
    ]);
  });

  it('places images at their size, never enlarged, at most the width; names those it cannot load', async () => {
    const sizes: Record<string, { width: number; height: number }> = {
      small: { width: 40, height: 20 },
      wide: { width: 4000, height: 1000 },
    };
    const content = await htmlToPdfContent(
      '<p>see <img src="small"> and <img src="wide"><img src="gone" alt="lost shot"></p>',
      async (src) => (sizes[src] ? { image: `key-${src}`, ...sizes[src] } : undefined),
      300,
    );
    expect(content).toEqual([
      { text: [{ text: 'see' }], margin: [0, 0, 0, 6] },
      { image: 'key-small', fit: [30, 15], margin: [0, 0, 0, 8] },
      { text: [{ text: 'and' }], margin: [0, 0, 0, 6] },
      { image: 'key-wide', fit: [300, 360], margin: [0, 0, 0, 8] },
      { text: [{ text: '[lost shot]', italics: true }], margin: [0, 0, 0, 6] },
    ]);
  });

  it('decodes character references', () => {
    expect(decodeEntities('&lt;b&gt; &#8377;10 &#x20B9; &nbsp;&unknown;')).toBe('<b> ₹10 ₹ \u00a0&unknown;');
  });
});

describe('embeddableImage', () => {
  it('reads the type, pixel size and transparency of PNG and JPEG headers, and nothing else', () => {
    expect(embeddableImage(PNG_1X1)).toEqual({ type: 'png', width: 1, height: 1, alpha: true });
    expect(embeddableImage(JPEG_1X1)).toEqual({ type: 'jpeg', width: 1, height: 1, alpha: false });
    expect(embeddableImage(new TextEncoder().encode('GIF89a............................'))).toBeUndefined();
  });
});
