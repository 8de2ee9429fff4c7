import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Spinner } from 'shared-kit/ui';
import type { ListState } from './dashboardStore';

export const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/** Charts and tables side by side on a wide screen, one above the other on a narrow one. */
export const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 26rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

export const Panel = styled(Card)`
  padding: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const ErrorLine = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.dangerBackground};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/**
 * A section's list state around its content: a spinner while it loads, '<label>: <message>' when it
 * failed (the rest of the dashboard keeps working), the content once loaded.
 */
export function ListGate({
  state,
  errorLabel,
  children,
}: {
  state: ListState;
  errorLabel: string;
  children: () => ReactNode;
}) {
  if (state.status === 'failed') return <ErrorLine role="alert">{`${errorLabel}: ${state.error}`}</ErrorLine>;
  if (state.status !== 'succeeded') return <Spinner />;
  return <>{children()}</>;
}
