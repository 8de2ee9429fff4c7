import type { Proof } from '../src/proof/proofTypes';

/** A proof as the API module gives it, for tests; `overrides` replace whole fields. */
export function testProof(overrides: Partial<Proof> = {}): Proof {
  return {
    _id: 'p1',
    whitelabel: {
      _id: 'w1',
      user: 'acme',
      whatsappGroup: 'Acme VIP',
      hexacode: '#123456',
      url: 'https://acme.example.com',
      logo: 'uploads/turbo/logos/logo.png',
    },
    agentName: 'agent7',
    user: 'punter42',
    amount: 1500,
    proofType: { _id: 't1', type: 'Ground line', content: '<p>Dear {user}, {amount} on {event}</p>' },
    sport: { _id: 's1', name: 'Cricket' },
    eventName: 'India v Australia',
    marketName: 'Match Odds',
    navigation: 'Sports > Cricket',
    navigation2: 'My Bets',
    profitAndLoss: -250,
    date: '2026-03-05',
    proofMaker: 'maker1',
    whatsappGroup: 'Acme VIP',
    images: [],
    navigation2Images: [],
    createdAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

/** `count` stored images named shot-<n>.png from `from`. */
export const storedImages = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    path: `uploads/turbo/proofs/shot${from + i}.png`,
    filename: `shot-${from + i}.png`,
  }));
