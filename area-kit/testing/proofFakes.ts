import { auditAnswer, auditEntry } from 'shared-kit/testing';
import { todayInKolkata } from '@console/contract/time';
import type { Route } from '@console/platform/testing';
import type { Area } from '../src/descriptor';

/** The area's catalogue on the wire, as the proof lookups answer it. */
export function lookupsWire(area: Area) {
  const { userField } = area.whitelabel;
  return {
    whitelabel: {
      _id: 'w1',
      [userField]: 'acme',
      whatsapp_group: 'Acme VIP',
      hexacode: '#123456',
      url: 'https://acme.example',
      logo: '',
    },
    proofType: { _id: 't1', type: 'Ground line', content: '<p>Dear {user}, {amount} on {event}</p>' },
    sport: { _id: 's1', [area.sport.nameField]: 'Cricket' },
  };
}

/** A proof on the wire (turbo.md / forex.md §3) dated today, so the default filter shows it. */
export function proofWire(area: Area, overrides: Record<string, unknown> = {}) {
  const { whitelabel, proofType, sport } = lookupsWire(area);
  return {
    _id: 'p1',
    [area.whitelabel.userField]: whitelabel,
    agentname: 'agent7',
    user: 'punter42',
    amount: 1500,
    prooftype: proofType,
    sportname: sport,
    eventname: 'India v Australia',
    marketname: 'Match Odds',
    navigation: 'Sports > Cricket',
    navigation2: 'My Bets',
    profitAndLoss: -250,
    date: todayInKolkata(),
    proofMaker: 'maker1',
    whatsapp_group: 'Acme VIP',
    images: [],
    navigation2Images: [],
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

type ProofWire = ReturnType<typeof proofWire>;

/** The list page's answer (GET {base}/page) holding these proofs: rows without the template HTML. */
export function pageOf(proofs: ProofWire[], total = proofs.length): { body: unknown } {
  const data = proofs.map(({ prooftype, ...proof }) => ({
    ...proof,
    prooftype: { _id: prooftype._id, type: prooftype.type },
  }));
  return { body: { data, total, page: 1, pageSize: 20 } };
}

/**
 * The fake API routes of a proof page: the list page (`page`: a reply, replies or a function of the
 * call), each of `proofs` read whole by id (preview, edit), and the three lookups.
 */
export function proofRoutesOf(area: Area, page: Route, proofs: ProofWire[] = []): Record<string, Route> {
  const base = `/api${area.proof.apiBase}`;
  const { whitelabel, proofType, sport } = lookupsWire(area);
  return {
    [`GET ${base}/page`]: page,
    ...Object.fromEntries(proofs.map((proof) => [`GET ${base}/${proof._id}`, { body: { data: proof } }])),
    [`GET ${base}/whitelabels`]: { body: { data: [whitelabel] } },
    [`GET ${base}/prooftypes`]: { body: [proofType] },
    [`GET ${base}/sports`]: { body: { data: [sport] } },
    // The preview's History.
    'GET /api/audit': auditAnswer(
      auditEntry({ resource: 'proof', recordId: 'p1', changes: { user: { before: 'punter41', after: 'punter42' } } }),
    ),
  };
}

/** jsdom has no object URLs; the form shows new images from them. */
export function fakeObjectUrls(): void {
  let next = 0;
  URL.createObjectURL = jest.fn(() => `blob:test/${++next}`);
  URL.revokeObjectURL = jest.fn();
}

/** A small image file of the given type. */
export const imageFile = (name: string, type = 'image/png', bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type });
