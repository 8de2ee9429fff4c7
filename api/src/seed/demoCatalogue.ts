import type { AreaKey } from '@console/contract/areas';
import {
  ALL_PERMISSIONS,
  PERMISSION_GROUPS,
  SECTIONS,
  type Permission,
  type Role,
  type Section,
} from '@console/contract/permissions';
import { REPORT_SPORTS } from '@console/contract/reports';

/*
 * What the demo console holds besides its generated records: whitelabels, proof types, sports and the
 * staff, written like a real operation's (the names are invented; URLs use the reserved .example domain).
 */

export interface DemoWhitelabel {
  user: string;
  hexacode: string;
}

export interface DemoProofType {
  type: string;
  content: string;
}

export interface DemoAreaCatalogue {
  whitelabels: DemoWhitelabel[];
  proofTypes: DemoProofType[];
  sports: string[];
  /** Events and markets of each sport, for proofs and reports. */
  events: Record<string, { events: string[]; markets: string[] }>;
  origins: string[];
}

/** A proof type's template; the proof page fills the placeholders from the proof. */
const template = (issue: string, finding: string) =>
  `<p>Dear Team,</p><p>User <strong>{user}</strong> was found <strong>${issue}</strong> on {sport}: {event} ({market}).</p>` +
  `<p>${finding}</p><p>Bet amount: {amount}. Profit/loss: {profitAndLoss}.</p><p>Issue type: {issueType}.</p>`;

const CRICKET = {
  events: [
    'India v Australia',
    'England v South Africa',
    'Mumbai Indians v Chennai Super Kings',
    'Royal Challengers v Kolkata Knight Riders',
    'Pakistan v New Zealand',
    'Gujarat Titans v Rajasthan Royals',
  ],
  markets: ['Match Odds', 'Bookmaker', 'Fancy - 6 Over Runs', 'Toss', 'Fancy - Fall of 1st Wicket', 'Tied Match'],
};
const SOCCER = {
  events: [
    'Arsenal v Chelsea',
    'Real Madrid v Barcelona',
    'Mohun Bagan v East Bengal',
    'Bayern Munich v Dortmund',
    'Inter v Milan',
  ],
  markets: ['Match Odds', 'Over/Under 2.5 Goals', 'Both Teams to Score', 'Correct Score', 'Next Goal'],
};
const TENNIS = {
  events: ['Alcaraz v Sinner', 'Swiatek v Sabalenka', 'Djokovic v Medvedev'],
  markets: ['Match Odds', 'Set Betting', 'Total Games'],
};
const RACING = {
  events: ['Mumbai 3:15 Maiden', 'Ascot 14:30 Handicap', 'Pune 4:00 Cup'],
  markets: ['Win', 'Place', 'Forecast'],
};
const CASINO = {
  events: ['Teen Patti 20-20', 'Andar Bahar', 'Dragon Tiger', 'Lucky 7'],
  markets: ['Player A', 'Banker', 'Odd/Even', 'Big/Small'],
};
const OTHER = {
  events: ['Lakers v Celtics', 'Canelo v Bivol', 'Pro Kabaddi: Patna v Bengal'],
  markets: ['Match Odds', 'Handicap', 'Total Points'],
};

const TURBO_EVENTS: DemoAreaCatalogue['events'] = Object.fromEntries(
  REPORT_SPORTS.map((sport) => [
    sport,
    sport === 'Cricket'
      ? CRICKET
      : sport === 'Soccer'
        ? SOCCER
        : sport === 'Tennis'
          ? TENNIS
          : sport === 'Horse Racing'
            ? RACING
            : /Casino|Original/.test(sport)
              ? CASINO
              : OTHER,
  ]),
);

const FOREX_PAIRS = ['EUR/USD', 'GBP/USD', 'USD/JPY', 'USD/INR', 'XAU/USD', 'BTC/USD'];
const FOREX_EVENTS: DemoAreaCatalogue['events'] = Object.fromEntries(
  FOREX_PAIRS.map((pair) => [
    pair,
    {
      events: [
        `${pair} London open`,
        `${pair} New York session`,
        `${pair} after the rate decision`,
        `${pair} Asian session`,
      ],
      markets: ['Buy', 'Sell', 'Buy Limit', 'Sell Stop'],
    },
  ]),
);

