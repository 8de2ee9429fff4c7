import { AREAS } from '@console/contract/areas';
import { proofs } from '../db/schema';
import { makeCatalogue } from '../../testing/proofs';
import { createAdminTestApp, type TestApp } from '../../testing/testApp';
import { warmUp } from '../ops/beforeServing';
import { warmProofFilter } from './warmProofFilter';

jest.setTimeout(60_000);

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t?.close());

it('reads every proof of each area as the list’s filters read them before the API serves', async () => {
  for (const [n, area] of AREAS.entries()) {
    const catalogue = await makeCatalogue(t, area, admin);
    await t.db.insert(proofs).values(
      Array.from({ length: n + 2 }, (_, k) => ({
        area: area.key,
        whitelabelId: catalogue.whitelabel._id,
        proofTypeId: catalogue.proofType._id,
        sportId: catalogue.sport._id,
        proofUser: `user${k}`,
        eventName: 'Event',
        marketName: 'Match Odds',
        navigation: 'Sports',
        date: '2026-03-01',
        // A proof maker left blank is read as well.
        proofMaker: k ? 'asha' : '',
      })),
    );
  }
  // What main.ts waits for before it listens (ops/beforeServing.ts).
  expect(await warmUp(t.app)).toContain('proof filters read');
  expect(await warmProofFilter(t.db)).toEqual({ turbo: 2, forex: 3 });
});
