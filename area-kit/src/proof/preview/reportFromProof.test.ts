import { testProof } from '../../../testing/testProof';
import { reportFromProof } from './reportFromProof';

it("prefills a report from a proof with the spec's defaults", () => {
  expect(reportFromProof(testProof())).toEqual({
    date: '2026-03-05',
    userName: 'punter42',
    agent: 'agent7',
    origin: 'acme',
    originals: [
      {
        sportNames: ['Cricket'],
        eventNames: ['India v Australia'],
        marketNames: ['Match Odds'],
        pl: -250,
        betDetails: [],
      },
    ],
    proofType: 'Ground line or Live line',
    proofStatus: 'Submitted',
    voidStatus: 'Void',
  });
});
