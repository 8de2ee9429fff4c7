import { useId } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from 'shared-kit/ui';
import { SummaryCard } from './SummaryCard';
import type { SummaryCardModel } from './summaryCards';

const Grid = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** The cards under a heading of their own (read, not shown), so the cards' h3 titles follow an h2. */
export function SummaryCards({ cards, updated }: { cards: readonly SummaryCardModel[]; updated: string }) {
  const headingId = useId();
  return (
    <Grid aria-labelledby={headingId}>
      <VisuallyHidden as="h2" id={headingId}>
        Summary
      </VisuallyHidden>
      {cards.map((card) => (
        <SummaryCard key={card.key} card={card} updated={updated} />
      ))}
    </Grid>
  );
}
