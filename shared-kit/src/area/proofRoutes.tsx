import type { AreaDescriptor } from '../areas/types';
import type { RemoteRoutes } from '../federation/remoteRoutes';
import { bindAreaPage } from './bindAreaPage';

/** The proof route of an area (/proof, /forex_proof): the one generic proof page, loaded on first visit. */
export function proofRoutes(area: AreaDescriptor): RemoteRoutes {
  return {
    [area.proof.route]: bindAreaPage(area, () => import('./proof/ProofPage').then((m) => m.ProofPage)),
  };
}
