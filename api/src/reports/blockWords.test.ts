import { CODED_FIELDS, NAME_LISTS, ReportBlockWriter, type Report } from '@console/contract/reports';
import { sampleOriginal, sampleReport } from '@console/contract/testing';
import { USES, type BlockRow } from './blockColumns';
import { numberWords } from './blockWords';

/** What blockColumnsQuery answers for these reports (as stored), with the columns numberWords passes on. */
function rowOf(reports: readonly Report[], canonical = true): BlockRow {
  const originals = reports.flatMap((report) => report.originals);
  const uses = [
    ...CODED_FIELDS.map((field) => reports.map((report) => report[field])),
    ...NAME_LISTS.map((list) => originals.map((one) => one[list])),
  ];
  return {
    canonical,
    print: 'print',
    id: JSON.stringify(reports.map((report) => report._id)),
    originals: JSON.stringify(reports.map((report) => report.originals.length)),
    ...Object.fromEntries(USES.map((field, i) => [field, JSON.stringify(uses[i])])),
  } as unknown as BlockRow;
}

const reports = [
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
  it('numbers the words in order of first use, and the uses into them, as ReportBlockWriter does', () => {
    const block = numberWords(rowOf(reports));
    const line = new ReportBlockWriter().block(reports);
    expect(block.canonical).toBe(true);
    expect(JSON.parse(block.texts)).toEqual(line.words);
    const codes = JSON.parse(block.codes) as Record<string, number[]>;
    CODED_FIELDS.forEach((field, i) => expect(codes[i + 1]).toEqual(line.codes[field]));
    NAME_LISTS.forEach((list, i) => expect(codes[CODED_FIELDS.length + i + 1]).toEqual(line.names[list]));
    // The other columns as they came, without the uses.
    expect(block).toMatchObject({ print: 'print', originals: '[2,0,1]' });
    expect(Object.keys(block).filter((key) => key.startsWith('uses_'))).toEqual([]);
  });

  it('leaves to normalizeReport a block whose words it would change, or that PostgreSQL found it would', () => {
    const spoiled = (change: (uses: unknown[][]) => void) => {
      const row = rowOf(reports);
      const uses = USES.map((field) => JSON.parse(row[field]) as unknown[]);
      change(uses);
      USES.forEach((field, i) => (row[field] = JSON.stringify(uses[i])));
      return numberWords(row).canonical;
    };
    expect(spoiled(() => undefined)).toBe(true);
    expect(spoiled((uses) => (uses[0][1] = 'agent-2 '))).toBe(false);
    expect(spoiled((uses) => (uses[6][2] = '\u00a0admin'))).toBe(false);
    expect(spoiled((uses) => (uses[7][0] = ['Cricket', '']))).toBe(false);
    expect(spoiled((uses) => (uses[8][1] = [' Semi']))).toBe(false);
    expect(spoiled((uses) => (uses[9][2] = [5]))).toBe(false);
    expect(spoiled((uses) => (uses[9][2] = 'Toss'))).toBe(false);
    expect(numberWords(rowOf(reports, false))).toMatchObject({ canonical: false, texts: '[]', codes: '{}' });
  });
});
