import type { ReactNode } from 'react';
import styled from 'styled-components';

const Text = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The text a list shows when it has nothing (e.g. 'No notes found'). */
export function EmptyState({ children }: { children: ReactNode }) {
  return <Text>{children}</Text>;
}
