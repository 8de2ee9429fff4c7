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

/** The whole cell sorts, not only its words: a wide column's header is a wide target. */
const Cell = styled.th`
  cursor: pointer;
  user-select: none;
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
  className?: string;
}

/**
 * A sortable column header: a click anywhere in the cell sorts ascending, the next flips the order; an
 * arrow shows the order and `aria-sort` says it to assistive technology. The button inside is the
 * keyboard's way in: its click (Enter, Space) bubbles to the cell, which does the sorting.
 */
export function SortHeader<Key extends string>({
  columnKey,
  sort,
  onSortChange,
  children,
  style,
  className,
}: SortHeaderProps<Key>) {
  const direction = sort?.key === columnKey ? sort.direction : null;
  return (
    <Cell
      scope="col"
      style={style}
      className={className}
      aria-sort={direction ? ARIA_SORT[direction] : 'none'}
      onClick={() => onSortChange(nextSort(sort, columnKey))}
    >
      <SortButton type="button">
        {children}
        <Arrow $active={direction !== null} aria-hidden="true">
          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
        </Arrow>
      </SortButton>
    </Cell>
  );
}
