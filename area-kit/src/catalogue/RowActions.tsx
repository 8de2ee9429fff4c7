import styled from 'styled-components';
import { DeleteIcon, EditIcon, IconButton, PreviewIcon } from 'shared-kit/ui';
import type { Can } from './useRights';

const Actions = styled.div`
  display: inline-flex;
  gap: 2px;
`;

export interface RowActionsProps {
  /** Names the row in the buttons' labels ('Edit acme'), so each button says what it acts on. */
  name: string;
  can: Can;
  onPreview: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A row's Preview, Edit and Delete buttons, each shown only with its right. */
export function RowActions({ name, can, onPreview, onEdit, onDelete }: RowActionsProps) {
  return (
    <Actions>
      {can.preview && (
        <IconButton label={`Preview ${name}`} icon={<PreviewIcon />} tone="primary" onClick={onPreview} />
      )}
      {can.update && <IconButton label={`Edit ${name}`} icon={<EditIcon />} onClick={onEdit} />}
      {can.delete && <IconButton label={`Delete ${name}`} icon={<DeleteIcon />} tone="danger" onClick={onDelete} />}
    </Actions>
  );
}
