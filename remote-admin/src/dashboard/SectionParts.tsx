import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, FormError, Spinner } from 'shared-kit/ui';
import type { ListKey, ListStats } from '@console/contract/dashboard';
import type { ListState } from './listState';

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

/** Dims figures of the previous dates while those of the new ones are counted. */
const Recounting = styled.div<{ $busy: boolean }>`
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity 0.2s;
`;

/**
 * A section's figures around its content: a spinner until the first figures arrive, '<label>: <message>'
 * when they could not be counted (the rest of the dashboard keeps working), the content once counted,
 * dimmed and marked busy while new dates are counted.
 */
export function ListGate<L extends ListKey>({
  state,
  errorLabel,
  children,
}: {
  state: ListState<L>;
  errorLabel: string;
  children: (stats: ListStats[L]) => ReactNode;
}) {
  if (state.status === 'failed') return <FormError>{`${errorLabel}: ${state.error}`}</FormError>;
  const stats = 'stats' in state ? state.stats : undefined;
  if (!stats) return <Spinner />;
  const busy = state.status === 'loading';
  return (
    <Recounting $busy={busy} aria-busy={busy || undefined}>
      {children(stats)}
    </Recounting>
  );
}
