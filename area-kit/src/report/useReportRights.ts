import { useMemo } from 'react';
import { useCan } from '@console/platform';
import type { ReportRights } from '@console/contract/areas';

export type ReportCan = Record<keyof ReportRights, boolean>;

/** Which of the area's report rights the signed-in person holds (admin holds all). */
export function useReportRights(rights: ReportRights): ReportCan {
  const listing = useCan(rights.listing);
  const create = useCan(rights.create);
  const update = useCan(rights.update);
  const remove = useCan(rights.delete);
  const preview = useCan(rights.preview);
  const exporting = useCan(rights.export);
  const importing = useCan(rights.import);
  // One object while the rights stay the same, so the memoised table does not render again for nothing.
  return useMemo(
    () => ({ listing, create, update, delete: remove, preview, export: exporting, import: importing }),
    [listing, create, update, remove, preview, exporting, importing],
  );
}
