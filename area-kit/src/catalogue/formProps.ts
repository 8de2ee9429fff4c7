import type { Notice } from 'shared-kit/ui';

/** What a page hands its add/edit form: the record (null to add), the save and the banner. */
export interface CatalogueFormProps<Item, Input, Resource> {
  resource: Resource;
  item: Item | null;
  saving: boolean;
  notice: Notice | null;
  onClearNotice: () => void;
  /** Saves; resolves true when it worked (the form then closes). */
  onSave: (input: Input) => Promise<boolean>;
  onClose: () => void;
}
