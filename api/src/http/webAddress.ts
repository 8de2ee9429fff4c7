/**
 * Whether `value` is an http(s) address with a host, and nothing else: no `javascript:`, `data:`,
 * `vbscript:` or `file:` (however encoded), no spaces or control characters, no credentials. The
 * WHATWG URL parser decides, the one browsers use, so what passes here is what a browser would open.
 */
export function isWebAddress(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (/[\s\u0000-\u001f\u007f-\u009f]/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username && !url.password
  );
}
