import { css } from 'styled-components';

const ring = css`
  outline: 2px solid ${({ theme }) => theme.colors.focus};
  outline-offset: 2px;
`;

/** The one keyboard focus outline of the kit (visible only for keyboard focus). */
export const focusRing = css`
  &:focus-visible {
    ${ring}
  }
`;

/**
 * The ring of a form control. A date or time field holds a calendar (or clock) button of its own, a Tab
 * stop inside the field: while it has the focus Chromium matches neither :focus nor :focus-visible on
 * the field, so there the ring follows :focus-within (a text field shows the ring on every focus
 * anyway). Without it a keyboard user tabbing through a form loses sight of the focus.
 */
export const controlFocusRing = css`
  ${focusRing}
  &[type='date']:focus-within,
  &[type='time']:focus-within,
  &[type='datetime-local']:focus-within {
    ${ring}
  }
`;
