import type { SelectOption } from 'shared-kit/ui';

/**
 * The names the API records entries under (the `resource` and `action` of each `audit()` call in
 * api/src), offered as choices so an investigator need not guess them. The action box still takes
 * any text: a new kind of entry is searchable before this list learns it.
 */
export const AUDIT_RESOURCES: readonly SelectOption[] = [
  { value: 'report', label: 'Report' },
  { value: 'proof', label: 'Proof' },
  { value: 'whitelabel', label: 'Whitelabel' },
  { value: 'prooftype', label: 'Proof type' },
  { value: 'sport', label: 'Sport' },
  { value: 'note', label: 'Note' },
  { value: 'user', label: 'User' },
  { value: 'session', label: 'Sign-in and password' },
  { value: 'forexchart', label: '4xChart' },
  { value: 'backup', label: 'Backup and restore' },
  { value: 'section', label: 'Section release' },
  { value: 'audit', label: 'Audit log' },
];

export const AUDIT_AREAS: readonly SelectOption[] = [
  { value: 'turbo', label: 'Turbo' },
  { value: 'forex', label: 'Forex' },
];

export const AUDIT_ACTIONS: readonly string[] = [
  'create',
  'update',
  'delete',
  'import',
  'login',
  'login-failed',
  'logout',
  'password-reset-requested',
  'password-reset-completed',
  'force-logout',
  'delete-attendance',
  'backup-request',
  'restore',
  'prune',
  'register',
  'rollout',
  'origins',
  'key-create',
  'key-revoke',
  'key-use',
];
