import type { CSSProperties, ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from './focusRing';
import { nextSort, type SortState } from '@console/contract/paging';

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 700;
  color: inherit;
  cursor: pointer;
  ${focusRing}
`;

const Arrow = styled.span<{ $active: boolean }>`
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.muted)};
`;

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

interface SortHeaderProps<Key extends string> {
  columnKey: Key;
  sort: SortState<Key> | null;
  onSortChange: (sort: SortState<Key>) => void;
  children: ReactNode;
  style?: CSSProperties;
}

/**
 * A sortable column header: a button that sorts ascending on the first click and flips the order on
 * the next, an arrow showing the order, and `aria-sort` saying it to assistive technology.
 */
export function SortHeader<Key extends string>({
  columnKey,
  sort,
  onSortChange,
  children,
  style,
}: SortHeaderProps<Key>) {
  const direction = sort?.key === columnKey ? sort.direction : null;
  return (
    <th scope="col" style={style} aria-sort={direction ? ARIA_SORT[direction] : 'none'}>
      <SortButton type="button" onClick={() => onSortChange(nextSort(sort, columnKey))}>
        {children}
        <Arrow $active={direction !== null} aria-hidden="true">
          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
        </Arrow>
      </SortButton>
    </th>
  );
}
