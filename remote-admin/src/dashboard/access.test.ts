import { ALL_PERMISSIONS, type Principal } from '@console/contract/permissions';
import { areaView, availableAreas, initialArea, readableLists } from './access';

const user = (permissions: string[], section = ['Turbo', 'Forex']): Principal => ({
  role: 'user',
  section,
  permissions,
});

describe('dashboard gating (foundation.md §2, §6)', () => {
  it('gives admin both areas, Turbo (CBTF) first, every card and both sections', () => {
    const admin: Principal = { role: 'admin', section: [], permissions: [] };
    expect(availableAreas(admin)).toEqual(['turbo', 'forex']);
    expect(initialArea(admin)).toBe('turbo');
    expect(areaView(admin, 'forex')).toEqual({
      cards: ['proofs', 'clients', 'reports', 'notes', 'whitelabels', 'prooftypes', 'sports'],
      proofSection: true,
      reportSection: true,
    });
  });

  it('opens on forex when only forex listing rights are held, with only the forex area', () => {
    const who = user(['forexReport_listing', 'proof_create']);
    expect(availableAreas(who)).toEqual(['forex']);
    expect(initialArea(who)).toBe('forex');
    expect(areaView(who, 'forex')).toEqual({ cards: ['reports'], proofSection: false, reportSection: true });
    expect(readableLists(who, 'turbo')).toEqual([]);
  });

  it('offers nothing without a listing right (the page then shows the no-permission text)', () => {
    const who = user(ALL_PERMISSIONS.filter((p) => !p.endsWith('_listing')));
    expect(availableAreas(who)).toEqual([]);
    expect(initialArea(who)).toBeNull();
  });

  it('needs the area section besides the listing right, as the API does', () => {
    expect(availableAreas(user(['note_listing', 'forex_note_listing'], ['Forex']))).toEqual(['forex']);
  });

  it('gates each card by its listing right, the clients card and the proof section by proof listing', () => {
    const who = user(['proof_listing', 'sports_listing', 'prooftype_listing']);
    expect(areaView(who, 'turbo')).toEqual({
      cards: ['proofs', 'clients', 'prooftypes', 'sports'],
      proofSection: true,
      reportSection: false,
    });
    expect(readableLists(who, 'turbo')).toEqual(['proofs', 'prooftypes', 'sports']);
  });
});
