import { parentPort, workerData } from 'node:worker_threads';
import { createUploadStore, type StorageSettings } from '../../uploads';
import { buildPreviewPdf } from './previewPdf';

export interface PdfJob {
  id: number;
  html: string;
}

/** `refused`: the request's fault (over the pixel budget, HTML too complex), told to the caller; `failed`: no PDF could be made. */
export type PdfAnswer =
  { id: number; pdf: Uint8Array } | { id: number; refused: string } | { id: number; failed: string };

const uploads = createUploadStore(workerData as StorageSettings);

async function build({ id, html }: PdfJob): Promise<void> {
  let answer: PdfAnswer;
  try {
    answer = { id, pdf: await buildPreviewPdf(html, uploads) };
  } catch (error) {
    answer =
      (error as { statusCode?: number }).statusCode === 400
        ? { id, refused: (error as Error).message }
        : { id, failed: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
}

// Sanitising and laying out block this thread only, never the API's. Every failure becomes an answer.
parentPort!.on('message', (job: PdfJob) => void build(job));
