import { normalizeReport } from './normalize';

describe('normalizeReport', () => {
  it('turns an older record with single sport, event and market names into lists', () => {
    const report = normalizeReport({
      _id: 'old1',
      date: '2025-11-20T00:00:00.000Z',
      userName: ' punter ',
      originals: [
        {
          sportName: 'Soccer',
          eventName: 'Derby',
          marketName: 'Over 2.5',
          pl: '12.5',
          betDetails: [{ odds: '2', stack: 10, time: '10:00:00' }],
        },
      ],
      acBalance: '100',
    });
    expect(report).toMatchObject({
      _id: 'old1',
      date: '2025-11-20',
      userName: 'punter',
      acBalance: 100,
      originals: [
        {
          sportNames: ['Soccer'],
          eventNames: ['Derby'],
          marketNames: ['Over 2.5'],
          pl: 12.5,
          betDetails: [{ odds: 2, stack: 10, time: '10:00:00' }],
        },
      ],
    });
  });

  it('keeps lists, drops blank names and defaults missing numbers to 0', () => {
    const report = normalizeReport({
      originals: [{ sportNames: ['Cricket', ' ', 'Tennis'], eventNames: ['A'], marketNames: ['M'] }],
    });
    expect(report.originals[0]).toEqual({
      sportNames: ['Cricket', 'Tennis'],
      eventNames: ['A'],
      marketNames: ['M'],
      pl: 0,
      betDetails: [],
    });
    expect(report.afterVoidBalance).toBe(0);
  });
});
