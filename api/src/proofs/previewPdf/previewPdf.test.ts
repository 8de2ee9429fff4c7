import { AREAS } from '@console/contract/areas';
import { JPEG, PNG } from '../../catalogue/testSupport';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/testApp';
import { inspectPdf } from '../../test/pdfInspect';
import { createUploadStore, IMAGE_FORMATS } from '../../uploads';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = t.bearer(await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password));
});
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
});
