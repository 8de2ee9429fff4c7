import {
  AREA_INFO,
  AREA_KEYS,
  CATALOGUE_KEYS,
  entryOf,
  permissionsOf,
  RESOURCE_KEYS,
  RESOURCE_REGISTRY,
  rightOf,
} from './registry';

/*
 * The spec's wire names, written out: every list the code derives from the registry (permission groups,
 * route access, backup collections, descriptors, the API's routes) rests on these values, so they are
 * asserted here literally rather than through anything derived from them.
 */

const FIVE = ['create', 'update', 'delete', 'preview', 'listing'];
const five = (prefix: string) => FIVE.map((action) => `${prefix}_${action}`);

const EXPECTED = {
  turbo: {
    whitelabel: ['/whitelabel', '/whitelabel', 'Whitelabel', 'whitelabel', 'Whitelabel', five('whitelabel')],
    prooftype: ['/prooftype', '/prooftype', 'Proof type', 'prooftype', 'Prooftype', five('prooftype')],
    sport: ['/sports', '/sports', 'Sport', 'sports', 'Sport', five('sports')],
    proof: ['/proof', '/client', 'Proof', 'client', 'Proof', [...five('proof'), 'proof_pdf_download']],
    report: [
      '/reports',
      '/report',
      'Report',
      'report',
      'Report',
      [...five('report'), 'report_export', 'report_import'],
    ],
    note: ['/notes', '/note', 'Note', 'note', 'Note', five('note')],
  },
  forex: {
    whitelabel: [
      '/forex_whitelabel',
      '/forexwhitelabel',
      'Forex whitelabel',
      'forexwhitelabel',
      'Forex Whitelabel',
      five('forex_whitelabel'),
    ],
    prooftype: [
      '/forex_prooftype',
      '/forexprooftype',
      'Forex proof type',
      'forexprooftype',
      'Forex Prooftype',
      five('forex_prooftype'),
    ],
    sport: ['/forex_sport', '/forexsport', 'Forex sport', 'forexsport', 'Forex Sport', five('forex_sport')],
    proof: [
      '/forex_proof',
      '/forexProof',
      'Forex proof',
      'forexproof',
      'Forex Proof',
      [...five('forex_proof'), 'forex_proof_pdf_download'],
    ],
    report: [
      '/forex_report',
      '/forexReport',
      'Forex report',
      'forexreport',
      'Forex Report',
      [...five('forexReport'), 'forexReport_export'],
    ],
    note: ['/forex_note', '/forexnote', 'Forex note', 'forexnote', 'Forex Note', five('forex_note')],
  },
};

describe('the resource registry', () => {
  it('holds the six resources of each area in the sidebar order, four of them catalogue pages', () => {
    expect(RESOURCE_KEYS).toEqual(['whitelabel', 'prooftype', 'sport', 'proof', 'report', 'note']);
    expect(CATALOGUE_KEYS).toEqual(['whitelabel', 'prooftype', 'sport', 'note']);
    expect(AREA_KEYS).toEqual(['turbo', 'forex']);
    expect(RESOURCE_KEYS.map((key) => RESOURCE_REGISTRY[key].dashboardList)).toEqual([
      'whitelabels',
      'prooftypes',
      'sports',
      'proofs',
      'reports',
      'notes',
    ]);
    expect(AREA_INFO).toEqual({
      turbo: { section: 'Turbo', label: 'Turbo', dashboard: 'cbtf' },
      forex: { section: 'Forex', label: 'Forex', dashboard: 'forex' },
    });
  });

  it.each(AREA_KEYS)(
    'gives the %s area exactly the spec routes, API bases, nouns, backup names, groups and permissions',
    (area) => {
      const actual = Object.fromEntries(
        RESOURCE_KEYS.map((key) => {
          const entry = entryOf(key, area);
          return [
            key,
            [
              entry.route,
              entry.apiBase,
              entry.noun,
              entry.backupCollection,
              entry.permissions.group,
              permissionsOf(entry),
            ],
          ];
        }),
      );
      expect(actual).toEqual(EXPECTED[area]);
    },
  );

  it("spells one action's right as the catalogue does", () => {
    expect(rightOf(entryOf('sport', 'forex'), 'listing')).toBe('forex_sport_listing');
    expect(rightOf(entryOf('proof', 'turbo'), 'pdf_download')).toBe('proof_pdf_download');
  });
});
