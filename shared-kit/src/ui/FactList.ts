import styled from 'styled-components';

/**
 * Facts about one record as a definition list (`dt` the name, `dd` the value), names in a column of
 * their own: the note, whitelabel, report and user previews. Long values (addresses) wrap anywhere.
 */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
