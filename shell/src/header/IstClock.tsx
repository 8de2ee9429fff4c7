import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { clockParts } from 'shared-kit';

/** On a phone the day gives way so the bar stays one line; the time and the countdown stay. */
const Day = styled.span`
  @media (max-width: ${({ theme }) => theme.narrowBelow - 1}px) {
    display: none;
  }
`;

/** The current time in Asia/Kolkata, ticking each second. */
export function IstClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const { day, time } = clockParts(now);
  return (
    <time dateTime={now.toISOString()}>
      <Day>{day}, </Day>
      {time} IST
    </time>
  );
}
