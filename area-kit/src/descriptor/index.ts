export type * from './wording';
export { describeArea, type Area } from './describeArea';
export { CATALOGUE_PAGE_SIZES, REPORT_PAGE_SIZES, PROOF_PAGE_SIZES } from './pageSizes';
export { SHARED_PROOF_TEXTS } from './proofWording';
export { areaRouteManifest, AREA_SIDEBAR_LABELS, type AreaPlacement, type SidebarLabels } from './routeManifest';
