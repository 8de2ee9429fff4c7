import type { GuardedPath } from '@console/contract/permissions';

export type RemoteName = 'turbo' | 'forex' | 'admin';

/** Which remote serves each guarded route, and the section name its error card shows. */
export const REMOTE_OF_PATH: Record<GuardedPath, RemoteName> = {
  '/dashboard': 'admin',
  '/userManagement': 'admin',
  '/attendance': 'admin',
  '/fourxchart': 'admin',
  '/backup': 'admin',
  '/whitelabel': 'turbo',
  '/prooftype': 'turbo',
  '/sports': 'turbo',
  '/proof': 'turbo',
  '/reports': 'turbo',
  '/notes': 'turbo',
  '/forex_whitelabel': 'forex',
  '/forex_prooftype': 'forex',
  '/forex_sport': 'forex',
  '/forex_proof': 'forex',
  '/forex_report': 'forex',
  '/forex_note': 'forex',
};

export const REMOTE_LABEL: Record<RemoteName, string> = {
  turbo: 'Turbo',
  forex: 'Forex',
  admin: 'Administration',
};
