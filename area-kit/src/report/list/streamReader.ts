import { addBlock, ReportTableBuilder, type ReportStreamLine, type ReportTable } from '@console/contract/reports';

const INCOMPLETE = 'The list arrived incomplete; please try again';

/**
 * Reads the columns call's JSON lines as their bytes arrive (chunks cut anywhere, even inside a
 * character): the head, each block added to the columns at once, the end checked against the head.
 */
export class ReportStreamReader {
  private readonly decoder = new TextDecoder();
  private rest = '';
  private readonly builder = new ReportTableBuilder();
  tag: string | null = null;
  expected = 0;
  private ended = false;

  /** Takes a chunk; answers how many reports have arrived so far. Throws for a line that is not the list's. */
  push(bytes: Uint8Array): number {
    try {
      this.lines(this.decoder.decode(bytes, { stream: true }));
    } catch {
      // Bytes mangled on the way (a proxy, a cut): to the person, the list did not arrive whole.
      throw new Error(INCOMPLETE);
    }
    return this.builder.size;
  }

  /** The whole list, once the end line came and the count is the head's; throws for a list cut short. */
  finish(): { tag: string; table: ReportTable } {
    this.lines(this.decoder.decode());
    if (this.rest.trim()) this.line(this.rest);
    if (!this.ended || this.tag === null || this.builder.size !== this.expected) throw new Error(INCOMPLETE);
    return { tag: this.tag, table: this.builder.table() };
  }

  private lines(text: string) {
    const parts = (this.rest + text).split('\n');
    this.rest = parts.pop() ?? '';
    for (const part of parts) if (part.trim()) this.line(part);
  }

  private line(text: string) {
    const line = JSON.parse(text) as ReportStreamLine;
    if (line.kind === 'head') {
      this.tag = line.revision;
      this.expected = line.count;
    } else if (line.kind === 'block') addBlock(this.builder, line);
    else this.ended = line.count === this.expected;
  }
}
