import { OriginWorker } from './originWorker';

describe('OriginWorker', () => {
  const started: Array<{ url: string; options?: WorkerOptions }> = [];
  const blobs: Blob[] = [];
  beforeAll(() => {
    globalThis.Worker = class {
      constructor(url: URL | string, options?: WorkerOptions) {
        started.push({ url: String(url), options });
      }
    } as unknown as typeof Worker;
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return `blob:${location.origin}/bootstrap-${blobs.length}`;
    };
  });
  beforeEach(() => {
    started.length = 0;
    blobs.length = 0;
  });

  it("starts a script of the page's own origin directly", () => {
    new OriginWorker(new URL('/remotes/turbo/report-list.js', location.href), { name: 'report-list' });
    expect(started).toEqual([
      { url: `${location.origin}/remotes/turbo/report-list.js`, options: { name: 'report-list' } },
    ]);
    expect(blobs).toHaveLength(0);
  });

  it('starts a script of another origin from a blob: bootstrap of this origin that imports it', async () => {
    new OriginWorker(new URL('https://cdn.example.com/forex/report-list.js'), { name: 'report-list' });
    expect(started).toEqual([{ url: `blob:${location.origin}/bootstrap-1`, options: { name: 'report-list' } }]);
    expect(await blobs[0].text()).toBe('importScripts("https://cdn.example.com/forex/report-list.js");');
  });
});
