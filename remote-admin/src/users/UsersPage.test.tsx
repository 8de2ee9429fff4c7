import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSION_GROUPS } from '@console/contract/permissions';
import { useAuth } from '@console/platform';
import { fakeApi } from '@console/platform/testing';
import { auditAnswer, auditEntry } from 'shared-kit/testing';
import { VERSION_CONFLICT_MESSAGE } from '@console/contract/versions';
import { renderAdminPage, resetStore, signInAs } from '../../testing/renderAdminPage';
import UsersPage from './UsersPage';
import { useUsers } from './usersStore';

// These tests type whole names and addresses; on a busy shared machine that can outlast jest's 5 s.
jest.setTimeout(20_000);

let server: ReturnType<typeof fakeApi>;
afterEach(() => server?.restore());
beforeEach(() => resetStore(useUsers));

const person = (n: number, extra: object = {}) => ({
  _id: `u${n}`,
  username: `person${n}`,
  email: `person${n}@example.com`,
  role: 'user',
  section: ['Forex'],
  permissions: [
    'forex_note_listing',
    'forex_note_create',
    'forex_note_update',
    'forex_note_delete',
    'forex_note_preview',
  ],
  ...extra,
});

describe('User Management', () => {
  it('offers the admin no Delete on their own row', async () => {
    const self = signInAs('admin');
    server = fakeApi({
      'GET /api/admin/all': { body: { data: [person(1), { ...person(9), _id: self._id, role: 'admin' }] } },
    });
    renderAdminPage(<UsersPage />);
    await screen.findByText('person9');
    expect(screen.queryByRole('button', { name: 'Delete person9' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit person9' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete person1' })).toBeInTheDocument();
  });

  it('tells a plain user access is denied', () => {
    signInAs('user', { permissions: ['note_listing'] });
    renderAdminPage(<UsersPage />);
    expect(screen.getByText('Access denied. Admin or subadmin privileges required.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
  });

  it('lists users with their permissions four to a row, or No users found', async () => {
    signInAs('admin');
    server = fakeApi({ 'GET /api/admin/all': { body: { data: [person(1)] } } });
    renderAdminPage(<UsersPage />);
    const row = (await screen.findByText('person1')).closest('tr')!;
    for (const text of ['person1@example.com', 'user', 'Forex'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    const permissionRows = within(row).getByText('forex_note_listing').parentElement!.parentElement!.children;
    expect([...permissionRows].map((r) => r.children.length)).toEqual([4, 1]);
  });

  it('sums a long list of permissions up per group, and shows them all, four to a row, on demand', async () => {
    signInAs('admin');
    const everything = PERMISSION_GROUPS.flatMap((group) => [...group.permissions]);
    server = fakeApi({
      'GET /api/admin/all': { body: { data: [person(1, { section: ['Turbo', 'Forex'], permissions: everything })] } },
    });
    renderAdminPage(<UsersPage />);
    const row = (await screen.findByText('person1')).closest('tr')!;
    expect(within(row).queryByText('whitelabel_create')).not.toBeInTheDocument();
    const groups = within(within(row).getByRole('list', { name: 'Permissions per group' })).getAllByRole('listitem');
    expect(groups).toHaveLength(PERMISSION_GROUPS.length);
    expect(groups[0]).toHaveTextContent('Turbo Whitelabel 5/5');
    const more = within(row).getByRole('button', { name: `Show all ${everything.length} permissions` });
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const rows = within(row).getByText('forex_note_listing').parentElement!.parentElement!.children;
    expect(rows).toHaveLength(Math.ceil(everything.length / 4));
    await userEvent.click(within(row).getByRole('button', { name: 'Hide permissions' }));
    expect(within(row).queryByText('forex_note_listing')).not.toBeInTheDocument();
  });

  it('shows No users found, and the data.data shape is read too', async () => {
    signInAs('admin');
    server = fakeApi({ 'GET /api/admin/all': { body: { data: { data: [] } } } });
    renderAdminPage(<UsersPage />);
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it("says why the list could not be read, in the server's words", async () => {
    signInAs('admin');
    server = fakeApi({ 'GET /api/admin/all': { status: 403, body: { message: 'Access denied by the server' } } });
    renderAdminPage(<UsersPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied by the server');
    expect(screen.getByText('No users found')).toBeInTheDocument();
  });

  it('ends the session when the server refuses it, and shows the next person nothing of the answer', async () => {
    signInAs('admin');
    server = fakeApi({ 'GET /api/admin/all': { status: 401, body: { message: 'Session expired' } } });
    renderAdminPage(<UsersPage />);
    await waitFor(() => expect(useAuth.getState().token).toBeNull());
    expect(useAuth.getState().error).toBe('Session expired');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(useUsers.getState().notice).toBeNull();
  });

  it('closes the User Details when the server refuses them, and says why', async () => {
    signInAs('admin');
    server = fakeApi({
      'GET /api/admin/all': { body: { data: [person(1)] } },
      'GET /api/admin/u1': { status: 403, body: { message: 'You cannot preview this user' } },
      'GET /api/audit': auditAnswer(),
    });
    renderAdminPage(<UsersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Preview person1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot preview this user');
    expect(screen.queryByRole('dialog', { name: 'User Details' })).not.toBeInTheDocument();
  });

  it('creates a user: admin chooses the role, the section defaults to Turbo, permissions by group', async () => {
    signInAs('admin');
    server = fakeApi({
      'GET /api/admin/all': { body: { data: [] } },
      'POST /api/admin/create': { status: 201, body: { message: 'User created successfully', user: person(2) } },
    });
    renderAdminPage(<UsersPage />);
    await screen.findByText('No users found');
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add User' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    // Every field's message at once, each beside its field; the keyboard goes to the first.
    expect(within(dialog).getByLabelText(/Username/)).toHaveAccessibleDescription('Username is required');
    expect(within(dialog).getByLabelText(/Email/)).toHaveAccessibleDescription('Email is required');
    expect(within(dialog).getByLabelText(/Password/)).toHaveAccessibleDescription('Password is required');
    expect(within(dialog).getByLabelText(/Username/)).toHaveFocus();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText(/Username/), 'ravi');
    // Corrected, its message goes at once; Email's stays until Email is filled.
    expect(within(dialog).getByLabelText(/Username/)).not.toHaveAccessibleDescription('Username is required');
    expect(within(dialog).getByLabelText(/Email/)).toHaveAccessibleDescription('Email is required');
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'ravi@example.com');
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'Password-123');
    expect(within(dialog).getByLabelText('Turbo')).toBeChecked();
    expect(within(dialog).getByLabelText('Role')).toBeEnabled();
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'subadmin');
    await userEvent.click(within(dialog).getByLabelText('Forex'));
    await userEvent.click(within(dialog).getByRole('button', { name: /^Forex Note/ }));
    await userEvent.click(within(dialog).getByLabelText('forex_note_create'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));

    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'POST')!.body).toEqual({
      username: 'ravi',
      email: 'ravi@example.com',
      password: 'Password-123',
      role: 'subadmin',
      section: ['Turbo', 'Forex'],
      permissions: ['forex_note_create'],
    });
    expect(server.calls.filter((c) => c.path === '/api/admin/all')).toHaveLength(2);
  });

  it('edits with a blank password kept blank, sent wrapped in userData, and shows the server error beside its field', async () => {
    signInAs('admin');
    server = fakeApi({
      'GET /api/admin/all': { body: { data: [person(1)] } },
      'PUT /api/admin/u1': [
        { status: 409, body: { message: 'A user with this email already exists', field: 'email' } },
        { body: { message: 'User updated successfully', user: person(1) } },
      ],
    });
    renderAdminPage(<UsersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit person1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByText('Leave blank to keep unchanged')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Password/)).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update User' }));
    const email = within(dialog).getByLabelText(/Email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('A user with this email already exists'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      userData: { ...person(1), _id: undefined, password: '' },
    });
  });

  it('shows a failure no field claims inside the dialog, not behind it, and Esc still closes the dialog', async () => {
    signInAs('admin');
    server = fakeApi({
      'GET /api/admin/all': { body: { data: [] } },
      'POST /api/admin/create': {
        status: 403,
        body: { message: 'Subadmin can only assign sections they are authorized for' },
      },
    });
    renderAdminPage(<UsersPage />);
    await screen.findByText('No users found');
    const add = screen.getByRole('button', { name: 'Add User' });
    await userEvent.click(add);
    const dialog = screen.getByRole('dialog', { name: 'Add User' });
    await userEvent.type(within(dialog).getByLabelText(/Username/), 'ravi');
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'ravi@example.com');
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'Password-123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Subadmin can only assign sections they are authorized for',
    );
    expect(dialog).toHaveAccessibleDescription('Subadmin can only assign sections they are authorized for');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(add).toHaveFocus();
    expect(screen.queryByText('Subadmin can only assign sections they are authorized for')).not.toBeInTheDocument();
  });

  it('says Processing... while the update is on its way, and Reset puts the form back', async () => {
    signInAs('admin');
    let answer!: () => void;
    server = fakeApi({
      'GET /api/admin/all': { body: { data: [person(1)] } },
      'PUT /api/admin/u1': () =>
        new Promise(
          (resolve) => (answer = () => resolve({ body: { message: 'User updated successfully', user: person(1) } })),
        ),
    });
    renderAdminPage(<UsersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit person1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    await userEvent.clear(within(dialog).getByLabelText(/Email/));
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'x@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(within(dialog).getByLabelText(/Email/)).toHaveValue('person1@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update User' }));
    expect(await within(dialog).findByRole('button', { name: 'Processing...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    answer();
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
  });

  it('asks before deleting, then deletes', async () => {
    signInAs('admin');
    server = fakeApi({
      'GET /api/admin/all': [{ body: { data: [person(1)] } }, { body: { data: [] } }],
      'DELETE /api/admin/u1': { body: { message: 'User deleted successfully' } },
    });
    renderAdminPage(<UsersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete person1' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this user?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('keeps the edit open when someone changed the user meanwhile, and saves the chosen values on their version', async () => {
    signInAs('admin');
    const seen = person(1, { version: 2 });
    const theirs = person(1, { version: 3, email: 'moved@example.com', permissions: ['forex_note_listing'] });
    server = fakeApi({
      'GET /api/admin/all': { body: { data: [seen] } },
      'PUT /api/admin/u1': [
        { status: 409, body: { message: VERSION_CONFLICT_MESSAGE, data: theirs } },
        { body: { message: 'User updated successfully', user: theirs } },
      ],
    });
    renderAdminPage(<UsersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit person1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    await userEvent.clear(within(dialog).getByLabelText(/Username/));
    await userEvent.type(within(dialog).getByLabelText(/Username/), 'renamed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update User' }));
    const panel = await within(dialog).findByRole('region', { name: 'Changed by someone else' });
    expect(
      within(within(panel).getByRole('group', { name: 'Email' })).getByRole('radio', {
        name: 'Take theirs: moved@example.com',
      }),
    ).toBeChecked();
    const permissions = within(panel).getByRole('group', { name: 'Permissions' });
    expect(within(permissions).getByRole('radio', { name: 'Take theirs: forex_note_listing' })).toBeChecked();
    // Put the permissions back as this person saw them.
    await userEvent.click(within(permissions).getByRole('radio', { name: /^Keep mine:/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    const puts = server.calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.headers.get('if-match'))).toEqual(['"2"', '"3"']);
    expect(puts[1].body).toMatchObject({
      userData: { username: 'renamed', email: 'moved@example.com', permissions: seen.permissions },
    });
  });

  it('asks again before deleting a user changed meanwhile, showing the change', async () => {
    signInAs('admin');
    const seen = person(1, { version: 2 });
    const theirs = person(1, { version: 3, role: 'subadmin' });
    server = fakeApi({
      'GET /api/admin/all': [{ body: { data: [seen] } }, { body: { data: [] } }],
      'DELETE /api/admin/u1': [
        { status: 409, body: { message: VERSION_CONFLICT_MESSAGE, data: theirs } },
        { body: { message: 'User deleted successfully' } },
      ],
    });
    renderAdminPage(<UsersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete person1' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('alertdialog', { name: 'Changed meanwhile' });
    expect(again).toHaveTextContent('user → subadmin');
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    const deletes = server.calls.filter((call) => call.method === 'DELETE');
    expect(deletes.map((call) => call.headers.get('if-match'))).toEqual(['"2"', '"3"']);
  });

  it('previews a user in the User Details modal', async () => {
    signInAs('admin');
    server = fakeApi({
      'GET /api/admin/all': { body: { data: [person(1)] } },
      'GET /api/admin/u1': { body: { user: person(1) } },
      'GET /api/audit': auditAnswer(
        auditEntry({
          resource: 'user',
          recordId: 'u1',
          area: null,
          changes: { role: { before: 'user', after: 'subadmin' } },
        }),
      ),
    });
    renderAdminPage(<UsersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Preview person1' }));
    const details = screen.getByRole('dialog', { name: 'User Details' });
    expect(within(details).getByText('person1@example.com')).toBeInTheDocument();
    const history = await within(details).findByRole('region', { name: 'History' });
    expect(within(history).getByText('user → subadmin')).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === '/api/audit')?.query).toMatchObject({
      resource: 'user',
      recordId: 'u1',
    });
    await waitFor(() => expect(server.calls.some((c) => c.path === '/api/admin/u1')).toBe(true));
  });
});

describe('User Management for a subadmin', () => {
  const subadmin = () =>
    signInAs('subadmin', { section: ['Forex'], permissions: ['forex_note_listing', 'forex_note_create'] });

  it('offers only the role user, its sections, and the permissions it holds', async () => {
    subadmin();
    server = fakeApi({ 'GET /api/admin/all': { body: { data: [] } } });
    renderAdminPage(<UsersPage />);
    await screen.findByText('No users found');
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add User' });
    expect(within(dialog).getByLabelText('Role')).toBeDisabled();
    expect(within(dialog).getByLabelText('Role')).toHaveValue('user');
    expect(within(dialog).getByLabelText('Forex')).toBeChecked();
    expect(within(dialog).getByLabelText('Turbo')).not.toBeChecked();
    expect(within(dialog).queryByRole('button', { name: /^Whitelabel/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Forex Note/ }));
    expect(within(dialog).getByLabelText('forex_note_create')).toBeEnabled();
    expect(within(dialog).getByLabelText('forex_note_delete')).toBeDisabled();
  });

  it('offers Edit, Delete and Preview only on users it may manage, as the server decides', async () => {
    subadmin();
    server = fakeApi({
      'GET /api/admin/all': {
        body: {
          data: [
            person(1, { role: 'subadmin' }),
            person(2, { section: ['Turbo', 'Forex'] }),
            person(3, { permissions: ['forex_note_listing'] }),
          ],
        },
      },
    });
    renderAdminPage(<UsersPage />);
    await screen.findByText('person3');
    for (const name of ['person1', 'person2']) {
      for (const verb of ['Edit', 'Delete', 'Preview'])
        expect(screen.queryByRole('button', { name: `${verb} ${name}` })).not.toBeInTheDocument();
    }
    for (const verb of ['Edit', 'Delete', 'Preview'])
      expect(screen.getByRole('button', { name: `${verb} person3` })).toBeInTheDocument();
  });

  it('offers only the sections it holds: another section cannot be ticked', async () => {
    subadmin();
    server = fakeApi({ 'GET /api/admin/all': { body: { data: [] } } });
    renderAdminPage(<UsersPage />);
    await screen.findByText('No users found');
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add User' });
    expect(within(dialog).getByLabelText('Turbo')).toBeDisabled();
    expect(within(dialog).getByLabelText('Forex')).toBeEnabled();
  });
});
