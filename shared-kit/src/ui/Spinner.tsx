import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wheel = styled.div`
  width: 2rem;
  height: 2rem;
  margin: ${({ theme }) => theme.space.xl} auto;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

/** Loading indicator, announced to screen readers by its label. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return <Wheel role="status" aria-label={label} />;
}
