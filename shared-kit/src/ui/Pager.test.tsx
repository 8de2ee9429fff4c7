import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Pager } from './Pager';

function Host({ total, onPage }: { total: number; onPage?: (page: number) => void }) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  return (
    <Pager
      page={page}
      pageSize={size}
      pageSizes={[20, 50, 70, 100]}
      total={total}
      onPageChange={(next) => {
        onPage?.(next);
        setPage(next);
      }}
      onPageSizeChange={(next) => {
        setSize(next);
        setPage(1);
      }}
    />
  );
}

const goTo = async (text: string) => {
  const box = screen.getByLabelText('Go to page');
  await userEvent.clear(box);
  if (text) await userEvent.type(box, text);
  await userEvent.click(screen.getByRole('button', { name: 'Go' }));
};

describe('Pager', () => {
  it('shows the entries, the page and moves with Previous and Next', async () => {
    renderWithTheme(<Host total={45} />);
    expect(screen.getByText('Showing 1 to 20 of 45 entries')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 41 to 45 of 45 entries')).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('offers the given page sizes', async () => {
    renderWithTheme(<Host total={45} />);
    const select = screen.getByLabelText('Rows per page');
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.value)).toEqual(['20', '50', '70', '100']);
    await userEvent.selectOptions(select, '50');
    expect(screen.getByText('Showing 1 to 45 of 45 entries')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('goes to a page typed as an integer from 1 to the last page', async () => {
    renderWithTheme(<Host total={45} />);
    await goTo('3');
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    await goTo('1');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('ignores anything else in the go-to-page box', async () => {
    const onPage = jest.fn();
    renderWithTheme(<Host total={45} onPage={onPage} />);
    for (const bad of ['0', '4', '-1', '2.5', 'two', '']) await goTo(bad);
    expect(onPage).not.toHaveBeenCalled();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('says 0 to 0 of 0 for an empty list, on page 1 of 1', () => {
    renderWithTheme(<Host total={0} />);
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });
});
