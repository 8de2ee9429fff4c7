import type { ReportRights } from '@console/contract/areas';
import { useRights, type CanOf } from '../catalogue/useRights';

export type ReportCan = CanOf<ReportRights>;

/** Which of the area's report rights (the catalogue's five, export and import) the signed-in person holds. */
export const useReportRights = (rights: ReportRights): ReportCan => useRights(rights);
