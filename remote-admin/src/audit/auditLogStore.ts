import { create } from 'zustand';
import { forgetful } from 'shared-kit/session';
import type { AuditQuery } from '@console/contract/wire';
import type { Notice } from 'shared-kit/ui';

/** The Audit Log's filters, as the calls take them (an empty one is no filter). */
export type AuditFilters = Required<Omit<AuditQuery, 'page' | 'pageSize'>>;

export const NO_FILTERS: AuditFilters = {
  actor: '',
  area: '',
  resource: '',
  recordId: '',
  action: '',
  from: '',
  to: '',
  q: '',
};

/** The page sizes offered; the API pages at most 100 entries. */
export const AUDIT_PAGE_SIZES = [20, 50, 100] as const;

export const AUDIT_EXPORT_FILE = 'audit-log.xlsx';

export interface AuditLogState {
  filters: AuditFilters;
  page: number;
  pageSize: number;
  notice: Notice | null;
  search: (filters: AuditFilters) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  showNotice: (notice: Notice | null) => void;
  clearNotice: () => void;
}

/** The Audit Log's filters applied, its paging and its banner (the entries: auditLogQueries.ts). */
export const useAuditLog = create<AuditLogState>()(
  forgetful((set) => ({
    filters: NO_FILTERS,
    page: 1,
    pageSize: AUDIT_PAGE_SIZES[0],
    notice: null,
    search: (filters) => set({ filters, page: 1 }),
    setPage: (page) => set({ page }),
    setPageSize: (pageSize) => set({ pageSize, page: 1 }),
    showNotice: (notice) => set({ notice }),
    clearNotice: () => set({ notice: null }),
  })),
);
