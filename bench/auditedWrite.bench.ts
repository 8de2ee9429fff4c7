import { performance } from 'node:perf_hooks';
import { benchNote, benchNoteWrite } from 'api/testing';
import { startApi } from './apiServer';
import { median, report } from './report';

const ROUNDS = 300;

/**
 * What an audit entry adds to a write: the same note update in its own transaction, ROUNDS times
 * without and with its audit entry (interleaved, so both see the same load), medians compared. Then
 * the whole audited, versioned call over HTTP for scale.
 */
export default async function auditedWrite() {
  const api = await startApi();
  try {
    const { db } = api.connection;
    const id = await benchNote(db);
    const plain: number[] = [];
    const audited: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      let start = performance.now();
      await benchNoteWrite(db, id, `plain ${round}`, false);
      plain.push(performance.now() - start);
      start = performance.now();
      await benchNoteWrite(db, id, `audited ${round}`, true);
      audited.push(performance.now() - start);
    }
    report(`note update in a transaction, median of ${ROUNDS}`, median(plain), 'ms');
    report(`the same with its audit entry, median of ${ROUNDS}`, median(audited), 'ms');
    report('audit entry overhead on the median write', median(audited) - median(plain), 'ms', { max: 2 });

    const http: number[] = [];
    for (let round = 0; round < 50; round += 1) {
      const start = performance.now();
      const response = await fetch(`${api.url}/api/note/${id}`, {
        method: 'PUT',
        headers: { ...api.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ note: `http ${round}` }),
      });
      http.push(performance.now() - start);
      if (response.status !== 200) throw new Error(`PUT /api/note answered ${response.status}`);
    }
    report('PUT /api/note/:id (audited, versioned), median of 50', median(http), 'ms');
  } finally {
    await api.stop();
  }
}
