import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { StorageSettings } from '../../uploads';
import type { PdfAnswer, PdfJob } from './pdfWorker';
import { Refusal } from '../../http/refusal';

/** More builds are waiting than the queue holds: answered 503 with Retry-After. */
export class PdfBusyError extends Error {
  readonly statusCode = 503;
  constructor() {
    super('The server is busy building other PDFs. Please try again in a minute.');
  }
}

/** The posted page is the caller's problem (over the pixel budget, HTML too complex): answered 400. */
export class PdfRefusedError extends Refusal {
  constructor(message: string) {
    super(400, message);
  }
}

/** pdfmake could not lay the page out (or took too long): the route answers the spec's failure text. */
export class PdfRenderError extends Error {}

export interface PdfBuilderOptions extends StorageSettings {
  /** DATA_DIR (or the S3 bucket when `s3` is set), whose upload store the pages' images may name. */
  dataDir: string;
  /** Builds that may wait behind the running one; more are refused at once. */
  queueLimit?: number;
  /** A build running longer is stopped (its worker ended and replaced). */
  timeoutMs?: number;
}

export interface PdfBuilder {
  /** The preview PDF of `html` (see previewPdf.ts); rejects with PdfRefusedError, PdfBusyError or PdfRenderError. */
  build: (html: string) => Promise<Buffer>;
  /** Builds running or waiting (the metrics' PDF queue depth). */
  depth: () => number;
  close: () => Promise<void>;
}

const WORKER_ENTRY = path.join(__dirname, 'pdfWorkerBoot.cjs');

/**
 * Builds preview PDFs in one worker thread, one at a time, with a capped queue. Sanitising megabytes of
 * posted HTML and laying out large images take seconds of work in stretches of up to a second and more:
 * on the API's thread that held every other request (measured before: up to 9 s; with the whole build
 * here, see `bench/previewPdfLatency.bench.ts`). One at a time bounds the memory a burst of PDFs can
 * take; the cap bounds how long a caller waits.
 */
export function createPdfBuilder({ dataDir, s3, queueLimit = 4, timeoutMs = 60_000 }: PdfBuilderOptions): PdfBuilder {
  let worker: Worker | undefined;
  let current: { id: number; resolve: (pdf: Buffer) => void; reject: (error: Error) => void } | undefined;
  let nextId = 0;
  let queued = 0;
  let tail: Promise<unknown> = Promise.resolve();

  const stopWorker = async () => {
    const ending = worker;
    worker = undefined;
    await ending?.terminate();
  };

  function startWorker(): Worker {
    const started = new Worker(WORKER_ENTRY, { workerData: { dataDir, s3 } satisfies StorageSettings });
    started.on('message', (answer: PdfAnswer) => {
      if (!current || answer.id !== current.id) return;
      if ('pdf' in answer)
        current.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      else if ('refused' in answer) current.reject(new PdfRefusedError(answer.refused));
      else current.reject(new PdfRenderError(answer.failed));
    });
    const lost = (error: Error) => {
      if (worker === started) worker = undefined;
      current?.reject(new PdfRenderError(`the PDF worker stopped: ${error.message}`));
    };
    started.on('error', lost);
    started.on('exit', (code) => lost(new Error(`exit code ${code}`)));
    return started;
  }

  function run(html: string): Promise<Buffer> {
    worker ??= startWorker();
    const job: PdfJob = { id: (nextId += 1), html };
    return new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new PdfRenderError(`the PDF took longer than ${timeoutMs / 1000} s`));
        void stopWorker();
      }, timeoutMs);
      const settle =
        <T>(then: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer);
          current = undefined;
          then(value);
        };
      current = { id: job.id, resolve: settle(resolve), reject: settle(reject) };
      worker!.postMessage(job);
    });
  }

  return {
    build(html) {
      if (queued > queueLimit) return Promise.reject(new PdfBusyError());
      queued += 1;
      const result = tail.then(() => run(html));
      tail = result.catch(() => undefined);
      return result.finally(() => {
        queued -= 1;
      });
    },
    depth: () => queued,
    close: stopWorker,
  };
}
