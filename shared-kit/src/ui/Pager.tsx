import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { Input, Select } from './inputs';
import { ALL_ROWS, pageCount, parseGoToPage, showingRange } from '@console/contract/paging';

export interface PagerProps {
  /** The current page, 1-based. */
  page: number;
  pageSize: number;
  /** The page sizes offered, e.g. [20, 50, 70, 100]; ALL_ROWS is offered as All. */
  pageSizes: readonly number[];
  /** Rows over all pages. */
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const narrowControls = `
  select,
  input {
    width: 5rem;
    padding: 4px 8px;
  }
`;

const SizeChoice = styled.span`
  ${narrowControls}
`;

const GoToForm = styled.form`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  ${narrowControls}
`;

/**
 * Paging controls: entries shown, page size, Previous/Next, Page x of y and a go-to-page box that
 * takes only an integer from 1 to the last page (anything else is ignored).
 */
export function Pager({ page, pageSize, pageSizes, total, onPageChange, onPageSizeChange }: PagerProps) {
  const id = useId();
  const [goTo, setGoTo] = useState('');
  const pages = pageCount(total, pageSize);
  const { from, to } = showingRange(page, pageSize, total);

  const submitGoTo = (event: FormEvent) => {
    event.preventDefault();
    const target = parseGoToPage(goTo, pages);
    if (target !== null) {
      onPageChange(target);
      setGoTo('');
    }
  };

  return (
    <Bar role="group" aria-label="Pagination">
      <Group>
        <span aria-live="polite">
          Showing {from} to {to} of {total} entries
        </span>
        <SizeChoice>
          <label htmlFor={`${id}-size`}>Rows per page </label>
          <Select id={`${id}-size`} value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))}>
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size === ALL_ROWS ? 'All' : size}
              </option>
            ))}
          </Select>
        </SizeChoice>
      </Group>
      <Group>
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <span>
          Page {page} of {pages}
        </span>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          Next
        </Button>
        <GoToForm onSubmit={submitGoTo}>
          <label htmlFor={`${id}-goto`}>Go to page</label>
          <Input id={`${id}-goto`} inputMode="numeric" value={goTo} onChange={(event) => setGoTo(event.target.value)} />
          <Button type="submit" variant="secondary" size="sm">
            Go
          </Button>
        </GoToForm>
      </Group>
    </Bar>
  );
}
