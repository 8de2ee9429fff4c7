import {
  ALL_PERMISSIONS,
  decideRoute,
  hasPermission,
  isInAudience,
  LISTING_PERMISSIONS,
  PERMISSION_GROUPS,
  ROUTE_ACCESS,
  sectionOf,
} from './permissions';

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

  it("groups them per section and resource under the user form's labels", () => {
    expect(PERMISSION_GROUPS.map((g) => `${g.section} ${g.label} ${g.permissions.length}`)).toEqual([
      'Turbo Whitelabel 5',
      'Turbo Prooftype 5',
      'Turbo Sport 5',
      'Turbo Proof 6',
      'Turbo Report 7',
      'Turbo Note 5',
      'Forex Forex Whitelabel 5',
      'Forex Forex Prooftype 5',
      'Forex Forex Sport 5',
      'Forex Forex Proof 6',
      'Forex Forex Report 6',
      'Forex Forex Note 5',
    ]);
  });

  it("gives each area page the spec's guard: its section and any of its rights, /whitelabel without listing", () => {
    const five = (prefix: string) => ['create', 'update', 'delete', 'preview', 'listing'].map((a) => `${prefix}_${a}`);
    const expected: Record<string, [string, string[]]> = {
      '/whitelabel': ['Turbo', ['whitelabel_create', 'whitelabel_update', 'whitelabel_delete', 'whitelabel_preview']],
      '/prooftype': ['Turbo', five('prooftype')],
      '/sports': ['Turbo', five('sports')],
      '/proof': ['Turbo', [...five('proof'), 'proof_pdf_download']],
      '/reports': ['Turbo', [...five('report'), 'report_export', 'report_import']],
      '/notes': ['Turbo', five('note')],
      '/forex_whitelabel': ['Forex', five('forex_whitelabel')],
      '/forex_prooftype': ['Forex', five('forex_prooftype')],
      '/forex_sport': ['Forex', five('forex_sport')],
      '/forex_proof': ['Forex', [...five('forex_proof'), 'forex_proof_pdf_download']],
      '/forex_report': ['Forex', [...five('forexReport'), 'forexReport_export']],
      '/forex_note': ['Forex', five('forex_note')],
    };
    const areaRoutes = Object.entries(ROUTE_ACCESS).flatMap(([path, access]) =>
      access.kind === 'permission' ? [[path, [access.section, [...access.anyOf].sort()]]] : [],
    );
    expect(Object.fromEntries(areaRoutes)).toEqual(
      Object.fromEntries(Object.entries(expected).map(([path, [section, anyOf]]) => [path, [section, anyOf.sort()]])),
    );
    expect(Object.keys(ROUTE_ACCESS).filter((path) => ROUTE_ACCESS[path].kind === 'login')).toEqual([
      '/dashboard',
      '/userManagement',
      '/attendance',
      '/fourxchart',
      '/backup',
      '/auditLog',
      '/sections',
    ]);
  });

  it('names the listing rights that gate the dashboard of each area', () => {
    expect(LISTING_PERMISSIONS).toEqual({
      turbo: [
        'whitelabel_listing',
        'prooftype_listing',
        'sports_listing',
        'proof_listing',
        'report_listing',
        'note_listing',
      ],
      forex: [
        'forex_whitelabel_listing',
        'forex_prooftype_listing',
        'forex_sport_listing',
        'forex_proof_listing',
        'forexReport_listing',
        'forex_note_listing',
      ],
    });
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
