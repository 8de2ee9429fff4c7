import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEml, type ParsedMail } from './eml';
import { outboxDir } from '../../src/mail/mailer';

export interface OutboxMail extends ParsedMail {
  file: string;
}

/** Every message in `dataDir/outbox/`, oldest first (the file names start with the time). */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = outboxDir(dataDir);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      return { file, ...(await parseEml(await readFile(file))) };
    }),
  );
}

/** The newest message matching `match`, waiting for it to be written (for tests; rejects after `timeoutMs`). */
export async function waitForMail(
  dataDir: string,
  match: (mail: OutboxMail) => boolean,
  timeoutMs = 10_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(dataDir)).filter(match).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail in ${outboxDir(dataDir)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
