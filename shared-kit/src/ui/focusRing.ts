import { css } from 'styled-components';

/** The one keyboard focus outline of the kit (visible only for keyboard focus). */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
