import { formatDate } from 'shared-kit';
import { truncate, type Column } from 'shared-kit/ui';
import type { AreaDescriptor } from '../../areas/types';
import { CataloguePage } from '../catalogue/CataloguePage';
import { RowActions } from '../catalogue/RowActions';
import { useDialogs } from '../catalogue/useDialogs';
import { useRights } from '../catalogue/useRights';
import { noteCatalogue } from './noteCatalogue';
import { NoteForm } from './NoteForm';
import { NotePreview } from './NotePreview';
import type { Note, NoteSortKey } from './noteTypes';

/** Note cells show this many characters, then '...'. */
const NOTE_CELL_LENGTH = 15;

/** Note Management (Turbo) and Forex Note Management, from the area descriptor. */
export function NotePage({ area }: { area: AreaDescriptor }) {
  const resource = area.note;
  const catalogue = noteCatalogue(resource);
  const store = catalogue.useStore();
  const can = useRights(resource.rights);
  const dialogs = useDialogs<Note>();

  // The spec's preview loads the note, then opens the dialog.
  const preview = async (note: Note) => {
    const fresh = await store.loadDetail(note._id);
    if (fresh) dialogs.openPreview(fresh);
  };

  const columns: Column<Note, NoteSortKey | 'actions'>[] = [
    { key: 'date', header: 'Date', sortable: true, render: (note) => formatDate(note.date) },
    { key: 'origin', header: 'Origin', sortable: true },
    { key: 'agent', header: 'Agent', sortable: true },
    { key: 'user', header: 'User', sortable: true },
    { key: 'whatsappGroup', header: 'WhatsApp Group', sortable: true },
    { key: 'note', header: 'Note', sortable: true, render: (note) => <span title={note.note}>{truncate(note.note, NOTE_CELL_LENGTH)}</span> },
    {
      key: 'actions',
      header: 'Actions',
      render: (note) => (
        <RowActions
          name={`note ${truncate(note.note, NOTE_CELL_LENGTH)}`}
          can={can}
          onPreview={() => void preview(note)}
          onEdit={() => dialogs.openEdit(note)}
          onDelete={() => dialogs.openDelete(note)}
        />
      ),
    },
  ];

  return (
    <CataloguePage
      resource={resource}
      catalogue={catalogue}
      can={can}
      dialogs={dialogs}
      columns={columns}
      Form={NoteForm}
      renderPreview={(item) => <NotePreview resource={resource} note={item} onClose={dialogs.close} />}
    />
  );
}
