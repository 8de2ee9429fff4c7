import type { FormProblem } from '@console/platform';

/** What a page hands its add/edit form: the record (null to add), the save and why it last failed. */
export interface CatalogueFormProps<Item, Input, Resource> {
  resource: Resource;
  item: Item | null;
  saving: boolean;
  /** Why the last save failed; the form shows it inside its dialog. */
  problem: FormProblem | null;
  /** Saves; resolves true when it worked (the form then closes). */
  onSave: (input: Input) => Promise<boolean>;
  onClose: () => void;
}
