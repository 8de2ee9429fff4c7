import type { FormProblem } from '@console/platform';
import type { CatalogueVersioning, SaveResult } from './types';

/** What a page hands its add/edit form: the record (null to add), the save and why it last failed. */
export interface CatalogueFormProps<Item, Input, Resource> {
  resource: Resource;
  item: Item | null;
  saving: boolean;
  /** Why the last save failed; the form shows it inside its dialog. */
  problem: FormProblem | null;
  /**
   * Saves based on `version`; true when it worked (the form then closes), the record as it is now
   * when someone else saved it meanwhile.
   */
  onSave: (input: Input, version?: number) => Promise<SaveResult<Item>>;
  onClose: () => void;
  /** The form's values of a record and how a conflict names them. */
  versioning: CatalogueVersioning<Item, Input>;
}
