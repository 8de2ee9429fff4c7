import { ALL_PERMISSIONS, decideRoute, hasPermission, isInAudience, ROUTE_ACCESS, sectionOf } from './permissions';

const user = (permissions: string[], section = ['Turbo']) => ({ role: 'user' as const, section, permissions });

describe('permission catalogue', () => {
  it('holds every permission string of the spec once, in route spelling', () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
    // Turbo: 5 whitelabel, 5 prooftype, 5 sports, 6 proof, 7 report, 5 note; Forex: 5, 5, 5, 6, 6, 5.
    expect(ALL_PERMISSIONS).toHaveLength(33 + 32);
    expect(ALL_PERMISSIONS).toEqual(
      expect.arrayContaining(['prooftype_listing', 'sports_listing', 'forexReport_listing']),
    );
    expect(ALL_PERMISSIONS).not.toContain('proof_type_listing');
    expect(sectionOf('forexReport_export')).toBe('Forex');
  });

  it('every permission that a route lists can be granted', () => {
    for (const access of Object.values(ROUTE_ACCESS)) {
      if (access.kind === 'permission') for (const p of access.anyOf) expect(ALL_PERMISSIONS).toContain(p);
    }
  });

  it('admin holds everything', () => {
    expect(hasPermission({ role: 'admin' }, 'forexReport_delete')).toBe(true);
    expect(decideRoute('/forex_report', { role: 'admin' }, true)).toBe('allow');
  });

  it('sends a missing token to login and a missing right to not-found', () => {
    expect(decideRoute('/notes', user(['note_listing']), false)).toBe('login');
    expect(decideRoute('/notes', user(['note_listing']), true)).toBe('allow');
    expect(decideRoute('/whitelabel', user(['note_listing']), true)).toBe('not-found');
    expect(decideRoute('/dashboard', user([]), true)).toBe('allow');
    expect(decideRoute('/nowhere', user([]), true)).toBe('not-found');
  });

  it('whitelabel listing alone does not admit /whitelabel, as the spec lists the guard', () => {
    expect(decideRoute('/whitelabel', user(['whitelabel_listing']), true)).toBe('not-found');
    expect(decideRoute('/whitelabel', user(['whitelabel_preview']), true)).toBe('allow');
  });

  it('an area route also needs the section', () => {
    expect(decideRoute('/forex_note', user(['forex_note_listing'], ['Turbo']), true)).toBe('not-found');
    expect(decideRoute('/forex_note', user(['forex_note_listing'], ['Forex']), true)).toBe('allow');
  });

  it('shows a sidebar group to its section, to staff managers or to admin alone', () => {
    const subadmin = { role: 'subadmin' as const, section: ['Forex'] };
    expect(isInAudience({ kind: 'section', section: 'Forex' }, subadmin)).toBe(true);
    expect(isInAudience({ kind: 'section', section: 'Turbo' }, subadmin)).toBe(false);
    expect(isInAudience({ kind: 'section', section: 'Turbo' }, { role: 'admin' })).toBe(true);
    expect(isInAudience({ kind: 'staff' }, subadmin)).toBe(true);
    expect(isInAudience({ kind: 'staff' }, user([]))).toBe(false);
    expect(isInAudience({ kind: 'admin' }, subadmin)).toBe(false);
    expect(isInAudience({ kind: 'admin' }, { role: 'admin' })).toBe(true);
    expect(isInAudience({ kind: 'admin' }, null)).toBe(false);
  });
});
