import { create } from 'zustand';
import { forgetful } from 'shared-kit/session';
import type { AuditItem, AuditQuery } from '@console/contract/wire';
import { errorMessage } from '@console/platform';
import { exportAudit, loadAudit } from 'shared-kit/audit';
import { saveBlob, type Notice } from 'shared-kit/ui';

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
  items: AuditItem[];
  total: number;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: string | null;
  exporting: boolean;
  notice: Notice | null;
  load: () => Promise<void>;
  search: (filters: AuditFilters) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  exportFile: () => Promise<void>;
  clearNotice: () => void;
}

/**
 * The Audit Log: one page of the entries the viewer may read, paged and filtered by the server (the log
 * grows without end, so the browser never holds more than a page). Only the newest request's answer is
 * shown: a quick second search does not end with the first one's rows.
 */
export const useAuditLog = create<AuditLogState>()(
  forgetful((set, get) => {
    let latest = 0;
    const query = (): AuditQuery => {
      const { filters, page, pageSize } = get();
      return { ...filters, page: String(page), pageSize: String(pageSize) };
    };

    return {
      filters: NO_FILTERS,
      page: 1,
      pageSize: AUDIT_PAGE_SIZES[0],
      items: [],
      total: 0,
      status: 'idle',
      error: null,
      exporting: false,
      notice: null,
      async load() {
        const request = ++latest;
        set({ status: 'loading', error: null });
        try {
          const { items, total } = await loadAudit(query());
          if (request === latest) set({ items, total, status: 'ready' });
        } catch (error) {
          if (request === latest)
            set({ items: [], total: 0, status: 'failed', error: errorMessage(error, 'Could not load the audit log.') });
        }
      },
      search(filters) {
        set({ filters, page: 1 });
        void get().load();
      },
      setPage(page) {
        set({ page });
        void get().load();
      },
      setPageSize(pageSize) {
        set({ pageSize, page: 1 });
        void get().load();
      },
      async exportFile() {
        set({ exporting: true, notice: null });
        try {
          saveBlob(await exportAudit(get().filters), AUDIT_EXPORT_FILE);
          set({ notice: { kind: 'success', text: 'Audit log exported.' } });
        } catch (error) {
          set({ notice: { kind: 'error', text: errorMessage(error, 'Could not export the audit log.') } });
        } finally {
          set({ exporting: false });
        }
      },
      clearNotice: () => set({ notice: null }),
    };
  }),
);
