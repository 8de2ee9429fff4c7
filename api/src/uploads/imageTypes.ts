/** Image formats the API accepts, recognised by their first bytes, never by a file name or a client's word. */
export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp';

export interface ImageFormat {
  type: ImageType;
  /** What people call it in messages. */
  label: string;
  mime: string;
  extension: string;
}

export const IMAGE_FORMATS: Record<ImageType, ImageFormat> = {
  jpeg: { type: 'jpeg', label: 'JPEG', mime: 'image/jpeg', extension: 'jpg' },
  png: { type: 'png', label: 'PNG', mime: 'image/png', extension: 'png' },
  gif: { type: 'gif', label: 'GIF', mime: 'image/gif', extension: 'gif' },
  webp: { type: 'webp', label: 'WebP', mime: 'image/webp', extension: 'webp' },
};

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image format of `bytes`, from its magic number; undefined for anything else. */
export function sniffImage(bytes: Buffer): ImageFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return IMAGE_FORMATS.jpeg;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return IMAGE_FORMATS.png;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return IMAGE_FORMATS.gif;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return IMAGE_FORMATS.webp;
  return undefined;
}

/** "JPEG, PNG or GIF". */
export function describeTypes(types: readonly ImageType[]): string {
  const labels = types.map((type) => IMAGE_FORMATS[type].label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : labels.join('');
}
