import {
  ACCESS_DENIED,
  assignableRoles,
  mayAssignSection,
  mayGrant,
  refusalToAct,
  refusalToAssign,
  refusalToChangeSelf,
  sharesSection,
  withinPermissions,
  withinSections,
} from './userRules';

const admin = { role: 'admin' as const, section: [], permissions: [] };
const forexSubadmin = {
  role: 'subadmin' as const,
  section: ['Forex'],
  permissions: ['forex_note_listing', 'forex_note_create'],
};
const forexUser = { role: 'user' as const, section: ['Forex'], permissions: ['forex_note_listing'] };
/** Holds a right the subadmin lacks (given by an admin). */
const richForexUser = {
  role: 'user' as const,
  section: ['Forex'],
  permissions: ['forex_note_listing', 'forexReport_export'],
};
const turboUser = { role: 'user' as const, section: ['Turbo'], permissions: [] };
const bothUser = { role: 'user' as const, section: ['Turbo', 'Forex'], permissions: [] };

describe('refusalToAct', () => {
  it('lets an admin act on anyone', () => {
    expect(refusalToAct(admin, 'delete', { role: 'admin', section: [] })).toBeNull();
  });

  it('refuses plain users with the access-denied text', () => {
    expect(refusalToAct(turboUser, 'edit', forexUser)).toBe(ACCESS_DENIED);
  });

  it.each(['edit', 'delete', 'preview', 'force logout'] as const)(
    'limits a subadmin to %s users of role user',
    (action) => {
      expect(refusalToAct(forexSubadmin, action, { role: 'subadmin', section: ['Forex'] })).toBe(
        `Subadmin can only ${action} users with "user" role`,
      );
      expect(refusalToAct(forexSubadmin, action, turboUser)).toBe(
        `Subadmin can only ${action} users in their assigned section(s)`,
      );
      expect(refusalToAct(forexSubadmin, action, forexUser)).toBeNull();
    },
  );

  it('keeps a subadmin off users who also work in a section it does not hold', () => {
    expect(refusalToAct(forexSubadmin, 'edit', bothUser)).toBe(
      'Subadmin can only edit users in their assigned section(s)',
    );
    expect(sharesSection(forexSubadmin, bothUser)).toBe(true);
    expect(withinSections(forexSubadmin, bothUser)).toBe(false);
  });

  it.each(['edit', 'delete', 'force logout', 'delete attendance of'] as const)(
    'keeps a subadmin from acting (%s) on a user holding a permission it lacks, which would hand it that right',
    (action) => {
      expect(withinPermissions(forexSubadmin, richForexUser)).toBe(false);
      expect(refusalToAct(forexSubadmin, action, richForexUser)).toBe(
        `Subadmin can only ${action} users whose permissions they hold`,
      );
    },
  );

  it('still lets a subadmin preview such a user: looking changes nothing', () => {
    expect(refusalToAct(forexSubadmin, 'preview', richForexUser)).toBeNull();
  });
});

describe('refusalToAssign', () => {
  it('allows an admin every role, section and permission', () => {
    expect(
      refusalToAssign(admin, { role: 'admin', section: ['Turbo', 'Forex'], permissions: ['report_import'] }),
    ).toBeNull();
  });

  it('gives the spec messages for a subadmin', () => {
    expect(refusalToAssign(forexSubadmin, { role: 'subadmin', section: ['Forex'], permissions: [] })).toBe(
      'Subadmin can only create or update users with "user" role',
    );
    expect(refusalToAssign(forexSubadmin, { role: 'user', section: ['Turbo'], permissions: [] })).toBe(
      'Subadmin can only assign sections they are authorized for',
    );
    expect(
      refusalToAssign(forexSubadmin, { role: 'user', section: ['Forex'], permissions: ['forex_note_delete'] }),
    ).toBe('Subadmin can only assign permissions they hold');
    expect(
      refusalToAssign(forexSubadmin, { role: 'user', section: ['Forex'], permissions: ['forex_note_create'] }),
    ).toBeNull();
  });

  it('lets a subadmin keep permissions it does not hold but not remove them', () => {
    const keep = {
      role: 'user' as const,
      section: ['Forex'],
      permissions: ['forexReport_export', 'forex_note_create'],
    };
    expect(refusalToAssign(forexSubadmin, keep, richForexUser)).toBeNull();
    const drop = { role: 'user' as const, section: ['Forex'], permissions: ['forex_note_listing'] };
    expect(refusalToAssign(forexSubadmin, drop, richForexUser)).toBe('Subadmin can only assign permissions they hold');
  });

  it('refuses a subadmin a user without any section: nobody but an admin could manage them again', () => {
    expect(refusalToAssign(forexSubadmin, { role: 'user', section: [], permissions: [] })).toBe(
      'Subadmin must assign at least one of their sections',
    );
    expect(refusalToAssign(admin, { role: 'user', section: [], permissions: [] })).toBeNull();
  });
});

describe('refusalToChangeSelf', () => {
  it('refuses a change of one own role, even by an admin', () => {
    expect(refusalToChangeSelf(admin, { role: 'user', section: [], permissions: [] })).toBe(
      'You cannot change your own role',
    );
  });

  it('refuses raising one own sections or permissions', () => {
    expect(refusalToChangeSelf(forexSubadmin, { ...forexSubadmin, section: ['Forex', 'Turbo'] })).toBe(
      'You cannot raise your own sections or permissions',
    );
    expect(refusalToChangeSelf(forexSubadmin, { ...forexSubadmin, permissions: ['forex_note_delete'] })).toBe(
      'You cannot raise your own sections or permissions',
    );
    expect(refusalToChangeSelf(forexSubadmin, { ...forexSubadmin, permissions: [] })).toBeNull();
  });
});

it('offers a subadmin only the role user', () => {
  expect(assignableRoles(forexSubadmin)).toEqual(['user']);
  expect(assignableRoles(admin)).toEqual(['admin', 'subadmin', 'user']);
});

it('lets a subadmin give only its own sections and the permissions it holds (what the form offers)', () => {
  expect(mayAssignSection(forexSubadmin, 'Forex')).toBe(true);
  expect(mayAssignSection(forexSubadmin, 'Turbo')).toBe(false);
  expect(mayAssignSection(admin, 'Turbo')).toBe(true);
  expect(mayGrant(forexSubadmin, 'forex_note_create')).toBe(true);
  expect(mayGrant(forexSubadmin, 'forex_note_delete')).toBe(false);
  expect(mayGrant(admin, 'forex_note_delete')).toBe(true);
});
