import { AREA_OF, DASHBOARD_AREA_KEYS, LIST_KEYS, listRight, statsPath } from './lists';

describe("the dashboard's lists", () => {
  it('has the two areas by their keys, Turbo under its dashboard name cbtf in the API paths', () => {
    expect(DASHBOARD_AREA_KEYS).toEqual(['turbo', 'forex']);
    expect(AREA_OF.turbo.key).toBe('turbo');
    expect(AREA_OF.forex.key).toBe('forex');
    expect(statsPath('turbo', 'sports')).toBe('dashboard/cbtf/sports');
    expect(statsPath('forex', 'proofs')).toBe('dashboard/forex/proofs');
  });

  it("opens each list's figures with that list's listing right", () => {
    const rights = (area: 'turbo' | 'forex') =>
      Object.fromEntries(LIST_KEYS.map((list) => [list, listRight(AREA_OF[area], list)]));
    expect(rights('turbo')).toEqual({
      proofs: 'proof_listing',
      reports: 'report_listing',
      notes: 'note_listing',
      whitelabels: 'whitelabel_listing',
      prooftypes: 'prooftype_listing',
      sports: 'sports_listing',
    });
    expect(rights('forex')).toEqual({
      proofs: 'forex_proof_listing',
      reports: 'forexReport_listing',
      notes: 'forex_note_listing',
      whitelabels: 'forex_whitelabel_listing',
      prooftypes: 'forex_prooftype_listing',
      sports: 'forex_sport_listing',
    });
    expect(LIST_KEYS).toEqual(['proofs', 'reports', 'notes', 'whitelabels', 'prooftypes', 'sports']);
  });
});
