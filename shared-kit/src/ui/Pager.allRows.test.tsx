import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Pager } from './Pager';
import { ALL_ROWS, listView } from '@console/contract/paging';

describe('the All page size', () => {
  it('is offered as All and shows every row on one page', async () => {
    const onPageSizeChange = jest.fn();
    renderWithTheme(
      <Pager
        page={1}
        pageSize={ALL_ROWS}
        pageSizes={[10, 20, 50, ALL_ROWS]}
        total={73}
        onPageChange={() => undefined}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    expect(screen.getByRole('option', { name: 'All' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 73 of 73 entries')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/Rows per page/), '20');
    expect(onPageSizeChange).toHaveBeenCalledWith(20);
  });

  it('cuts no row out of the page', () => {
    const rows = Array.from({ length: 73 }, (_, i) => i);
    const view = listView({
      rows,
      search: '',
      textsOf: () => [],
      sort: null,
      valueOf: () => 0,
      page: 1,
      pageSize: ALL_ROWS,
    });
    expect(view).toMatchObject({ total: 73, pages: 1, page: 1 });
    expect(view.rows).toHaveLength(73);
  });
});
