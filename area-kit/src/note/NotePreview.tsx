import { useState } from 'react';
import styled from 'styled-components';
import { formatDate } from '@console/contract/time';
import { Banner, Button, CopyIcon, FactList, LinkifiedText, Modal, type Notice } from 'shared-kit/ui';
import { RecordHistory } from 'shared-kit/audit';
import type { Area } from '../descriptor';
import type { Note } from './noteTypes';

const NoteText = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
`;

/**
 * 'Note Preview': every field, the note with its addresses as links, a copy button and the Note ID, then
 * its History (`auditResource`: the name the API records notes under).
 */
export function NotePreview({
  resource,
  auditResource,
  note,
  onClose,
}: {
  resource: Area['note'];
  auditResource: string;
  note: Note;
  onClose: () => void;
}) {
  const [notice, setNotice] = useState<Notice | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(note.note);
      setNotice({ kind: 'success', text: 'Note copied to clipboard!' });
    } catch {
      setNotice({ kind: 'error', text: 'The note could not be copied' });
    }
  };

  return (
    <Modal
      title={resource.previewTitle}
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="secondary" onClick={() => void copy()}>
          <CopyIcon />
          Copy Note
        </Button>
      }
    >
      <Banner notice={notice} onClear={() => setNotice(null)} />
      <FactList>
        <dt>Date</dt>
        <dd>{formatDate(note.date)}</dd>
        <dt>Origin</dt>
        <dd>{note.origin}</dd>
        <dt>Agent</dt>
        <dd>{note.agent}</dd>
        <dt>User</dt>
        <dd>{note.user}</dd>
        <dt>WhatsApp Group</dt>
        <dd>{note.whatsappGroup}</dd>
        <dt>Added By</dt>
        <dd>{note.noteAddby}</dd>
        <dt>Note ID</dt>
        <dd>{note._id}</dd>
      </FactList>
      <NoteText aria-label="Note">
        <LinkifiedText text={note.note} />
      </NoteText>
      <RecordHistory resource={auditResource} recordId={note._id} />
    </Modal>
  );
}
