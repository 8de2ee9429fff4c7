import { defaultReportFilters, emptyReportFilters, type ReportFilters } from './filters';
import { indexReports, pageOfReports, queryReports } from './query';
import { sampleOriginal, sampleReport } from '../../testing/reports';

const bet = (odds: number, stack: number, time = '10:00:00') => ({ odds, stack, time });

const reports = [
  sampleReport({
    _id: 'a',
    date: '2026-03-03',
    userName: 'Ravi',
    agent: 'north',
    catchBy: 'Agent',
    remark: 'see https://proofs.example/1',
    acBalance: 100,
    afterVoidBalance: 90,
    originals: [
      sampleOriginal({
        sportNames: ['Cricket'],
        eventNames: ['IPL Final'],
        pl: 10,
        betDetails: [bet(1.5, 20), bet(2.5, 30)],
      }),
      sampleOriginal({ sportNames: ['Tennis'], eventNames: ['Open'], pl: -4, betDetails: [bet(3, 5)] }),
    ],
  }),
  sampleReport({
    _id: 'b',
    date: '2026-03-10',
    userName: 'asha',
    agent: 'south',
    catchBy: 'Staff 1',
    voidStatus: 'Not Void',
    acBalance: 300,
    afterVoidBalance: 250,
    originals: [
      sampleOriginal({ sportNames: ['Soccer'], marketNames: ['Over 2.5'], pl: 40, betDetails: [bet(1.2, 100)] }),
    ],
  }),
  sampleReport({
    _id: 'c',
    date: '2026-02-20',
    userName: 'Zed',
    agent: 'north',
    proofStatus: 'Not Submit',
    acBalance: 50,
    afterVoidBalance: 0,
    originals: [sampleOriginal({ pl: 7, betDetails: [bet(9, 1)] })],
  }),
];

const index = indexReports(reports);
const ids = (filters: Partial<ReportFilters>, sort: Parameters<typeof queryReports>[2] = null) =>
  Array.from(queryReports(index, { ...emptyReportFilters(), ...filters }, sort).matches, (i) => reports[i]._id);

describe('queryReports', () => {
  it('keeps the list order without a sort and every report without filters', () => {
    expect(ids({})).toEqual(['a', 'b', 'c']);
  });

  it('filters by date range, inclusive', () => {
    expect(ids({ startDate: '2026-03-03', endDate: '2026-03-09' })).toEqual(['a']);
    expect(ids({ endDate: '2026-03-03' })).toEqual(['a', 'c']);
  });

  it('searches across user, agent, origin, sport, event, market, catch by, proof, void and remark, ignoring case', () => {
    expect(ids({ searchTerm: 'ASHA' })).toEqual(['b']);
    expect(ids({ searchTerm: 'tennis' })).toEqual(['a']);
    expect(ids({ searchTerm: 'over 2' })).toEqual(['b']);
    expect(ids({ searchTerm: 'staff 1' })).toEqual(['b']);
    expect(ids({ searchTerm: 'not submit' })).toEqual(['c']);
    expect(ids({ searchTerm: 'not void' })).toEqual(['b']);
    expect(ids({ searchTerm: 'proofs.example' })).toEqual(['a']);
    expect(ids({ searchTerm: 'nothing like this' })).toEqual([]);
  });

  it('matches text fields by part and list fields by any entry', () => {
    expect(ids({ agent: 'NOR' })).toEqual(['a', 'c']);
    expect(ids({ eventName: 'open' })).toEqual(['a']);
    expect(ids({ marketName: 'over' })).toEqual(['b']);
    expect(ids({ remark: 'https' })).toEqual(['a']);
  });

  it('finds each report by its own text when another report holds letters that lowercase longer', () => {
    const unicode = [sampleReport({ _id: 'x', origin: 'İİİİ Istanbul' }), sampleReport({ _id: 'y', origin: 'Pune' })];
    const unicodeIndex = indexReports(unicode);
    const found = (origin: string) =>
      Array.from(queryReports(unicodeIndex, { ...emptyReportFilters(), origin }, null).matches, (i) => unicode[i]._id);
    expect(found('pune')).toEqual(['y']);
    expect(found('istanbul')).toEqual(['x']);
  });

  it('matches dropdown fields exactly', () => {
    expect(ids({ sportName: 'Tennis' })).toEqual(['a']);
    expect(ids({ sportName: 'Tenn' })).toEqual([]);
    expect(ids({ catchBy: 'Agent' })).toEqual(['a', 'c']);
    expect(ids({ voidStatus: 'Void' })).toEqual(['a', 'c']);
    expect(ids({ proofStatus: 'Submitted' })).toEqual(['a', 'b']);
  });

  it('matches min/max ranges on P&L, odds and stack by any original or bet, and on the balances', () => {
    expect(ids({ pl: { min: '', max: '0' } })).toEqual(['a']);
    expect(ids({ odds: { min: '2.5', max: '3' } })).toEqual(['a']);
    expect(ids({ stack: { min: '50', max: '' } })).toEqual(['b']);
    expect(ids({ acBalance: { min: '60', max: '300' } })).toEqual(['a', 'b']);
    expect(ids({ afterVoidBalance: { min: '0', max: '0' } })).toEqual(['c']);
    expect(ids({ pl: { min: 'abc', max: '' } })).toEqual(['a', 'b', 'c']);
  });

  it('sums P&L, stack and both balances over every filtered report', () => {
    const all = queryReports(index, emptyReportFilters(), null);
    expect(all.totals).toEqual({
      pl: 10 - 4 + 40 + 7,
      stack: 20 + 30 + 5 + 100 + 1,
      acBalance: 450,
      afterVoidBalance: 340,
    });
    const north = queryReports(index, { ...emptyReportFilters(), agent: 'north' }, null);
    expect(north.totals).toEqual({ pl: 13, stack: 56, acBalance: 150, afterVoidBalance: 90 });
  });

  it('sorts by a column both ways, ties in list order', () => {
    expect(ids({}, { key: 'date', direction: 'desc' })).toEqual(['b', 'a', 'c']);
    expect(ids({}, { key: 'userName', direction: 'asc' })).toEqual(['b', 'a', 'c']);
    expect(ids({}, { key: 'stack', direction: 'desc' })).toEqual(['b', 'a', 'c']);
    expect(ids({}, { key: 'agent', direction: 'asc' })).toEqual(['a', 'c', 'b']);
    expect(ids({}, { key: 'agent', direction: 'desc' })).toEqual(['b', 'a', 'c']);
    expect(ids({ agent: 'north' }, { key: 'pl', direction: 'asc' })).toEqual(['a', 'c']);
  });
});

describe('paging', () => {
  it('gives the reports of a page, clamped to the last page', () => {
    const { matches } = queryReports(index, emptyReportFilters(), { key: 'date', direction: 'asc' });
    expect(pageOfReports(index, matches, 2, 2).map((r) => r._id)).toEqual(['b']);
    expect(pageOfReports(index, matches, 9, 2).map((r) => r._id)).toEqual(['b']);
  });
});

describe('defaultReportFilters', () => {
  it('runs from the 2nd of the month to today in Kolkata', () => {
    expect(defaultReportFilters(new Date('2026-03-15T10:00:00Z'))).toMatchObject({
      startDate: '2026-03-02',
      endDate: '2026-03-15',
    });
    expect(defaultReportFilters(new Date('2026-03-01T10:00:00Z'))).toMatchObject({
      startDate: '2026-02-02',
      endDate: '2026-03-01',
    });
  });
});
