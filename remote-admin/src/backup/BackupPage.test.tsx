import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@console/platform/testing';
import { renderAdminPage, resetStore, signInAs } from '../testing/renderAdminPage';
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
    server = fakeApi({});
    renderAdminPage(<BackupPage />);
    expect(backupButton()).toBeDisabled();
    await userEvent.click(screen.getByLabelText('note'));
    expect(backupButton()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Email'), 'ops@example');
    expect(backupButton()).toBeEnabled();
    await userEvent.click(backupButton());
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('sends the request, shows Sending... meanwhile, then the server message', async () => {
    signInAs('admin');
    let release!: () => void;
    server = fakeApi({
      'POST /api/backup/manual-backup': () =>
        new Promise((resolve) => (release = () => resolve({ body: { message: 'Backup sent to ops@example.com.' } }))),
    });
    renderAdminPage(<BackupPage />);
    await userEvent.click(screen.getByLabelText('note'));
    await userEvent.click(screen.getByLabelText('forexchart'));
    await userEvent.type(screen.getByLabelText('Email'), 'ops@example.com');
    await userEvent.click(backupButton());
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Backup sent to ops@example.com.')).toBeInTheDocument();
    expect(server.calls[0].body).toEqual({ selectedSections: ['note', 'forexchart'], targetEmail: 'ops@example.com' });
  });

  it('shows the server message, or An error occurred. without one', async () => {
    signInAs('admin');
    server = fakeApi({
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

  it('offers a subadmin only the collections of its sections, without the 4xChart ledger', () => {
    signInAs('subadmin', { section: ['Forex'] });
    renderAdminPage(<BackupPage />);
    expect(screen.getByLabelText('note')).toBeDisabled();
    expect(screen.getByLabelText('forexnote')).toBeEnabled();
    expect(screen.getByLabelText('forexchart')).toBeDisabled();
  });
});
