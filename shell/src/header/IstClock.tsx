import { useEffect, useState } from 'react';
import { formatClock } from '@console/contract/time';

/** The current time in Asia/Kolkata, ticking each second. */
export function IstClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <time dateTime={now.toISOString()}>{formatClock(now)} IST</time>;
}
