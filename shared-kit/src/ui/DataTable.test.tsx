import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { DataTable, type Column } from './DataTable';
import { sortRows, type SortState } from '@console/contract/paging';

interface Sport {
  _id: string;
  name: string;
}

const columns: Column<Sport, 'name' | 'actions'>[] = [
  { key: 'name', header: 'Sport Name', sortable: true },
  { key: 'actions', header: 'Actions', render: (row) => <button type="button">Edit {row.name}</button> },
];

function Host({ rows }: { rows: Sport[] }) {
  const [sort, setSort] = useState<SortState<'name' | 'actions'> | null>(null);
  const shown = sortRows(rows, sort, (row) => row.name);
  return (
    <DataTable
      caption="Sports"
      columns={columns}
      rows={shown}
      rowKey={(row) => row._id}
      sort={sort}
      onSortChange={setSort}
      empty="No sports found"
    />
  );
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('DataTable', () => {
  const rows = [
    { _id: '1', name: 'Tennis' },
    { _id: '2', name: 'cricket' },
    { _id: '3', name: 'Boxing' },
  ];

  it('renders exactly the rows it is given, with custom cells', () => {
    renderWithTheme(<Host rows={rows.slice(0, 2)} />);
    expect(screen.getByRole('table', { name: 'Sports' })).toBeInTheDocument();
    expect(names()).toEqual(['Tennis', 'cricket']);
    expect(screen.getByRole('button', { name: 'Edit cricket' })).toBeInTheDocument();
  });

  it('sorts ascending on the first click and toggles on the next, saying so in aria-sort', async () => {
    renderWithTheme(<Host rows={rows} />);
    const header = screen.getByRole('columnheader', { name: /Sport Name/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header).getByRole('button'));
    expect(names()).toEqual(['Boxing', 'cricket', 'Tennis']);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button'));
    expect(names()).toEqual(['Tennis', 'cricket', 'Boxing']);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');
  });

  it('sorts on a click anywhere in the header cell, and from the keyboard on its button', async () => {
    renderWithTheme(<Host rows={rows} />);
    const header = screen.getByRole('columnheader', { name: /Sport Name/ });
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    within(header).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await userEvent.keyboard(' ');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Boxing', 'cricket', 'Tennis']);
  });

  it('shows the empty text in one full-width cell', () => {
    renderWithTheme(<Host rows={[]} />);
    const cell = screen.getByRole('cell', { name: 'No sports found' });
    expect(cell).toHaveAttribute('colspan', '2');
  });

  it('pins a column marked pin end, header and cells, and styles it sticky and opaque', () => {
    const pinned: Column<Sport, 'name' | 'actions'>[] = [columns[0], { ...columns[1], pin: 'end' }];
    renderWithTheme(<DataTable caption="Sports" columns={pinned} rows={rows} rowKey={(row) => row._id} />);
    const header = screen.getByRole('columnheader', { name: 'Actions' });
    expect(header).toHaveClass('pinned-end');
    const actionCells = screen.getAllByRole('button', { name: /^Edit / }).map((button) => button.closest('td'));
    expect(actionCells).toHaveLength(3);
    for (const cell of actionCells) {
      expect(cell).toHaveClass('pinned-end');
      expect(getComputedStyle(cell!).position).toBe('sticky');
      expect(getComputedStyle(cell!).backgroundColor).toBe('rgb(255, 255, 255)');
    }
    expect(screen.getByRole('cell', { name: 'Tennis' })).not.toHaveClass('pinned-end');
  });

  it('labels each cell with its column for the stacked (phone) layout, keeping the table roles', () => {
    renderWithTheme(
      <DataTable caption="Sports" columns={columns} rows={rows} rowKey={(row) => row._id} stackBelow="36rem" />,
    );
    const table = screen.getByRole('table', { name: 'Sports' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('cell', { name: 'Tennis' })).toHaveAttribute('data-label', 'Sport Name');
    expect(screen.getByRole('button', { name: 'Edit Tennis' }).closest('td')).toHaveAttribute('data-label', 'Actions');
  });

  it('labels no cell when it never stacks', () => {
    renderWithTheme(<Host rows={rows} />);
    expect(screen.getByRole('cell', { name: 'Tennis' })).not.toHaveAttribute('data-label');
  });
});
