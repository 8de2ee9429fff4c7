import { BACKUP_COLLECTIONS, backupRefusal, backupRequestProblem, mayBackUp } from './backupRequest';
import { ACCESS_DENIED } from './userRules';

describe('backupRequestProblem', () => {
  it('gives the three messages of the spec in order', () => {
    expect(backupRequestProblem([], 'a@b.co')).toBe('Please select at least one section.');
    expect(backupRequestProblem(['note'], '  ')).toBe('Please provide email.');
    expect(backupRequestProblem(['note'], 'a@b')).toBe('Please enter a valid email.');
    expect(backupRequestProblem(['note'], 'a b@c.d')).toBe('Please enter a valid email.');
    expect(backupRequestProblem(['note'], 'ops@example.com')).toBeNull();
  });
});

describe('who may back up what', () => {
  const forexSubadmin = {
    role: 'subadmin' as const,
    section: ['Forex'],
    permissions: ['forex_note_listing', 'forexReport_create'],
  };
  const byName = (name: string) => BACKUP_COLLECTIONS.find((c) => c.name === name)!;

  it('lists the six Turbo and seven Forex collections of the screen', () => {
    expect(BACKUP_COLLECTIONS.filter((c) => c.section === 'Turbo').map((c) => c.name)).toEqual([
      'whitelabel',
      'prooftype',
      'sports',
      'note',
      'client',
      'report',
    ]);
    expect(BACKUP_COLLECTIONS.filter((c) => c.section === 'Forex').map((c) => c.name)).toEqual([
      'forexwhitelabel',
      'forexprooftype',
      'forexsport',
      'forexnote',
      'forexchart',
      'forexreport',
      'forexproof',
    ]);
  });

  it('lets an admin back up everything', () => {
    expect(
      backupRefusal(
        { role: 'admin' },
        BACKUP_COLLECTIONS.map((c) => c.name),
      ),
    ).toBeNull();
  });

  it('limits a subadmin to its sections and keeps the 4xChart ledger from it', () => {
    expect(mayBackUp(forexSubadmin, byName('forexnote'))).toBe(true);
    expect(mayBackUp(forexSubadmin, byName('note'))).toBe(false);
    expect(mayBackUp(forexSubadmin, byName('forexchart'))).toBe(false);
    expect(backupRefusal(forexSubadmin, ['forexnote', 'note', 'forexchart'])).toBe(
      'Subadmin can only back up sections they are authorized for: note, forexchart',
    );
  });

  it("needs each collection's listing right: a subadmin refused the list is refused its backup", () => {
    expect(mayBackUp(forexSubadmin, byName('forexreport'))).toBe(false);
    expect(mayBackUp(forexSubadmin, byName('forexproof'))).toBe(false);
    expect(backupRefusal(forexSubadmin, ['forexnote', 'forexreport', 'forexproof'])).toBe(
      'Backing up a collection needs its listing right: forexreport (forexReport_listing), forexproof (forex_proof_listing)',
    );
    expect(BACKUP_COLLECTIONS.filter((c) => !('adminOnly' in c)).every((c) => 'listing' in c && c.listing)).toBe(true);
    expect(Object.fromEntries(BACKUP_COLLECTIONS.map((c) => [c.name, c.adminOnly ? 'admin only' : c.listing]))).toEqual(
      {
        whitelabel: 'whitelabel_listing',
        prooftype: 'prooftype_listing',
        sports: 'sports_listing',
        note: 'note_listing',
        client: 'proof_listing',
        report: 'report_listing',
        forexwhitelabel: 'forex_whitelabel_listing',
        forexprooftype: 'forex_prooftype_listing',
        forexsport: 'forex_sport_listing',
        forexnote: 'forex_note_listing',
        forexchart: 'admin only',
        forexreport: 'forexReport_listing',
        forexproof: 'forex_proof_listing',
      },
    );
  });

  it('refuses plain users', () => {
    expect(backupRefusal({ role: 'user', section: ['Turbo'] }, ['note'])).toBe(ACCESS_DENIED);
  });
});
