import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.dangerBackground};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  p {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

/**
 * Why something failed, in the kit's red box (also a dashboard list that could not be counted). For a
 * form: why it could not be sent, placed beside its buttons (where the person just pressed) and kept
 * until the next try: a banner at the top of a long form clears itself before anyone scrolls to it.
 */
export function FormError({ children }: { children: ReactNode }) {
  return <Box role="alert">{children}</Box>;
}
