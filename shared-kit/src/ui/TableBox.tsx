import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ScrollArea } from './ScrollArea';

/**
 * The box a table scrolls in: a table wider than the screen scrolls sideways here, never the page.
 * Positioned, so what is positioned inside (the visually hidden caption) overflows into this box's own
 * scroll area; an inline-size container, so a row can be as wide as the box (100cqw) however wide the
 * table. While it scrolls it is a region in the tab order (ScrollArea); name it with `label`.
 */
export const TableScroll = styled(ScrollArea)`
  position: relative;
  container-type: inline-size;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const EmptyCell = styled.td`
  padding: 0 !important;
`;

const EmptyText = styled.div`
  position: sticky;
  left: 0;
  width: 100cqw;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The row of an empty table: its text as wide as the box and held at its left edge, so it reads in full
 * without scrolling however many columns the table has.
 */
export function TableEmpty({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <EmptyCell colSpan={columns}>
        <EmptyText>{children}</EmptyText>
      </EmptyCell>
    </tr>
  );
}
