import { eq } from 'drizzle-orm';
import { AREAS } from '@console/contract/areas';
import { tableCollection, type BackupCollection, type Row } from '../backup/collection';
import { checkDay, checkRecord, checkStoredFile, RowProblem } from '../backup/rowChecks';
import { proofs, type StoredProofImage } from '../db/schema';

const imagesOf = (row: Row) => [
  ...((row.images ?? []) as StoredProofImage[]),
  ...((row.navigation2_images ?? []) as StoredProofImage[]),
];

/** A proof as the API stores it: its area, a day, and image lists of the store's proof files. */
function admitProof(row: Row, area: (typeof AREAS)[number]): Row {
  checkRecord(row, area.key);
  checkDay(row, 'date');
  for (const column of ['images', 'navigation2_images']) {
    const images = row[column];
    if (!Array.isArray(images)) throw new RowProblem(`${column} is not a list`);
    for (const image of images as StoredProofImage[]) {
      checkStoredFile(image?.path, column, [area.key, area.proof.uploadKind]);
    }
  }
  return row;
}

/** The proofs of each area ('client', 'forexproof') with their image files. */
export const proofCollections: BackupCollection[] = AREAS.map((area) =>
  tableCollection({
    name: area.proof.backupCollection,
    table: proofs,
    where: eq(proofs.area, area.key),
    // Rows come as row_to_json writes them: column names, jsonb as parsed JSON. A stored path
    // (`uploads/<area>/proofs/<name>`) is also the file's place under DATA_DIR.
    files: (row) => imagesOf(row).map((image) => image?.path),
    admit: (row) => admitProof(row, area),
  }),
);
