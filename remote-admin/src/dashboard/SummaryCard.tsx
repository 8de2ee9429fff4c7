import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { focusRing } from 'shared-kit/ui';
import type { SummaryCardModel } from './summaryCards';

const Card = styled.article<{ $colour: string }>`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ $colour }) => $colour};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  &:has(a:hover) {
    box-shadow: 0 2px 10px ${({ theme }) => theme.colors.shadowCard};
  }
`;

const inside = css`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  padding: 12px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const Body = styled.div`
  ${inside}
`;

const CardLink = styled(Link)`
  ${inside}
  border-radius: ${({ theme }) => theme.radius.md};
  ${focusRing}
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;

const Value = styled.p<{ $colour: string }>`
  margin: 0;
  font-size: 1.5rem;
  font-variant-numeric: tabular-nums;
  font-weight: 700;
  color: ${({ $colour }) => $colour};
`;

const Small = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.muted)};
`;

/** A summary card; the whole card opens its area page when the person may open that page. */
export function SummaryCard({ card, updated }: { card: SummaryCardModel; updated: string }) {
  const titleId = useId();
  const content = (
    <>
      <Title id={titleId}>{card.title}</Title>
      <Value $colour={card.colour} aria-busy={card.busy || undefined}>
        {card.value}
      </Value>
      {card.error ? (
        <Small $error role="alert">
          {card.error}
        </Small>
      ) : (
        card.subtext && <Small>{card.subtext}</Small>
      )}
      <Small>Updated as of {updated}</Small>
    </>
  );
  return (
    <Card $colour={card.colour} aria-labelledby={titleId}>
      {card.to ? <CardLink to={card.to}>{content}</CardLink> : <Body>{content}</Body>}
    </Card>
  );
}
