import { PassThrough, type Readable } from 'node:stream';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AreaKey } from '@console/contract/areas';
import { ReportBlockWriter, type ReportStreamLine } from '@console/contract/reports';
import type { Database } from '../db';
import { reports, type ReportRow } from '../db/schema';
import { revisionTag } from '../revisions/listRevision';
import { toWire } from './wire';

/**
 * Reports per block: big enough to keep the per-line cost small, small enough to index as they come
 * and to leave the server's event loop to other requests between blocks.
 */
export const BLOCK_SIZE = 2000;

export interface ReportStream {
  /** The revision the streamed list is at (its ETag). */
  tag: string;
  count: number;
  /** NDJSON lines: head, blocks, end (@console/contract/reports reportBlocks.ts). */
  body: Readable;
}

class ReaderGone extends Error {}

/** Waits until the reader has taken what was written, or has gone. */
function drainedOrClosed(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

const line = (value: ReportStreamLine) => `${JSON.stringify(value)}\n`;

/**
 * One area's reports in the list's order (newest day, then newest record), read block by block in
 * one repeatable-read snapshot, so the tag, the count and every block describe the same list however
 * long the reader takes. Resolves once the head is known; the blocks follow as the reader consumes
 * them (backpressure), and a reader that goes away ends the read.
 */
export function streamReports(db: Database, area: AreaKey): Promise<ReportStream> {
  return new Promise((resolve, reject) => {
    const body = new PassThrough();
    let started = false;
    const write = async (text: string) => {
      if (!body.destroyed && !body.write(text)) await drainedOrClosed(body);
      if (body.destroyed) throw new ReaderGone();
    };
    db.transaction(
      async (tx) => {
        const tag = await revisionTag(tx, area, 'reports');
        const [{ count }] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(reports)
          .where(eq(reports.area, area));
        started = true;
        resolve({ tag, count, body });
        await write(line({ kind: 'head', revision: tag, count }));
        const writer = new ReportBlockWriter();
        // Keyset paging over the (area, date, id) index: each block starts where the last one ended.
        let last: ReportRow | undefined;
        for (;;) {
          const rows = await tx
            .select()
            .from(reports)
            .where(
              and(
                eq(reports.area, area),
                last ? sql`(${reports.date}, ${reports.id}) < (${last.date}, ${last.id})` : undefined,
              ),
            )
            .orderBy(desc(reports.date), desc(reports.id))
            .limit(BLOCK_SIZE);
          if (rows.length === 0) break;
          await write(line(writer.block(rows.map(toWire))));
          last = rows.at(-1);
        }
        await write(line({ kind: 'end', count }));
        body.end();
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    ).catch((error: unknown) => {
      if (!started) reject(error instanceof Error ? error : new Error(String(error)));
      else if (!(error instanceof ReaderGone)) body.destroy(error as Error);
    });
  });
}
