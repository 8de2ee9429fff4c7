import styled from 'styled-components';
import type { AuditItem } from '@console/contract/wire';
import { formatDateTime } from '@console/contract/time';
import { auditActor, auditValue, DataTable, FieldDiff, type Column } from 'shared-kit/ui';

const Muted = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
`;

const Details = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-wrap: anywhere;
`;

/** An entry's details (an import's counts and ids, a backup's collections, a refusal's reason). */
function EntryDetail({ detail }: { detail: AuditItem['detail'] }) {
  if (!detail || Object.keys(detail).length === 0) return null;
  return (
    <Details>
      {Object.entries(detail).map(([name, value]) => (
        <li key={name}>
          {name}: {auditValue(value)}
        </li>
      ))}
    </Details>
  );
}

const columns: Column<AuditItem>[] = [
  {
    key: 'at',
    header: 'When',
    width: '9rem',
    render: (item) => (
      <>
        {formatDateTime(item.at)}
        {!item.sealed && <Muted>not yet sealed</Muted>}
      </>
    ),
  },
  {
    key: 'actor',
    header: 'Who',
    render: (item) => (
      <>
        {auditActor(item)}
        {item.address && <Muted>from {item.address}</Muted>}
      </>
    ),
  },
  { key: 'action', header: 'Action' },
  { key: 'area', header: 'Area', render: (item) => item.area ?? '—' },
  { key: 'resource', header: 'Resource' },
  { key: 'recordId', header: 'Record ID', render: (item) => item.recordId ?? '—' },
  {
    key: 'changes',
    header: 'Changes',
    // The diff is what an investigator reads: it gets the room, the ids and names wrap.
    width: '40%',
    render: (item) => (
      <>
        <FieldDiff changes={item.changes} />
        <EntryDetail detail={item.detail} />
      </>
    ),
  },
];

/** One page of audit entries, newest first, each with its field-by-field diff. */
export function AuditLogTable({ items }: { items: readonly AuditItem[] }) {
  return (
    <DataTable
      caption="Audit log entries, newest first"
      columns={columns}
      rows={items}
      rowKey={(item) => String(item.id)}
      empty="No audit entries match these filters."
      stackBelow="48rem"
    />
  );
}
