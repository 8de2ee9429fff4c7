import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
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

/**
 * Columns kept in view while the others scroll sideways under them: `.pinned-start` at the left (the
 * report's date), `.pinned-end` at the right (a row's actions, so every action is in reach however wide
 * the table). They are opaque, so nothing scrolled under them shows through, and while the box scrolls
 * their inner edge casts a shadow: a cut word beside them reads as going on beneath, not as a column too
 * narrow for its text. For tables with separate borders (sticky cells keep their own borders only then).
 */
export const pinnedColumns = css`
  .pinned-start,
  .pinned-end {
    position: sticky;
    z-index: 1;
  }
  /* Opaque by default (no weight: a table's own cell backgrounds, a footer's or a hovered row's, win). */
  :where(td.pinned-start, td.pinned-end) {
    background: ${({ theme }) => theme.colors.surface};
  }
  .pinned-start {
    left: 0;
    box-shadow: 2px 0 0 ${({ theme }) => theme.colors.border};
  }
  .pinned-end {
    right: 0;
    box-shadow: -2px 0 0 ${({ theme }) => theme.colors.border};
  }
  [data-overflows] > & .pinned-start {
    box-shadow:
      2px 0 0 ${({ theme }) => theme.colors.border},
      10px 0 10px -8px ${({ theme }) => theme.colors.shadowPinned};
  }
  [data-overflows] > & .pinned-end {
    box-shadow:
      -2px 0 0 ${({ theme }) => theme.colors.border},
      -10px 0 10px -8px ${({ theme }) => theme.colors.shadowPinned};
  }
  thead .pinned-start,
  thead .pinned-end,
  tfoot .pinned-start,
  tfoot .pinned-end {
    z-index: 3;
  }
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
