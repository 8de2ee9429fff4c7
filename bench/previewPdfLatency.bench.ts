import { performance } from 'node:perf_hooks';
import { turboArea as area } from '@console/contract/areas';
import { rgbaPng } from 'api/testing';
import { startApi } from './apiServer';
import { report } from './report';

/** What the issue asked: while a server PDF builds, other clients are answered within this. */
const GOAL_MS = 100;

/**
 * `POST generate-preview-pdf` with 8 RGBA images of 2500 × 2500 (50 megapixels, within the pixel
 * budget, each decoded to split its alpha channel) on the real API, while another client calls
 * `GET /api/admin/me` back to back. Prints the slowest and the 95th-percentile answer of those calls
 * during the build, and the build's own time.
 */
export default async function previewPdfLatency(): Promise<void> {
  const api = await startApi();
  try {
    const image = `data:image/png;base64,${rgbaPng(2500, 2500).toString('base64')}`;
    const html = `<p>Latency</p>${`<img src="${image}">`.repeat(8)}`;
    const started = performance.now();
    let building = true;
    const pdf = fetch(`${api.url}/api${area.proof.apiBase}/generate-preview-pdf`, {
      method: 'POST',
      headers: { ...api.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ html }),
    }).then(async (response) => {
      await response.arrayBuffer();
      building = false;
      return response.status;
    });
    const latencies: number[] = [];
    while (building) {
      const at = performance.now();
      await (await fetch(`${api.url}/api/admin/me`, { headers: api.headers })).arrayBuffer();
      if (building) latencies.push(performance.now() - at);
    }
    const status = await pdf;
    const built = performance.now() - started;
    latencies.sort((a, b) => a - b);
    report(`preview PDF of 8 × 6.25 MP RGBA images (HTTP ${status})`, built, 'ms');
    report(`other calls answered during the build (${latencies.length})`, latencies.length, 'n');
    report('slowest other call during the build', latencies.at(-1) ?? 0, 'ms', { max: GOAL_MS });
    report(
      '95th percentile of other calls during the build',
      latencies[Math.floor(latencies.length * 0.95)] ?? 0,
      'ms',
      {
        max: GOAL_MS,
      },
    );
  } finally {
    await api.stop();
  }
}
