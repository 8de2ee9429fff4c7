/** A path for the API client (ky's prefix is /api, and ky wants no leading slash): apiPath('/note', id). */
export function apiPath(base: string, ...parts: string[]): string {
  return [base, ...parts.map((part) => encodeURIComponent(part))]
    .join('/')
    .replace(/^\/+/, '')
    .replace(/\/{2,}/g, '/');
}
