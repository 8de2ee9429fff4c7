import type { FastifyRequest } from 'fastify';
import { Refusal } from '../http/refusal';

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/**
 * The one spreadsheet of an import request, whatever its field is named (the spec shows no shape), in
 * memory: at most 10 MB, so the zip can be checked as a whole before anything parses it.
 */
export async function readSpreadsheetUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new Refusal(400, 'Expected a multipart/form-data body with one .xlsx file');
  let file;
  try {
    file = await request.file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10, parts: 11 } });
  } catch {
    throw new Refusal(400, 'Malformed multipart body');
  }
  if (!file) throw new Refusal(400, 'No file was sent: choose an .xlsx file to import');
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new Refusal(413, 'The file is larger than 10 MB');
    }
    throw new Refusal(400, 'The upload was interrupted');
  }
}
