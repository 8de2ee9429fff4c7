import styled, { css } from 'styled-components';
import { controlFocusRing, focusRing } from './focusRing';

const control = css`
  width: 100%;
  padding: 8px 10px;
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  ${controlFocusRing}

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** Bare controls; wrap them in FormField (or use the *Field components) so each has a label. */
export const Input = styled.input`
  ${control}
`;

export const Select = styled.select`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  min-height: 6rem;
  resize: vertical;
`;

export const Checkbox = styled.input.attrs({ type: 'checkbox' })`
  width: 1rem;
  height: 1rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  ${focusRing}
`;
