import styled from 'styled-components';
import { formatCountdown, useSessionCountdown } from '@console/platform';

const Timeout = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: baseline;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;

  strong {
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** LOGIN TIMEOUT mm:ss from the session expiry (the session keeper ends the session at zero). */
export function SessionTimeout() {
  const secondsLeft = useSessionCountdown();
  return (
    <Timeout>
      <span>LOGIN TIMEOUT</span>
      <strong role="timer" aria-label="Login timeout">
        {formatCountdown(secondsLeft)}
      </strong>
    </Timeout>
  );
}