export const DEMO_CATALOGUE: Record<AreaKey, DemoAreaCatalogue> = {
  turbo: {
    whitelabels: [
      { user: 'RoyalBet247', hexacode: '#00008B' },
      { user: 'LuckyAce', hexacode: '#B91C1C' },
      { user: 'CricketKing', hexacode: '#047857' },
      { user: 'SixerExch', hexacode: '#7C3AED' },
      { user: 'GoldenWicket', hexacode: '#B45309' },
      { user: 'TigerPlay', hexacode: '#EA580C' },
      { user: 'StumpsBet', hexacode: '#0369A1' },
      { user: 'PowerPlay365', hexacode: '#BE185D' },
      { user: 'BoundaryBook', hexacode: '#15803D' },
      { user: 'MonsoonBet', hexacode: '#334155' },
    ],
    proofTypes: [
      {
        type: 'Ground line or Live line',
        content: template(
          'betting from the ground (live line)',
          'The bets were placed seconds before each event was shown on the live feed.',
        ),
      },
      {
        type: 'Odds Manipulating',
        content: template(
          'manipulating odds',
          'The bets follow every odds change within the same second, from several accounts.',
        ),
      },
      {
        type: 'Hedging',
        content: template('hedging', 'Opposite bets were placed on the same market from linked accounts.'),
      },
      {
        type: 'Group Betting',
        content: template('group betting', 'Identical bets came from one device and one address for several users.'),
      },
      {
        type: 'Offside Goal',
        content: template('betting on an offside goal', 'The bets were placed after a goal that was later disallowed.'),
      },
      {
        type: 'Late Scratchers',
        content: template('betting on late scratchers', 'The bets were placed after the runner had been withdrawn.'),
      },
      {
        type: 'Technical mal function',
        content: template(
          'using a technical mal function',
          'The bets were accepted at a wrong price during a feed outage.',
        ),
      },
    ],
    sports: [...REPORT_SPORTS],
    events: TURBO_EVENTS,
    origins: ['Mumbai', 'Delhi', 'Ahmedabad', 'Surat', 'Pune', 'Jaipur', 'Kolkata', 'Dubai'],
  },
  forex: {
    whitelabels: [
      { user: 'FxPrime', hexacode: '#1D4ED8' },
      { user: 'PipMasters', hexacode: '#0F766E' },
      { user: 'BullBearFX', hexacode: '#9333EA' },
      { user: 'RupeeTrade', hexacode: '#C2410C' },
      { user: 'SwiftForex', hexacode: '#0E7490' },
      { user: 'AlphaMarkets', hexacode: '#4D7C0F' },
    ],
    proofTypes: [
      {
        type: 'Latency Arbitrage',
        content: template(
          'trading on price latency',
          'The orders were opened on stale quotes and closed within seconds.',
        ),
      },
      {
        type: 'Hedging',
        content: template(
          'hedging across accounts',
          'Opposite positions on the same pair were held in linked accounts.',
        ),
      },
      {
        type: 'News Trading',
        content: template(
          'trading on news spikes',
          'The orders were opened in the second a rate decision was published.',
        ),
      },
      {
        type: 'Group Trading',
        content: template('group trading', 'Identical orders came from one device for several clients.'),
      },
      {
        type: 'Bonus Abuse',
        content: template('abusing the deposit bonus', 'The bonus was withdrawn through opposite trades.'),
      },
    ],
    sports: FOREX_PAIRS,
    events: FOREX_EVENTS,
    origins: ['Mumbai', 'Delhi', 'Bengaluru', 'Hyderabad', 'Dubai', 'Singapore'],
  },
};

const rightsOf = (
  section: Section,
  actions: readonly string[] = ['listing', 'create', 'update', 'delete', 'preview', 'export', 'import', 'pdf_download'],
) =>
  PERMISSION_GROUPS.filter((group) => group.section === section).flatMap<Permission>((group) =>
    group.permissions.filter((permission) => actions.some((action) => permission.endsWith(`_${action}`))),
  );

export interface DemoUser {
  username: string;
  email: string;
  role: Role;
  sections: Section[];
  permissions: Permission[];
  /** What the account shows a newcomer. */
  purpose: string;
  /** Areas whose proofs, reports and notes carry this name as maker / added by. */
  works: AreaKey[];
}

/** Staff of each role, so a newcomer can see the console as each of them. */
export const DEMO_USERS: DemoUser[] = [
  {
    username: 'meera',
    email: 'meera@demo.example',
    role: 'subadmin',
    sections: [...SECTIONS],
    permissions: [...ALL_PERMISSIONS],
    purpose: 'subadmin of both sections',
    works: ['turbo', 'forex'],
  },
  {
    username: 'asha',
    email: 'asha@demo.example',
    role: 'user',
    sections: ['Turbo'],
    permissions: rightsOf('Turbo'),
    purpose: 'Turbo analyst: every Turbo right',
    works: ['turbo'],
  },
  {
    username: 'ravi',
    email: 'ravi@demo.example',
    role: 'user',
    sections: ['Turbo', 'Forex'],
    permissions: [...rightsOf('Turbo'), ...rightsOf('Forex')],
    purpose: 'analyst of both sections',
    works: ['turbo', 'forex'],
  },
  {
    username: 'kabir',
    email: 'kabir@demo.example',
    role: 'user',
    sections: ['Forex'],
    permissions: rightsOf('Forex'),
    purpose: 'Forex analyst: every Forex right',
    works: ['forex'],
  },
  {
    username: 'neha',
    email: 'neha@demo.example',
    role: 'user',
    sections: [...SECTIONS],
    permissions: [...rightsOf('Turbo', ['listing', 'preview']), ...rightsOf('Forex', ['listing', 'preview'])],
    purpose: 'viewer: listing and preview in both sections',
    works: [],
  },
  {
    username: 'dev',
    email: 'dev@demo.example',
    role: 'user',
    sections: ['Turbo'],
    permissions: ['note_listing', 'note_create', 'note_preview'],
    purpose: 'Turbo notes only',
    works: ['turbo'],
  },
];
