import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom has no fetch. Tests that talk HTTP through ky (with a fake `fetch` they install) need the
 * fetch family, so this environment lends Node's classes to the jsdom window. `Request` resolves a
 * relative URL against the page's address, as a browser does (ky's prefixUrl is the relative '/api').
 * It is the default environment of every browser-side jest project (jest.preset.cts).
 */
/**
 * Node's Request (Node 22 and later) refuses an AbortSignal that is not its own, and ky aborts through
 * the page's (jsdom's) AbortController: a Node signal that follows the page's stands in for it.
 */
function nodeSignal(signal: AbortSignal): AbortSignal {
  // Typed alike, so TypeScript would narrow the page's signal away after the instanceof.
  if ((signal as unknown) instanceof AbortSignal) return signal;
  const controller = new AbortController();
  if (signal.aborted) controller.abort(signal.reason);
  else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return controller.signal;
}

export default class JsdomWithFetch extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const window = this.global as unknown as typeof globalThis;
    class BrowserRequest extends Request {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        const url = typeof input === 'string' ? new URL(input, window.location.href) : input;
        super(url, init?.signal ? { ...init, signal: nodeSignal(init.signal) } : init);
      }
    }
    // FormData, File and Blob too: Node's Request cannot read jsdom's, so a multipart upload would hang.
    // TransformStream: ky streams a download through one to report its progress.
    Object.assign(window, {
      fetch,
      Request: BrowserRequest,
      Response,
      Headers,
      ReadableStream,
      TransformStream,
      TextEncoder,
      TextDecoder,
      FormData,
      File,
      Blob,
      // IndexedDB (fake-indexeddb in tests) stores values as structured clones.
      structuredClone,
    });
    // jsdom's crypto has no `subtle`: the report list seals what it keeps with WebCrypto (AES-GCM).
    Object.defineProperty(window, 'crypto', { value: globalThis.crypto, configurable: true });
  }
}
