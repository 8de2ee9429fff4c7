import type { Area } from './descriptor';
import type { RemoteRoutes } from '@console/platform';
import { bindAreaPage } from './bindAreaPage';

/** The proof route of an area (/proof, /forex_proof): the one generic proof page, loaded on first visit. */
export function proofRoutes(area: Area): RemoteRoutes {
  return {
    [area.proof.route]: bindAreaPage(area, () => import('./proof/ProofPage').then((m) => m.ProofPage)),
  };
}
