import styled from 'styled-components';
import { useServiceStatus } from '@console/platform';

const Box = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningBackground};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
`;

/**
 * Says so while the server answers 503 (its database is out of reach and it is retrying), and goes
 * away with the next answer that works. The live region stays mounted, empty, so screen readers
 * announce the text when it appears.
 */
export function ServiceBanner() {
  const unavailable = useServiceStatus((state) => state.unavailable);
  return (
    <div aria-live="polite" data-testid="service-status">
      {unavailable && <Box>{unavailable}</Box>}
    </div>
  );
}
