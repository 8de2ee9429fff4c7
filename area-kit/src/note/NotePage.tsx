import { formatDate } from '@console/contract/time';
import { truncate, type Column } from 'shared-kit/ui';
import type { Area } from '../descriptor';
import { CataloguePage } from '../catalogue/CataloguePage';
import { noteCatalogue } from './noteCatalogue';
import { NoteForm } from './NoteForm';
import { NotePreview } from './NotePreview';
import type { Note, NoteSortKey } from './noteTypes';

/** Note cells show this many characters, then '...'. */
const NOTE_CELL_LENGTH = 15;

/** Note Management (Turbo) and Forex Note Management, from the area descriptor. */
export function NotePage({ area }: { area: Area }) {
  const resource = area.note;
  const columns: Column<Note, NoteSortKey>[] = [
    { key: 'date', header: 'Date', sortable: true, render: (note) => formatDate(note.date) },
    { key: 'origin', header: 'Origin', sortable: true },
    { key: 'agent', header: 'Agent', sortable: true },
    { key: 'user', header: 'User', sortable: true },
    { key: 'whatsappGroup', header: 'WhatsApp Group', sortable: true },
    {
      key: 'note',
      header: 'Note',
      sortable: true,
      render: (note) => <span title={note.note}>{truncate(note.note, NOTE_CELL_LENGTH)}</span>,
    },
  ];

  const catalogue = noteCatalogue(resource);

  return (
    <CataloguePage
      resource={resource}
      catalogue={catalogue}
      columns={columns}
      rowName={(note) => `note ${truncate(note.note, NOTE_CELL_LENGTH)}`}
      // The spec's preview loads the note, then opens the dialog.
      previewFresh
      Form={NoteForm}
      renderPreview={(item, close) => (
        <NotePreview
          resource={resource}
          auditResource={catalogue.config.versioning.auditResource}
          note={item}
          onClose={close}
        />
      )}
    />
  );
}
