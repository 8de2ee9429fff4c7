import { pdfBlob } from './pdfBlob';

describe('pdfBlob', () => {
  it('answers the blob pdfmake builds', async () => {
    const blob = new Blob(['%PDF-']);
    await expect(pdfBlob(() => ({ getBlob: async () => blob }))).resolves.toBe(blob);
  });

  it('fails when pdfmake rejects or throws', async () => {
    await expect(pdfBlob(() => ({ getBlob: () => Promise.reject(new Error('bad layout')) }))).rejects.toThrow(
      'bad layout',
    );
    await expect(
      pdfBlob(() => {
        throw new Error('bad definition');
      }),
    ).rejects.toThrow('bad definition');
  });

  it("fails on an error thrown in one of pdfkit's callbacks, which would leave the document pending for ever", async () => {
    const built = pdfBlob(() => ({ getBlob: () => new Promise<Blob>(() => undefined) }));
    window.dispatchEvent(
      new ErrorEvent('error', {
        error: new Error('invalid distance too far back'),
        message: 'invalid distance too far back',
      }),
    );
    await expect(built).rejects.toThrow('invalid distance too far back');
  });
});
