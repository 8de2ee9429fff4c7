import { Fragment } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '@console/contract/time';
import type { AuditItem } from '@console/contract/wire';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Diff = styled.dl`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  display: grid;
  grid-template-columns: minmax(6rem, max-content) 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  overflow-wrap: anywhere;

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** A field's value as text; absent values show as an em dash. */
export function auditValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** Each changed field of one audit entry: before → after. */
export function FieldDiff({ changes }: { changes: AuditItem['changes'] }) {
  const fields = Object.keys(changes);
  if (fields.length === 0) return null;
  return (
    <Diff>
      {fields.map((field) => (
        <Fragment key={field}>
          <dt>{field}</dt>
          <dd>
            {auditValue(changes[field]?.before)} → {auditValue(changes[field]?.after)}
          </dd>
        </Fragment>
      ))}
    </Diff>
  );
}

/** Who made an audit entry: the username at the time, else the id, else the system (a command run outside HTTP). */
export function auditActor(item: AuditItem): string {
  return item.actor.username ?? item.actor.id ?? 'system';
}

/**
 * A record's history from its audit entries: who created it and when, then each change with its
 * field diff, newest first.
 */
export function AuditHistory({ items }: { items: readonly AuditItem[] }) {
  const newestFirst = [...items].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  const created = newestFirst.find((item) => item.action === 'create');
  const changes = newestFirst.filter((item) => item !== created);
  return (
    <section aria-label="History">
      <h3>History</h3>
      {created && (
        <p>
          Created by {auditActor(created)} at {formatDateTime(created.at)}
        </p>
      )}
      {changes.length > 0 && (
        <List>
          {changes.map((item) => (
            <li key={item.id}>
              {item.action} by {auditActor(item)} at {formatDateTime(item.at)}
              <FieldDiff changes={item.changes} />
            </li>
          ))}
        </List>
      )}
    </section>
  );
}
