import styled from 'styled-components';
import { SummaryCard } from './SummaryCard';
import type { SummaryCardModel } from './summaryCards';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export function SummaryCards({ cards, updated }: { cards: readonly SummaryCardModel[]; updated: string }) {
  return (
    <Grid>
      {cards.map((card) => (
        <SummaryCard key={card.key} card={card} updated={updated} />
      ))}
    </Grid>
  );
}
