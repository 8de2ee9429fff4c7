import { storedImages, testProof } from '../testProof';
import { activeFilterCount, defaultFilters, filterProofs } from './proofFilters';

describe('proof filters', () => {
  it('start from the 2nd of the Kolkata month to today, or from the 2nd of the previous month on the 1st', () => {
    expect(defaultFilters(new Date('2026-03-10T09:00:00Z'))).toMatchObject({
      dateFrom: '2026-03-02',
      dateTo: '2026-03-10',
      user: '',
    });
    // 1 April 2026, 01:00 in Kolkata (still 31 March in UTC).
    expect(defaultFilters(new Date('2026-03-31T19:30:00Z'))).toMatchObject({
      dateFrom: '2026-03-02',
      dateTo: '2026-04-01',
    });
  });

  const proofs = [
    testProof({
      _id: 'a',
      user: 'Punter42',
      amount: 100,
      profitAndLoss: -50,
      date: '2026-03-03',
      eventName: 'India v Aus',
    }),
    testProof({
      _id: 'b',
      user: 'other',
      eventName: 'Chelsea v Arsenal',
      amount: 900,
      profitAndLoss: 300,
      date: '2026-03-09',
      images: storedImages(1, 1),
    }),
    testProof({
      _id: 'c',
      user: 'third',
      amount: 500,
      profitAndLoss: 0,
      date: '2026-02-20',
      sport: { _id: 's2', name: 'Tennis' },
    }),
  ];
  const ids = (filters: Partial<ReturnType<typeof defaultFilters>>) =>
    filterProofs(proofs, { ...defaultFilters(new Date('2026-03-10T09:00:00Z')), ...filters }).map((proof) => proof._id);

  it('keep the default range, text that contains the term in any case, lists by id and inclusive ranges', () => {
    expect(ids({})).toEqual(['a', 'b']);
    expect(ids({ dateFrom: '' })).toEqual(['a', 'b', 'c']);
    expect(ids({ user: 'PUNTER' })).toEqual(['a']);
    expect(ids({ event: 'aus' })).toEqual(['a']);
    expect(ids({ amountMin: '100', amountMax: '900' })).toEqual(['a', 'b']);
    expect(ids({ amountMin: '101' })).toEqual(['b']);
    expect(ids({ profitAndLossMax: '-50' })).toEqual(['a']);
    expect(ids({ dateFrom: '', sportId: 's2' })).toEqual(['c']);
    expect(ids({ amountMin: 'abc' })).toEqual(['a', 'b']);
  });

  it('count the filters a person changed', () => {
    const defaults = defaultFilters(new Date('2026-03-10T09:00:00Z'));
    expect(activeFilterCount(defaults, defaults)).toBe(0);
    expect(activeFilterCount({ ...defaults, user: 'x', dateFrom: '' }, defaults)).toBe(2);
  });
});
