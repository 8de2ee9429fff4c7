import { apiUrl } from '@console/platform';

/** Where the browser loads a logo from: an absolute URL as is, a stored path under /api/. */
export function logoSrc(logo: string | null | undefined): string | null {
  const path = logo?.trim();
  if (!path) return null;
  if (/^(https?:)?\/\//i.test(path) || /^(data|blob):/i.test(path)) return path;
  return apiUrl(path);
}

/** A colour lacking its leading '#' gets one (spec §5). */
export function withHash(colour: string): string {
  const value = colour.trim();
  return value && !value.startsWith('#') ? `#${value}` : value;
}

export const LOGO_TYPES = ['jpeg', 'jpg', 'png', 'gif'] as const;
export const LOGO_ACCEPT = '.jpeg,.jpg,.png,.gif,image/jpeg,image/png,image/gif';

/** Whether a chosen file is one of the accepted image types (the server checks the content too). */
export function isAcceptedLogo(file: File): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (LOGO_TYPES as readonly string[]).includes(extension);
}
