import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@console/platform/testing';
import { renderAdminPage, resetStore, signInAs } from '../../testing/renderAdminPage';
import BackupPage from './BackupPage';
import { useBackup } from './backupStore';

// These tests type whole names and addresses; on a busy shared machine that can outlast jest's 5 s.
jest.setTimeout(20_000);

let server: ReturnType<typeof fakeApi>;
afterEach(() => server?.restore());
beforeEach(() => resetStore(useBackup));

const backupButton = () => screen.getByRole('button', { name: /^(Backup|Sending\.\.\.)$/ });

describe('Data Backup', () => {
  it('tells a plain user access is denied', () => {
    signInAs('user');
    renderAdminPage(<BackupPage />);
    expect(screen.getByText('Access denied. Admin or subadmin privileges required.')).toBeInTheDocument();
  });

  it('groups the collections under Turbo and Forex', () => {
    signInAs('admin');
    renderAdminPage(<BackupPage />);
    expect(screen.getByRole('heading', { name: 'Data Backup' })).toBeInTheDocument();
    const names = (group: string) =>
      within(screen.getByRole('group', { name: group }))
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.textContent);
    expect(names('Turbo')).toEqual(['whitelabel', 'prooftype', 'sports', 'note', 'client', 'report']);
    expect(names('Forex')).toEqual([
      'forexwhitelabel',
      'forexprooftype',
      'forexsport',
      'forexnote',
      'forexchart',
      'forexreport',
      'forexproof',
    ]);
  });

  it('keeps Backup disabled without a section or an e-mail, and checks the address', async () => {
    signInAs('admin');
    server = fakeApi({ 'GET /api/backup/requests': { body: { data: [] } } });
    renderAdminPage(<BackupPage />);
    expect(backupButton()).toBeDisabled();
    await userEvent.click(screen.getByLabelText('note'));
    expect(backupButton()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Email'), 'ops@example');
    expect(backupButton()).toBeEnabled();
    await userEvent.click(backupButton());
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends the request, shows Sending... meanwhile, then the server message', async () => {
    signInAs('admin');
    let release!: () => void;
    server = fakeApi({
      'GET /api/backup/requests': { body: { data: [] } },
      'POST /api/backup/manual-backup': () =>
        new Promise((resolve) => (release = () => resolve({ body: { message: 'Backup sent to ops@example.com.' } }))),
    });
    renderAdminPage(<BackupPage />);
    await userEvent.click(screen.getByLabelText('note'));
    await userEvent.click(screen.getByLabelText('forexchart'));
    await userEvent.type(screen.getByLabelText('Email'), 'ops@example.com');
    await userEvent.click(backupButton());
    expect(await screen.findByRole('button', { name: 'Sending...' })).toHaveAttribute('aria-disabled', 'true');
    release();
    expect(await screen.findByText('Backup sent to ops@example.com.')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')!.body).toEqual({
      selectedSections: ['note', 'forexchart'],
      targetEmail: 'ops@example.com',
    });
  });

  it('shows the server message, or An error occurred. without one', async () => {
    signInAs('admin');
    server = fakeApi({
      'GET /api/backup/requests': { body: { data: [] } },
      'POST /api/backup/manual-backup': [
        { status: 403, body: { message: 'Not yours' } },
        { status: 502, text: 'Bad gateway' },
      ],
    });
    renderAdminPage(<BackupPage />);
    await userEvent.click(screen.getByLabelText('note'));
    await userEvent.type(screen.getByLabelText('Email'), 'ops@example.com');
    await userEvent.click(backupButton());
    expect(await screen.findByText('Not yours')).toBeInTheDocument();
    await userEvent.click(backupButton());
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
  });

  it('offers a subadmin only the collections of its sections whose lists it may read, without the 4xChart ledger', () => {
    signInAs('subadmin', { section: ['Forex'], permissions: ['note_listing', 'forex_note_listing'] });
    renderAdminPage(<BackupPage />);
    expect(screen.getByLabelText('note')).toBeDisabled();
    expect(screen.getByLabelText('forexnote')).toBeEnabled();
    expect(screen.getByLabelText('forexreport')).toBeDisabled();
    expect(screen.getByLabelText('forexchart')).toBeDisabled();
  });

  it('shows the admin every backup request, who sent which collections where and when, and reloads it after a backup', async () => {
    signInAs('admin');
    const record = {
      _id: 'r1',
      requestedAt: '2026-03-05T04:30:00.000Z',
      username: 'forexlead',
      role: 'subadmin',
      collections: ['forexreport', 'forexproof'],
      targetEmail: 'outside@evil.example',
      outcome: 'refused',
      detail: 'Backing up a collection needs its listing right: forexreport (forexReport_listing)',
    };
    server = fakeApi({
      'GET /api/backup/requests': [{ body: { data: [] } }, { body: { data: [record] } }],
      'POST /api/backup/manual-backup': { body: { message: 'Backup sent to ops@example.com.' } },
    });
    renderAdminPage(<BackupPage />);
    expect(await screen.findByText('No backup requests yet')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('note'));
    await userEvent.type(screen.getByLabelText('Email'), 'ops@example.com');
    await userEvent.click(backupButton());
    const table = await screen.findByRole('table', { name: 'Backup requests, newest first' });
    const row = await within(table).findByRole('row', { name: /forexlead/ });
    expect(row).toHaveTextContent('05 Mar 2026');
    expect(row).toHaveTextContent('forexlead (subadmin)');
    expect(row).toHaveTextContent('forexreport, forexproof');
    expect(row).toHaveTextContent('outside@evil.example');
    expect(row).toHaveTextContent('Refused: Backing up a collection needs its listing right');
  });

  it('says why the record of backup requests could not be read', async () => {
    signInAs('admin');
    server = fakeApi({ 'GET /api/backup/requests': { status: 500, text: 'oops' } });
    renderAdminPage(<BackupPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the backup requests.');
    expect(screen.getByText('No backup requests yet')).toBeInTheDocument();
  });

  it('does not show a subadmin the record of backup requests', () => {
    signInAs('subadmin', { section: ['Forex'], permissions: ['forex_note_listing'] });
    renderAdminPage(<BackupPage />);
    expect(screen.queryByRole('heading', { name: 'Backup requests' })).not.toBeInTheDocument();
  });
});
