import { normalizeReport, ReportBlockWriter, type Report } from '@console/contract/reports';
import { sampleOriginal, sampleReport } from '@console/contract/testing';
import { REPORT_FIELDS, USES, type BlockRow } from './blockColumns';
import { blockLine } from './blockLine';
import { numberWords } from './blockWords';

type Stored = Record<string, unknown>;

const CODED_COLUMNS = ['agent', 'origin', 'catchBy', 'proofType', 'proofStatus', 'voidStatus', 'recordAddBy'];

/**
 * What blockColumnsQuery answers for these reports as stored: their own fields as the writer writes
 * them (PostgreSQL's part), their coded texts as stored, and their originals as stored (`originals`
 * JSON text, which a test can give as written, with numbers JSON cannot carry).
 */
function rowOf(
  stored: readonly Stored[],
  { canonical = true, originals }: { canonical?: boolean; originals?: string } = {},
): BlockRow {
  const own = new ReportBlockWriter().block(stored.map(normalizeReport));
  const json = JSON.stringify;
  return {
    canonical,
    print: 'print',
    id: json(own.id),
    day: json(own.day),
    user_name: json(own.userName),
    remark: json(own.remark),
    ac_balance: json(own.acBalance),
    after_void_balance: json(own.afterVoidBalance),
    created_at: json(own.createdAt),
    updated_at: json(own.updatedAt),
    version: json(own.version),
    ...Object.fromEntries(USES.map((field, i) => [field, json(stored.map((report) => report[CODED_COLUMNS[i]]))])),
    originals: originals ?? json(stored.map((report) => (Array.isArray(report.originals) ? report.originals : []))),
  };
}

/** The block's line as the stream writes it from numberWords' columns, read back. */
const lineOf = (row: BlockRow) =>
  JSON.parse(blockLine(new ReportBlockWriter(), numberWords(row)).toString()) as unknown;

/** The line ReportBlockWriter writes for these reports once normalizeReport has read them. */
const reference = (stored: readonly Stored[]) =>
  JSON.parse(JSON.stringify(new ReportBlockWriter().block(stored.map(normalizeReport)))) as unknown;

const reports: Report[] = [
  sampleReport({
    agent: 'agent-1',
    origin: '',
    originals: [
      sampleOriginal({ sportNames: ['Cricket', 'agent-2'], eventNames: ['Final'], marketNames: ['Toss', 'Cricket'] }),
      sampleOriginal({ sportNames: [], eventNames: ['Semi', 'Final'], marketNames: [] }),
    ],
  }),
  sampleReport({ agent: 'agent-2', recordAddBy: 'Final', originals: [] }),
  sampleReport({ agent: 'agent-1', originals: [sampleOriginal({ sportNames: ['Tennis'], eventNames: ['Final'] })] }),
];

describe('numberWords', () => {
  it('writes the originals and numbers the words in order of first use, as ReportBlockWriter does', () => {
    const row = rowOf(reports);
    const columns = numberWords(row);
    expect(columns.canonical).toBe(true);
    expect(lineOf(row)).toEqual(reference(reports as unknown as Stored[]));
    // The reports' own fields as PostgreSQL wrote them, and none of the uses.
    for (const field of REPORT_FIELDS) expect(columns[field]).toBe(row[field]);
    expect(Object.keys(columns).filter((key) => key.startsWith('uses_'))).toEqual([]);
  });

  it('takes stored words and originals as normalizeReport does, whatever was written', () => {
    const stored: Stored[] = [
      {
        ...reports[0],
        agent: ' agent-2 ',
        recordAddBy: '\u00a0admin',
        originals: [
          { sportNames: ['Cricket', '', ' Semi'], eventNames: [5, 'Final'], marketNames: 'Toss', pl: '12.5' },
          // An older record: one name a list, numbers as text, bets that are not all objects.
          {
            sportName: ' Tennis ',
            eventName: 'Open',
            pl: -0,
            betDetails: [{ odds: '2.5', stack: 10, time: ' 10:00 ' }, 7],
          },
          // Plain but for one value each: an empty name, a stack as text, a time as a number, a bet that is null.
          { sportNames: ['Cricket', ''], eventNames: ['Final'], marketNames: ['Toss'], pl: 1, betDetails: [] },
          {
            sportNames: ['Cricket'],
            eventNames: ['Final'],
            marketNames: ['Toss'],
            pl: 1,
            betDetails: [{ odds: 3, stack: '40', time: '11:00' }],
          },
          {
            sportNames: ['Cricket'],
            eventNames: ['Final'],
            marketNames: ['Toss'],
            pl: 1,
            betDetails: [{ odds: 2, stack: 5, time: 930 }],
          },
          { sportNames: ['Cricket'], eventNames: ['Final'], marketNames: ['Toss'], pl: 1, betDetails: [null] },
          null,
          'an original',
          { sportNames: null, eventNames: [null, 'Final'], marketNames: [], betDetails: 'none', pl: Number.NaN },
        ],
      },
      { ...reports[1], originals: 'none' },
      { ...reports[2], origin: 12, catchBy: null },
    ];
    const row = rowOf(stored);
    expect(numberWords(row).canonical).toBe(true);
    expect(lineOf(row)).toEqual(reference(stored));
    // Numbers out of JavaScript's range as PostgreSQL writes them (in full): normalizeReport reads 0.
    const huge = `1${'0'.repeat(400)}`;
    const written = JSON.stringify(reports.map((report) => report.originals)).replace('"pl":', `"pl":${huge},"was":`);
    expect(lineOf(rowOf(reports as unknown as Stored[], { originals: written }))).toEqual(
      reference(JSON.parse(written).map((originals: unknown, n: number) => ({ ...reports[n], originals }))),
    );
  });

  it('leaves to normalizeReport a block whose own fields PostgreSQL found it would change', () => {
    expect(numberWords(rowOf(reports as unknown as Stored[], { canonical: false }))).toMatchObject({
      canonical: false,
      texts: '[]',
      codes: '{}',
      pl: '[]',
    });
  });
});
