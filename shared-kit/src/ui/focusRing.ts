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
 * The ring of a form control. Chromium never matches :focus-visible on a date or time field while its
 * day, month or year part has the focus, so there the ring follows :focus (a text field shows the ring
 * on every focus anyway): without it a keyboard user tabbing through a form loses sight of the focus.
 */
export const controlFocusRing = css`
  ${focusRing}
  &[type='date']:focus,
  &[type='time']:focus,
  &[type='datetime-local']:focus {
    ${ring}
  }
`;
