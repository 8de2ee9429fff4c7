import { ALL_ROWS } from '@console/contract/paging';
import type { Area } from '../descriptor';
import { defineCatalogue } from '../catalogue/catalogue';
import { proofTypeApi } from './proofTypeApi';
import type { ProofType, ProofTypeInput, ProofTypeSortKey } from './proofTypeTypes';

/** The proof types page's config and store, one per area (one table, no paging, as the spec shows it). */
export const proofTypeCatalogue = defineCatalogue<Area['prooftype'], ProofType, ProofTypeInput, ProofTypeSortKey>(
  (resource) => ({
    api: proofTypeApi(resource),
    messages: resource.messages,
    searchTexts: (proofType) => [proofType.type],
    sortValue: (proofType) => proofType.type,
    defaultSort: { key: 'type', direction: 'asc' },
    defaultPageSize: ALL_ROWS,
    versioning: {
      auditResource: 'prooftype',
      inputOf: (proofType) => ({ type: proofType?.type ?? '', content: proofType?.content ?? '' }),
      fields: [
        { key: 'type', label: resource.typeColumn },
        { key: 'content', label: resource.contentColumn },
      ],
    },
  }),
);
