import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '@console/contract/time';
import { VERSION_CONFLICT_MESSAGE } from '@console/contract/versions';
import type { Choice, ConflictField } from './conflictFields';

/** When the record was saved meanwhile, and by whom from its audit trail (when the person may read it). */
export interface ChangedBy {
  who?: string;
  at: string;
}

/** 'Last saved by asha at 25/11/2026 12:00' (or without the name). */
export const lastSaved = ({ who, at }: ChangedBy): string =>
  `Last saved${who ? ` by ${who}` : ''} at ${formatDateTime(at)}`;

export interface ConflictChoicesProps {
  fields: readonly ConflictField[];
  changedBy?: ChangedBy | null;
  onChoose: (key: string, choice: Choice) => void;
}

const Panel = styled.section`
  border: 2px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningBackground};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  fieldset {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm};
  }
  legend {
    font-weight: 600;
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: baseline;
    overflow-wrap: anywhere;
  }
`;

/**
 * What the other person changed while this one edited, field by field: keep your value or take
 * theirs. The form below holds the chosen values and saves them against the record as it is now.
 */
export function ConflictChoices({ fields, changedBy, onChoose }: ConflictChoicesProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Panel aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        Changed by someone else
      </h3>
      <p role="alert">{VERSION_CONFLICT_MESSAGE}</p>
      {changedBy && <p>{lastSaved(changedBy)}</p>}
      {fields.length === 0 ? (
        <p>None of the fields in this form differ from yours; save again to keep them.</p>
      ) : (
        fields.map((field) => (
          <fieldset key={field.key}>
            <legend>{field.label}</legend>
            <label>
              <input
                type="radio"
                name={`${headingId}-${field.key}`}
                checked={field.choice === 'mine'}
                onChange={() => onChoose(field.key, 'mine')}
              />
              <span>
                Keep mine: <strong>{field.mine}</strong>
              </span>
            </label>
            <label>
              <input
                type="radio"
                name={`${headingId}-${field.key}`}
                checked={field.choice === 'theirs'}
                onChange={() => onChoose(field.key, 'theirs')}
              />
              <span>
                Take theirs: <strong>{field.theirs}</strong>
              </span>
            </label>
          </fieldset>
        ))
      )}
    </Panel>
  );
}
