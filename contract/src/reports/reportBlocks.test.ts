import { emptyReportFilters } from './filters';
import { addBlock, ReportBlockWriter } from './reportBlocks';
import { queryReports } from './query';
import { indexTable } from './reportIndex';
import { reportAt, ReportTableBuilder, tableOf } from './reportTable';
import { sampleOriginal, sampleReport } from '../../testing/reports';
import type { Report } from './types';

const bet = (odds: number, stack: number, time: string) => ({ odds, stack, time });

/** Reports with the shapes a list holds: several originals and bets, none at all, empty names, no dates. */
const reports: Report[] = [
  sampleReport({
    _id: 'a',
    createdAt: '2026-03-03T10:00:00.000Z',
    updatedAt: '2026-03-04T10:00:00.000Z',
    originals: [
      sampleOriginal({
        sportNames: ['Cricket', 'Tennis'],
        eventNames: ['Final'],
        marketNames: [],
        pl: -12.5,
        betDetails: [bet(1.5, 20, '09:00:00'), bet(2.25, 30, '09:30:00')],
      }),
      sampleOriginal({ sportNames: ['Soccer'], pl: 40, betDetails: [] }),
    ],
  }),
  sampleReport({ _id: 'b', date: '', originals: [], remark: 'réservé — ünïcode', agent: 'agent-b' }),
  sampleReport({ _id: 'c', date: '2026-12-31', catchBy: 'Staff 1', voidStatus: 'Not Void', origin: '' }),
  sampleReport({ _id: 'd', originals: [sampleOriginal(), sampleOriginal({ eventNames: ['Final'], pl: 0 })] }),
];

describe('report columns', () => {
  it('give back every report exactly as it went in', () => {
    const table = tableOf(reports);
    expect(table.size).toBe(reports.length);
    expect(reports.map((_, i) => reportAt(table, i))).toEqual(reports);
  });

  it('number each repeated text once', () => {
    const table = tableOf(reports);
    expect(table.words.filter((word) => word === 'Final')).toHaveLength(1);
    expect(table.codes.catchBy[0]).toBe(table.codes.catchBy[1]);
  });
});

describe('report blocks (the columns call)', () => {
  it('rebuild the same columns block by block, each block sending only the words it adds', () => {
    const writer = new ReportBlockWriter();
    const blocks = [
      writer.block(reports.slice(0, 1)),
      writer.block(reports.slice(1, 3)),
      writer.block(reports.slice(3)),
    ];
    // Through JSON, as they travel.
    const received = blocks.map((block) => JSON.parse(JSON.stringify(block)));
    const builder = new ReportTableBuilder();
    for (const block of received) addBlock(builder, block);

    expect(builder.table()).toEqual(tableOf(reports));
    expect(blocks[2].words).not.toContain('Final');
    expect(blocks[0].words).toContain('Final');
  });

  it('filter and total the same as the reports themselves', () => {
    const writer = new ReportBlockWriter();
    const builder = new ReportTableBuilder();
    addBlock(builder, JSON.parse(JSON.stringify(writer.block(reports))));
    const fromBlocks = queryReports(
      indexTable(builder.table()),
      { ...emptyReportFilters(), searchTerm: 'final' },
      null,
    );
    const direct = queryReports(indexTable(tableOf(reports)), { ...emptyReportFilters(), searchTerm: 'final' }, null);
    expect(Array.from(fromBlocks.matches)).toEqual([0, 3]);
    expect(fromBlocks).toEqual(direct);
  });

  it('number the words another side listed as the writer numbers them', () => {
    const writer = new ReportBlockWriter();
    const first = writer.block(reports.slice(0, 1));
    const other = new ReportBlockWriter();
    expect(other.number(first.words)).toEqual({ numbers: first.words.map((_, i) => i), words: first.words });
    const again = other.number(['Final', 'new word', first.words[0], 'new word']);
    const n = first.words.length;
    expect(again).toEqual({ numbers: [first.words.indexOf('Final'), n, 0, n], words: ['new word'] });
  });

  it('rebuild a list longer than the columns first hold (they grow as blocks arrive)', () => {
    const many = Array.from({ length: 2500 }, (_, n) => ({ ...reports[n % reports.length], _id: `r${n}` }));
    const writer = new ReportBlockWriter();
    const builder = new ReportTableBuilder();
    for (let at = 0; at < many.length; at += 700)
      addBlock(builder, JSON.parse(JSON.stringify(writer.block(many.slice(at, at + 700)))));
    expect(builder.table()).toEqual(tableOf(many));
  });

  it('take a block made before versions as version 0, and refuse one whose columns do not agree', () => {
    const { version: _version, ...older } = new ReportBlockWriter().block(reports);
    const builder = new ReportTableBuilder();
    addBlock(builder, older);
    expect(Array.from(builder.table().version)).toEqual(reports.map(() => 0));

    const block = new ReportBlockWriter().block(reports);
    const broken = [
      { ...block, day: block.day.slice(1) },
      { ...block, pl: [...block.pl, 1] },
      { ...block, odds: block.odds.slice(1) },
      { ...block, names: { ...block.names, eventNames: block.names.eventNames.slice(1) } },
      { ...block, codes: { ...block.codes, agent: [] } },
    ];
    for (const one of broken)
      expect(() => addBlock(new ReportTableBuilder(), one)).toThrow('a block whose columns do not agree');
  });

  it('an empty block changes nothing', () => {
    const builder = new ReportTableBuilder();
    addBlock(builder, new ReportBlockWriter().block([]));
    expect(builder.table()).toEqual(tableOf([]));
  });
});
