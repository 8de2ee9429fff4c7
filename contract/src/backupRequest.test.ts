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
  const forexSubadmin = { role: 'subadmin' as const, section: ['Forex'] };
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

  it('refuses plain users', () => {
    expect(backupRefusal({ role: 'user', section: ['Turbo'] }, ['note'])).toBe(ACCESS_DENIED);
  });
});
