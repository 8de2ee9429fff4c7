import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badTextMessage, findBadText } from '../http/text';
import { imageDimensions } from './imageDimensions';
import { describeTypes, sniffImage, type ImageFormat, type ImageType } from './imageTypes';
import { pixelBudget, PixelBudgetError } from './pixelBudget';
import { Refusal } from '../http/refusal';

/** What one file field of a form accepts. */
export interface ImageFieldRule {
  /** The field's name in messages: 'Logo'. */
  label: string;
  types: readonly ImageType[];
  maxBytes: number;
  /** How many files the field may carry; 1 unless said. */
  maxCount?: number;
  /** The message for one file too many; `<label>: at most <n> files` unless said. */
  tooMany?: string;
}

export interface ReceivedImage {
  bytes: Buffer;
  format: ImageFormat;
  /** As the client named it; for information only, never trusted. */
  filename: string;
}

export interface MultipartForm {
  /** Text fields; the last value wins when a name repeats. */
  fields: Record<string, string>;
  /** Images per file field, in the order sent; a field sent without a file is absent. */
  files: Record<string, ReceivedImage[]>;
}

export interface MultipartFormRules {
  files: Record<string, ImageFieldRule>;
  /** Longest text field, in bytes; 100 KB unless said. */
  maxFieldBytes?: number;
}

/** A form the client got wrong: answered 400 with the message, nothing stored. */
export class FormError extends Refusal {
  constructor(message: string) {
    super(400, message);
  }
}

/** Lets the routes of `app` (an encapsulated plugin) receive multipart/form-data. */
export async function acceptMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart);
}

const MB = 1024 * 1024;
const describeSize = (bytes: number) =>
  bytes % MB === 0 ? `${bytes / MB} MB` : bytes % 1024 === 0 ? `${bytes / 1024} KB` : `${bytes} bytes`;

const tooLarge = (rule: ImageFieldRule) =>
  new FormError(`${rule.label} must be at most ${describeSize(rule.maxBytes)}`);

/**
 * Reads a whole multipart form into memory, checking each image by its content, size and pixel count
 * (from its header: see pixelBudget.ts) as it arrives.
 * Nothing is written anywhere: the caller stores the images once the whole request is valid, so a bad
 * request leaves no file and no row behind.
 */
export async function readMultipartForm(request: FastifyRequest, rules: MultipartFormRules): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new FormError('Expected a multipart/form-data body');
  const fileRules = Object.values(rules.files);
  const maxFiles = fileRules.reduce((sum, rule) => sum + (rule.maxCount ?? 1), 0);
  const form: MultipartForm = { fields: {}, files: {} };
  // Pixels are counted from each image's header as it arrives, before anything could decode it.
  const budget = pixelBudget();

  const options = {
    limits: {
      // busboy's own limits stop a huge upload early; the per-field rules below give the exact answer.
      fileSize: Math.max(0, ...fileRules.map((rule) => rule.maxBytes)),
      // One more than allowed, so that an extra file is seen and named below rather than cut silently.
      files: maxFiles + 1,
      fields: 100,
      parts: maxFiles + 101,
      fieldSize: rules.maxFieldBytes ?? 100 * 1024,
    },
  };

  try {
    for await (const part of request.parts(options)) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new FormError(`${part.fieldname} is too long`);
        if (typeof part.value !== 'string') throw new FormError(`${part.fieldname} must be text`);
        const bad = findBadText(part.value, part.fieldname) ?? findBadText(part.fieldname, 'a field name');
        if (bad) throw new FormError(badTextMessage(bad));
        form.fields[part.fieldname] = part.value;
        continue;
      }
      const rule = rules.files[part.fieldname];
      if (!rule) throw new FormError(`Unexpected file field: ${part.fieldname}`);
      const bytes = await part.toBuffer().catch((error: unknown) => {
        throw isFileTooLarge(error) ? tooLarge(rule) : error;
      });
      // A form submitted with its file input left empty sends an empty, unnamed part: no file.
      if (bytes.length === 0 && !part.filename) continue;
      if (bytes.length > rule.maxBytes) throw tooLarge(rule);
      const format = sniffImage(bytes);
      if (!format || !rule.types.includes(format.type)) {
        throw new FormError(`${rule.label} must be a ${describeTypes(rule.types)} image`);
      }
      const received = (form.files[part.fieldname] ??= []);
      if (received.length >= (rule.maxCount ?? 1)) {
        throw new FormError(
          rule.tooMany ?? `${rule.label}: at most ${rule.maxCount ?? 1} file${(rule.maxCount ?? 1) > 1 ? 's' : ''}`,
        );
      }
      budget.admit(part.filename ? `${rule.label} "${part.filename}"` : rule.label, imageDimensions(bytes));
      received.push({ bytes, format, filename: part.filename });
    }
  } catch (error) {
    throw asFormError(error);
  }
  return form;
}

const isFileTooLarge = (error: unknown) => (error as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE';

/** The multipart plugin's and busboy's complaints about the request, as a 400 with a plain message. */
function asFormError(error: unknown): unknown {
  if (error instanceof FormError) return error;
  if (error instanceof PixelBudgetError) return new FormError(error.message);
  const code = (error as { code?: string })?.code;
  if (code === 'FST_FILES_LIMIT') return new FormError('Too many files');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return new FormError('Too many fields');
  if (code === 'FST_PROTO_VIOLATION') return new FormError('Invalid field name');
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') return new FormError('Invalid JSON field');
  if (code === 'FST_MP_PREMATURE_CLOSE') return new FormError('The upload was interrupted');
  // busboy's parse errors carry no code, only these words.
  if (error instanceof Error && !code && /multipart|boundary/i.test(error.message)) {
    return new FormError(`Malformed multipart body: ${error.message}`);
  }
  return error;
}
