import { useState } from 'react';
import styled from 'styled-components';

const Card = styled.section`
  max-width: 32rem;
  margin: 3rem auto;
  padding: 1.5rem 2rem;
  border: 1px solid #f0b4b4;
  border-radius: 8px;
  background: #fff5f5;
  color: #7a1f1f;
`;

const RetryButton = styled.button`
  margin-top: 1rem;
  padding: 0.5rem 1.25rem;
  border: 0;
  border-radius: 6px;
  background: #7a1f1f;
  color: #fff;
  font: inherit;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

export function RemoteErrorCard({ section, onRetry }: { section: string; onRetry: () => Promise<void> | void }) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Card role="alert" aria-live="assertive">
      <h2>The {section} section could not be loaded</h2>
      <p>Its files did not arrive. The rest of the console keeps working; try again in a moment.</p>
      <RetryButton type="button" onClick={retry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Retry'}
      </RetryButton>
    </Card>
  );
}
