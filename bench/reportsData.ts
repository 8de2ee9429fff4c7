import { PROOF_TYPES, REPORT_SPORTS, type Report } from '@console/contract/reports';

/** A small seeded generator, so every run measures the same data. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `count` varied reports spread over 2026, 1-2 originals of 1-3 bets each (about 2.5 rows each). */
export function generateReports(count: number, seed = 42): Report[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const amount = (max: number) => Math.round(next() * max * 100) / 100;
  return Array.from({ length: count }, (_, i) => {
    const originals = Array.from({ length: 1 + Math.floor(next() * 2) }, () => ({
      sportNames: [pick(REPORT_SPORTS)],
      eventNames: [`Event ${Math.floor(next() * 5000)}`],
      marketNames: [pick(['Match Odds', 'Over 2.5', 'Bookmaker', 'Fancy', 'Toss'])],
      pl: amount(5000) - 2500,
      betDetails: Array.from({ length: 1 + Math.floor(next() * 3) }, () => ({
        odds: 1 + amount(9),
        stack: 1 + amount(1000),
        time: `${pad(Math.floor(next() * 24))}:${pad(Math.floor(next() * 60))}:${pad(Math.floor(next() * 60))}`,
      })),
    }));
    return {
      _id: `r${i}`,
      date: `2026-${pad(1 + Math.floor(next() * 12))}-${pad(1 + Math.floor(next() * 28))}`,
      userName: `user${Math.floor(next() * 20000)}`,
      agent: `agent${Math.floor(next() * 300)}`,
      origin: pick(['Mumbai', 'Delhi', 'Pune', 'Goa', 'Chennai']),
      originals,
      acBalance: 1 + amount(100000),
      afterVoidBalance: amount(100000),
      catchBy: pick(['Agent', 'Staff 1', 'Staff 2', 'Staff 3']),
      proofType: pick(PROOF_TYPES),
      proofStatus: pick(['Submitted', 'Not Submit']),
      voidStatus: pick(['Void', 'Not Void']),
      remark: next() < 0.3 ? `checked on https://proofs.example/${i}` : next() < 0.5 ? '' : `remark number ${i}`,
      recordAddBy: pick(['admin', 'asha', 'ravi']),
    };
  });
}
