import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@console/platform/testing';
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
  it('tells a plain user access is denied', () => {
    signInAs('user', { permissions: ['note_listing'] });
    renderAdminPage(<UsersPage />);
    expect(screen.getByText('Access denied. Admin or subadmin privileges required.')).toBeInTheDocument();
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

  it('shows No users found, and the data.data shape is read too', async () => {
    signInAs('admin');
    server = fakeApi({ 'GET /api/admin/all': { body: { data: { data: [] } } } });
    renderAdminPage(<UsersPage />);
    expect(await screen.findByText('No users found')).toBeInTheDocument();
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
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Username is required');

    await userEvent.type(within(dialog).getByLabelText(/Username/), 'ravi');
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

  it('edits with a blank password kept blank, sent wrapped in userData, and shows the server error', async () => {
    signInAs('admin');
    server = fakeApi({
      'GET /api/admin/all': { body: { data: [person(1)] } },
      'PUT /api/admin/u1': [
        { status: 409, body: { message: 'A user with this email already exists' } },
        { body: { message: 'User updated successfully', user: person(1) } },
      ],
    });
    renderAdminPage(<UsersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit person1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByText('Leave blank to keep unchanged')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Password/)).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText('A user with this email already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      userData: { ...person(1), _id: undefined, password: '' },
    });
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
    expect(await within(dialog).findByRole('button', { name: 'Processing...' })).toBeDisabled();
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

  it('previews a user in the User Details modal', async () => {
    signInAs('admin');
    server = fakeApi({
      'GET /api/admin/all': { body: { data: [person(1)] } },
      'GET /api/admin/u1': { body: { user: person(1) } },
    });
    renderAdminPage(<UsersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Preview person1' }));
    const details = screen.getByRole('dialog', { name: 'User Details' });
    expect(within(details).getByText('person1@example.com')).toBeInTheDocument();
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

  it.each([
    ['Edit', 'edit'],
    ['Delete', 'delete'],
    ['Preview', 'preview'],
  ])('%s on a user it may not manage shows the spec message and calls nothing', async (button, verb) => {
    subadmin();
    server = fakeApi({
      'GET /api/admin/all': {
        body: { data: [person(1, { role: 'subadmin' }), person(2, { section: ['Turbo', 'Forex'] })] },
      },
    });
    renderAdminPage(<UsersPage />);
    await userEvent.click(await screen.findByRole('button', { name: `${button} person1` }));
    expect(await screen.findByText(`Subadmin can only ${verb} users with "user" role`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `${button} person2` }));
    expect(await screen.findByText(`Subadmin can only ${verb} users in their assigned section(s)`)).toBeInTheDocument();
    expect(server.calls.every((c) => c.method === 'GET' && c.path === '/api/admin/all')).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a section it does not hold with the spec message, before calling the server', async () => {
    subadmin();
    server = fakeApi({ 'GET /api/admin/all': { body: { data: [] } } });
    renderAdminPage(<UsersPage />);
    await screen.findByText('No users found');
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add User' });
    await userEvent.type(within(dialog).getByLabelText(/Username/), 'asha');
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'asha@example.com');
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'Password-123');
    await userEvent.click(within(dialog).getByLabelText('Turbo'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Subadmin can only assign sections they are authorized for')).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
