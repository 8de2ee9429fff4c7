import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { focusRing } from './focusRing';

export type IconButtonTone = 'neutral' | 'primary' | 'danger';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name (also the tooltip): an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  tone?: IconButtonTone;
  ref?: Ref<HTMLButtonElement>;
}

const StyledIconButton = styled.button<{ $tone: IconButtonTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : $tone === 'primary' ? theme.colors.primary : theme.colors.text)};
  cursor: pointer;
  ${focusRing}

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.background};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export function IconButton({ label, icon, tone = 'neutral', type = 'button', ...rest }: IconButtonProps) {
  return (
    <StyledIconButton type={type} aria-label={label} title={label} $tone={tone} {...rest}>
      {icon}
    </StyledIconButton>
  );
}
