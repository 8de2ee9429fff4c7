import type { AreaKey } from '@console/contract/areas';
import { PROOF_TYPES, PROOF_STATUSES, VOID_STATUSES, type Original, type ReportInput } from '@console/contract/reports';
import { shiftDay, startOfKolkataDay } from '@console/contract/time';
import { DEMO_CATALOGUE } from './demoCatalogue';
import type { Random } from './random';

/*
 * Generated records of one area: proofs, reports and notes spread over the last months up to today
 * (Asia/Kolkata), most of them recent, so the dashboard's default range (this month) is full. Pure:
 * the seed stores them, the dashboard bench counts them.
 */

/** How far back the records go. */
export const SPAN_DAYS = 120;

const pad = (n: number) => String(n).padStart(2, '0');

/** A day within the span: half in the last 30 days, the rest spread further back. */
function demoDay(rng: Random, today: string): string {
  const back = rng.chance(0.5) ? rng.int(0, 29) : rng.int(0, SPAN_DAYS - 1);
  return shiftDay(today, { days: -back });
}

/** A moment on `day` during working hours in Kolkata. */
function momentOn(rng: Random, day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const seconds = (rng.int(9, 22) * 60 + rng.int(0, 59)) * 60 + rng.int(0, 59);
  return new Date(startOfKolkataDay(year, month, date) + seconds * 1000);
}

const clientName = (rng: Random) =>
  `${rng.pick(['raj', 'amit', 'vikas', 'sonu', 'pinky', 'arjun', 'kiran', 'manoj', 'rahul', 'sneha', 'deepak', 'tina'])}${rng.int(10, 9999)}`;
const agentName = (rng: Random) => `agent${rng.pick(['A', 'B', 'C', 'D', 'K', 'M', 'R', 'S'])}${rng.int(1, 60)}`;

export interface DemoProof {
  /** Indexes into the area's demo catalogue. */
  whitelabel: number;
  proofType: number;
  sport: number;
  agentName: string;
  proofUser: string;
  amount: number;
  profitAndLoss: number;
  eventName: string;
  marketName: string;
  navigation: string;
  navigation2: string;
  date: string;
  proofMaker: string;
  createdAt: Date;
}

export function demoProofs(
  area: AreaKey,
  count: number,
  rng: Random,
  today: string,
  makers: readonly string[],
): DemoProof[] {
  const catalogue = DEMO_CATALOGUE[area];
  return Array.from({ length: count }, () => {
    const sport = rng.int(0, catalogue.sports.length - 1);
    const sportName = catalogue.sports[sport];
    const { events, markets } = catalogue.events[sportName];
    const eventName = rng.pick(events);
    const marketName = rng.pick(markets);
    const date = demoDay(rng, today);
    const amount = rng.int(1, 400) * 250;
    return {
      whitelabel: rng.int(0, catalogue.whitelabels.length - 1),
      proofType: rng.int(0, catalogue.proofTypes.length - 1),
      sport,
      agentName: agentName(rng),
      proofUser: clientName(rng),
      amount,
      profitAndLoss: Math.round(amount * (rng.next() * 3 - 0.6)),
      eventName,
      marketName,
      navigation: `${area === 'turbo' ? 'Sports' : 'Markets'} > ${sportName} > ${eventName}`,
      navigation2: rng.chance(0.5) ? `Bet History > ${marketName}` : '',
      date,
      // Records from before proof makers were kept have none: the dashboard groups them as Unknown.
      proofMaker: rng.chance(0.02) ? '' : rng.pick(makers),
      createdAt: momentOn(rng, date),
    };
  });
}

function original(rng: Random, area: AreaKey): Original {
  const catalogue = DEMO_CATALOGUE[area];
  // Reports name sports from the fixed list of the report form (turbo.md §9) in both areas.
  const sportName =
    area === 'turbo' ? rng.pick(catalogue.sports) : rng.pick(['Multi Sports', 'Original', 'Int Casino']);
  const { events, markets } = catalogue.events[area === 'turbo' ? sportName : rng.pick(catalogue.sports)];
  return {
    sportNames: [sportName],
    eventNames: [rng.pick(events)],
    marketNames: [rng.pick(markets)],
    pl: rng.int(1, 2000) * 25,
    betDetails: Array.from({ length: rng.int(1, 3) }, () => ({
      odds: Math.round((1.1 + rng.next() * 6) * 100) / 100,
      stack: rng.int(1, 200) * 50,
      time: `${pad(rng.int(0, 23))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))}`,
    })),
  };
}

export interface DemoReport {
  report: ReportInput;
  recordAddBy: string;
}

export function demoReports(
  area: AreaKey,
  count: number,
  rng: Random,
  today: string,
  catchBy: readonly string[],
  addedBy: readonly string[],
): DemoReport[] {
  const catalogue = DEMO_CATALOGUE[area];
  return Array.from({ length: count }, () => {
    const acBalance = rng.int(20, 4000) * 50;
    const remark = rng.pick([
      '',
      '',
      'Proof shared in the group',
      'Balance voided after review',
      `See https://proofs.example/${rng.int(1000, 9999)}`,
      'Agent informed',
    ]);
    return {
      report: {
        date: demoDay(rng, today),
        userName: clientName(rng),
        agent: agentName(rng),
        origin: rng.pick(catalogue.origins),
        originals: Array.from({ length: rng.chance(0.3) ? 2 : 1 }, () => original(rng, area)),
        acBalance,
        afterVoidBalance: Math.max(1, acBalance - rng.int(1, 40) * 50),
        catchBy: rng.pick(catchBy),
        proofType: rng.pick(PROOF_TYPES),
        proofStatus: rng.chance(0.7) ? PROOF_STATUSES[0] : PROOF_STATUSES[1],
        voidStatus: rng.chance(0.65) ? VOID_STATUSES[0] : VOID_STATUSES[1],
        remark,
      },
      recordAddBy: rng.pick(addedBy),
    };
  });
}

/** A note as the note form sends it (`NoteBody`), and who added it. */
export interface DemoNote {
  date: string;
  origin: string;
  agent: string;
  user: string;
  whatsappGroup: string;
  note: string;
  addedBy: string;
}

const NOTES = [
  'Client asked for the proof of the voided bets; shared the PDF in the group.',
  'Agent confirmed the account is linked to two others on the same device.',
  'Follow up tomorrow: waiting for the bet history from the operator.',
  'Balance restored after review, no further action.',
  'Repeated live-line pattern this week, watch this user.',
  'Call with the whitelabel owner at 5 pm about the disputed void.',
  'Details in https://tickets.example/ticket/4821',
];

export function demoNotes(
  area: AreaKey,
  count: number,
  rng: Random,
  today: string,
  addedBy: readonly string[],
): DemoNote[] {
  const catalogue = DEMO_CATALOGUE[area];
  return Array.from({ length: count }, () => {
    const whitelabel = rng.pick(catalogue.whitelabels);
    return {
      date: demoDay(rng, today),
      origin: rng.pick(catalogue.origins),
      agent: agentName(rng),
      user: clientName(rng),
      whatsappGroup: `${whitelabel.user} Support`,
      note: rng.pick(NOTES),
      addedBy: rng.pick(addedBy),
    };
  });
}
