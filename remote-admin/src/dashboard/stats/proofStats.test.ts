import { dayBounds } from './dashboardDate';
import { indexProofs, proofStats } from './proofStats';

const proof = (date: unknown, proofMaker: unknown, whitelabel: unknown, user = 'punter') => ({
  date,
  proofMaker,
  user,
  whitelabel_user: whitelabel === undefined ? undefined : { _id: 'w', whitelabel_user: whitelabel },
});

const MARCH = dayBounds('2026-03-01', '2026-03-31');

describe('proof statistics', () => {
  it('counts proofs by proof maker and caught users by whitelabel within the range, most first', () => {
    const index = indexProofs(
      [
        proof('2026-03-02', 'asha', 'RoyalBet', 'u1'),
        proof('05-03-2026', 'asha', 'RoyalBet', 'u2'),
        proof('2026-03-09T09:00:00Z', 'ravi', 'LuckyAce', 'u3'),
        proof('2026-04-01', 'ravi', 'LuckyAce', 'u4'), // outside
        proof('garbage', 'ravi', 'LuckyAce', 'u5'), // invalid: excluded
      ],
      'whitelabel_user',
    );
    expect(proofStats(index, MARCH)).toEqual({
      proofs: 3,
      clients: 3,
      byMaker: [
        { name: 'asha', count: 2 },
        { name: 'ravi', count: 1 },
      ],
      usersByWhitelabel: [
        { name: 'RoyalBet', count: 2 },
        { name: 'LuckyAce', count: 1 },
      ],
    });
  });

  it('groups a missing or blank proof maker and a missing whitelabel as Unknown', () => {
    const index = indexProofs(
      [
        proof('2026-03-02', '', 'RoyalBet', 'a'),
        proof('2026-03-02', undefined, undefined, 'b'),
        proof('2026-03-02', '  ', { not: 'a name' }, 'c'),
      ],
      'whitelabel_user',
    );
    const stats = proofStats(index, MARCH);
    expect(stats.byMaker).toEqual([{ name: 'Unknown', count: 3 }]);
    expect(stats.usersByWhitelabel).toEqual([
      { name: 'Unknown', count: 2 },
      { name: 'RoyalBet', count: 1 },
    ]);
  });

  it('counts a client caught twice once (users ignoring case), per whitelabel', () => {
    const index = indexProofs(
      [
        proof('2026-03-02', 'asha', 'RoyalBet', 'Punter7'),
        proof('2026-03-03', 'ravi', 'RoyalBet', 'punter7 '),
        proof('2026-03-03', 'ravi', 'LuckyAce', 'punter7'),
      ],
      'whitelabel_user',
    );
    const stats = proofStats(index, MARCH);
    expect(stats.proofs).toBe(3);
    expect(stats.clients).toBe(2);
    expect(stats.usersByWhitelabel).toEqual([
      { name: 'LuckyAce', count: 1 },
      { name: 'RoyalBet', count: 1 },
    ]);
  });

  it('reads the Forex whitelabel under forex_whitelabel_user', () => {
    const index = indexProofs(
      [
        {
          date: '2026-03-02',
          proofMaker: 'meera',
          user: 'x',
          forex_whitelabel_user: { forex_whitelabel_user: 'FxPrime' },
        },
      ],
      'forex_whitelabel_user',
    );
    expect(proofStats(index, MARCH).usersByWhitelabel).toEqual([{ name: 'FxPrime', count: 1 }]);
  });

  it('counts everything, unreadable dates too, without bounds; nothing in an empty list', () => {
    const index = indexProofs(
      [proof('2026-03-02', 'asha', 'RoyalBet'), proof(undefined, 'asha', 'RoyalBet', 'other')],
      'whitelabel_user',
    );
    expect(proofStats(index, null).proofs).toBe(2);
    expect(proofStats(indexProofs([], 'whitelabel_user'), MARCH)).toEqual({
      proofs: 0,
      clients: 0,
      byMaker: [],
      usersByWhitelabel: [],
    });
  });
});
