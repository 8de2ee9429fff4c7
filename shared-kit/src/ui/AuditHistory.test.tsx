import { screen, within } from '@testing-library/react';
import type { AuditItem } from '@console/contract/wire';
import { auditEntry } from '../../testing/auditEntry';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { AuditHistory } from './AuditHistory';

const entry = (id: number, at: string, action: string, changes: AuditItem['changes']) =>
  auditEntry({ id, at, action, changes, recordId: '7' });

it('AuditHistory shows who created the record, then each change with its field diff, newest first', () => {
  renderWithTheme(
    <AuditHistory
      items={[
        entry(1, '2026-11-20T04:30:00.000Z', 'create', { title: { after: 'Q3' } }),
        entry(2, '2026-11-21T04:30:00.000Z', 'update', { title: { before: 'Q3', after: 'Q4' } }),
        entry(3, '2026-11-22T04:30:00.000Z', 'update', { chart: { before: null, after: '4x' } }),
      ]}
    />,
  );
  const history = screen.getByRole('region', { name: 'History' });
  expect(within(history).getByText(/^Created by asha at/)).toBeInTheDocument();
  const items = within(history).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0]).getByText('chart')).toBeInTheDocument();
  expect(within(items[0]).getByText('— → 4x')).toBeInTheDocument();
  expect(within(items[1]).getByText('title')).toBeInTheDocument();
  expect(within(items[1]).getByText('Q3 → Q4')).toBeInTheDocument();
});
