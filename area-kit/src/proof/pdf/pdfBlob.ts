/** What pdfmake's createPdf answers, as far as this module needs it. */
export interface CreatedPdf {
  getBlob: () => Promise<Blob>;
}

/**
 * The blob of a pdfmake document, or the error that stopped it. pdfkit reports some failures (a PNG it
 * cannot inflate) by throwing inside its own callbacks, where no promise sees them, and its document
 * then never ends: while the build runs, an uncaught error or rejection on the page fails it, so the
 * download says why instead of waiting for ever.
 */
export function pdfBlob(create: () => CreatedPdf): Promise<Blob> {
  return new Promise<Blob>((resolve, reject) => {
    const onError = (event: ErrorEvent) => fail(event.error ?? new Error(event.message));
    const onRejection = (event: PromiseRejectionEvent) => fail(event.reason);
    const stop = () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
    function fail(error: unknown) {
      stop();
      reject(error instanceof Error ? error : new Error(String(error)));
    }
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    try {
      create()
        .getBlob()
        .then((blob) => {
          stop();
          resolve(blob);
        }, fail);
    } catch (error) {
      fail(error);
    }
  });
}
