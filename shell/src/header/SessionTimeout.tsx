import { useEffect } from 'react';
import styled from 'styled-components';
import { formatCountdown, useAuth, useSessionCountdown } from 'shared-kit';

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

/** LOGIN TIMEOUT mm:ss from the stored session expiry; at zero the session ends. */
export function SessionTimeout() {
  const secondsLeft = useSessionCountdown();
  const endSession = useAuth((state) => state.endSession);

  useEffect(() => {
    if (secondsLeft === 0) endSession('Session expired');
  }, [secondsLeft, endSession]);

  return (
    <Timeout>
      <span>LOGIN TIMEOUT</span>
      <strong role="timer" aria-label="Login timeout">
        {formatCountdown(secondsLeft)}
      </strong>
    </Timeout>
  );
}
