import { AREAS } from '@console/contract/areas';
import { JPEG, PNG, pngClaiming } from '../../../testing/catalogue';
import { createAdminTestApp, type TestApp } from '../../../testing/testApp';
import { inspectPdf } from '../../../testing/pdfInspect';
import { createUploadStore, IMAGE_FORMATS } from '../../uploads';
import { createPdfBuilder, PdfBusyError } from './pdfBuilder';
import { rgbaPng } from '../../../testing/images';

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t.close());

describe.each(AREAS)('$label POST generate-preview-pdf', (area) => {
  const url = `/api${area.proof.apiBase}/generate-preview-pdf`;
  const post = (payload: unknown) => t.app.inject({ method: 'POST', url, headers: admin, payload: payload as object });

  it("answers an A4 PDF holding the page's text and its stored and inline images, without what was sanitised away", async () => {
    const stored = await createUploadStore(t.config.dataDir).save([area.key, 'proofs'], PNG, IMAGE_FORMATS.png);
    const html = `<html><head><title>ignored title</title><style>p{color:red}</style></head><body>
      <h1>Proof for punter42</h1><p>Event: <b>India v Australia</b> &amp; more</p>
      <script>document.write('injected')</script><p onclick="steal()">Market: Match Odds</p>
      <img src="/api/${stored}"><img src="data:image/jpeg;base64,${JPEG.toString('base64')}">
      <img src="https://attacker.example/track.png" alt="remote"></body></html>`;
    const response = await post({ html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = inspectPdf(response.rawPayload);
    expect(pdf.wellFormed).toBe(true);
    expect(pdf.pages).toBe(1);
    expect(pdf.mediaBoxes).toEqual([[595.28, 841.89]]);
    expect(pdf.text).toContain('Proof for punter42');
    expect(pdf.text).toContain('Event: India v Australia & more');
    expect(pdf.text).toContain('Market: Match Odds');
    expect(pdf.text).toContain('[remote]');
    expect(pdf.text).not.toMatch(/injected|ignored title|color/);
    expect(pdf.images.map((image) => image.filter).sort()).toEqual(['DCTDecode', 'FlateDecode']);
  });

  it.each([[{}], [{ html: '' }], [{ html: 42 }]])('answers 400 to %j', async (body) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('refuses an image over the pixel budget from its header, before anything decodes it', async () => {
    const response = await post({ html: `<p>Bomb</p><img src="${dataUrl(pngClaiming(12000, 12000))}">` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Image 1 is 12000 × 12000 pixels (144 megapixels); an image may have at most 50 megapixels',
    });
  });

  it('leaves out images with malformed addresses instead of failing', async () => {
    const response = await post({
      html: '<p>Odd</p><img src="/api/uploads/%zz"><img src="http://["><img src="/api/uploads/turbo/proofs/%E0%A4%A.png">',
    });
    expect(response.statusCode).toBe(200);
    expect(inspectPdf(response.rawPayload).text).toContain('Odd');
  });
});

describe('a large preview PDF', () => {
  const url = `/api${AREAS[0].proof.apiBase}/generate-preview-pdf`;

  it('is built off the event loop: another request is answered while it builds', async () => {
    const image = dataUrl(rgbaPng(2500, 2500));
    const html = `<p>Large</p>${`<img src="${image}">`.repeat(3)}`;
    let built = false;
    const building = t.app.inject({ method: 'POST', url, headers: admin, payload: { html } }).then((response) => {
      built = true;
      return response;
    });
    // Calls that need the database, one after another: on this thread, the build's synchronous layout
    // would hold them all until the PDF is done, whatever gaps its font loading leaves at the start.
    for (let call = 0; call < 10; call += 1) {
      const other = await t.app.inject({ url: '/api/admin/me', headers: admin });
      expect(other.statusCode).toBe(200);
    }
    expect(built).toBe(false);
    const pdf = await building;
    expect(pdf.statusCode).toBe(200);
    expect(inspectPdf(pdf.rawPayload).images).toHaveLength(3);
  });

  it('runs one build at a time with a capped queue: past it, callers are told to come back', async () => {
    const builder = createPdfBuilder({ dataDir: t.config.dataDir, queueLimit: 1 });
    try {
      const html = `<img src="${dataUrl(rgbaPng(1500, 1500))}">`;
      const first = builder.build(html);
      const second = builder.build(html);
      await expect(builder.build(html)).rejects.toBeInstanceOf(PdfBusyError);
      expect(inspectPdf(await first).wellFormed).toBe(true);
      expect(inspectPdf(await second).wellFormed).toBe(true);
      // Once the queue has room again, builds are taken.
      expect(inspectPdf(await builder.build(html)).wellFormed).toBe(true);
    } finally {
      await builder.close();
    }
  });
});
