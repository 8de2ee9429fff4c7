import { eq } from 'drizzle-orm';
import { AREAS } from '@console/contract/areas';
import { tableCollection, type BackupCollection } from '../backup/collection';
import { proofs, type StoredProofImage } from '../db/schema';

/** The proofs of each area ('client', 'forexproof') with their image files. */
export const proofCollections: BackupCollection[] = AREAS.map((area) =>
  tableCollection({
    name: area.proof.backupCollection,
    table: proofs,
    where: eq(proofs.area, area.key),
    // Rows come as row_to_json writes them: column names, jsonb as parsed JSON. A stored path
    // (`uploads/<area>/proofs/<name>`) is also the file's place under DATA_DIR.
    files: (row) =>
      [...(row.images as StoredProofImage[]), ...(row.navigation2_images as StoredProofImage[])].map(
        (image) => image.path,
      ),
  }),
);
