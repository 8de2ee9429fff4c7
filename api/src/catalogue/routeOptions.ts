import type { AreaDescriptor } from '@console/contract/areas';
import type { Database } from '../db';
import type { UploadStore } from '../uploads';

/** What every catalogue resource plugin is registered with: one area's descriptor and the services. */
export interface CatalogueRouteOptions {
  db: Database;
  area: AreaDescriptor;
  uploads: UploadStore;
}
