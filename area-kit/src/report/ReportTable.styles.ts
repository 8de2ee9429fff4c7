import styled from 'styled-components';
import { pinnedColumns, TableScroll } from 'shared-kit/ui';

/**
 * At most 800 px high (the spec), and never taller than the window: its horizontal scroll bar, at the
 * bottom of the box, stays reachable on a 768 px screen.
 */
export const Scroll = styled(TableScroll)`
  max-height: min(800px, calc(100vh - 7rem));
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    padding: 8px 10px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    border-right: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
    white-space: nowrap;
  }
  td {
    background: ${({ theme }) => theme.colors.surface};
  }
  thead th {
    position: sticky;
    top: 0;
    z-index: 2;
    background: ${({ theme }) => theme.colors.background};
    text-align: left;
  }
  tfoot td {
    position: sticky;
    bottom: 0;
    z-index: 2;
    background: ${({ theme }) => theme.colors.background};
    font-weight: 700;
  }
  td.number {
    text-align: right;
  }
  /* The date and the row's actions stay in view while the other 18 columns scroll between them. */
  ${pinnedColumns}
`;

/** Marks totals that are not final yet (the whole list is still loading). */
export const Counting = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;
