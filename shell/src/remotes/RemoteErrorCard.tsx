import { useState } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-kit/ui';
import { isPlatformMismatch, type SectionFailure } from './sectionFailure';

const Card = styled.section`
  max-width: 32rem;
  margin: 3rem auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerBackground};
  color: ${({ theme }) => theme.colors.danger};
`;

const TEXTS: Record<SectionFailure, { heading: (section: string) => string; body: string }> = {
  unavailable: {
    heading: (section) => `The ${section} section could not be loaded`,
    body: 'Its files did not arrive. The rest of the console keeps working; try again in a moment.',
  },
  needsNewerConsole: {
    heading: (section) => `The ${section} section needs a newer console`,
    body:
      'This version of the section was built for a newer console than the one running here, so it is not ' +
      'started. The rest of the console keeps working; reload the page once the console has been updated.',
  },
  builtForOlderConsole: {
    heading: (section) => `The ${section} section was built for an older console`,
    body:
      'This version of the section was built for an older console than the one running here, so it is not ' +
      'started. The rest of the console keeps working; reload the page once the section has been updated.',
  },
  crashed: {
    heading: (section) => `The ${section} section stopped working`,
    body: 'An error in this page stopped it. The rest of the console keeps working; Retry starts the page again.',
  },
};

interface Props {
  section: string;
  failure: SectionFailure;
  /** Absent for a failure no retry can mend (a section built for another console's platform). */
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
      {onRetry && !isPlatformMismatch(failure) && (
        <Button variant="danger" onClick={retry} busy={retrying}>
          {retrying ? 'Retrying...' : 'Retry'}
        </Button>
      )}
    </Card>
  );
}
