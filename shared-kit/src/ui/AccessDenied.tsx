import type { ReactNode } from 'react';
import styled from 'styled-components';

const Block = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerBackground};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  text-align: center;
`;

/** What a page shows instead of its data to a person without the listing right (the spec's text). */
export function AccessDenied({ children }: { children: ReactNode }) {
  return <Block role="note">{children}</Block>;
}
