import { useCan } from 'shared-kit';
import type { ReportRights } from '../../areas/types';

export type ReportCan = Record<keyof ReportRights, boolean>;

/** Which of the area's report rights the signed-in person holds (admin holds all). */
export function useReportRights(rights: ReportRights): ReportCan {
  return {
    listing: useCan(rights.listing),
    create: useCan(rights.create),
    update: useCan(rights.update),
    delete: useCan(rights.delete),
    preview: useCan(rights.preview),
    export: useCan(rights.export),
    import: useCan(rights.import),
  };
}
