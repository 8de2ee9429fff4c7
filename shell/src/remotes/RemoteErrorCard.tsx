import { useState } from 'react';
import styled from 'styled-components';
import type { SectionFailure } from './sectionFailure';

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

const TEXTS: Record<SectionFailure, { heading: (section: string) => string; body: string }> = {
  unavailable: {
    heading: (section) => `The ${section} section could not be loaded`,
    body: 'Its files did not arrive. The rest of the console keeps working; try again in a moment.',
  },
  outdated: {
    heading: (section) => `The ${section} section needs a newer console`,
    body:
      'This version of the section was built for a newer console than the one running here, so it is not ' +
      'started. The rest of the console keeps working; reload the page once the console has been updated.',
  },
  crashed: {
    heading: (section) => `The ${section} section stopped working`,
    body: 'An error in this page stopped it. The rest of the console keeps working; Retry starts the page again.',
  },
};

interface Props {
  section: string;
  failure: SectionFailure;
  /** Absent for a failure no retry can mend (a section built for a newer console). */
  onRetry?: () => Promise<void> | void;
}

/** A section's failure, inside the layout: what happened, and Retry where trying again can help. */
export function RemoteErrorCard({ section, failure, onRetry }: Props) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry?.();
    } finally {
      setRetrying(false);
    }
  };
  const texts = TEXTS[failure];
  return (
    <Card role="alert" aria-live="assertive" data-failure={failure}>
      <h2>{texts.heading(section)}</h2>
      <p>{texts.body}</p>
      {onRetry && failure !== 'outdated' && (
        <RetryButton type="button" onClick={retry} disabled={retrying}>
          {retrying ? 'Retrying...' : 'Retry'}
        </RetryButton>
      )}
    </Card>
  );
}
