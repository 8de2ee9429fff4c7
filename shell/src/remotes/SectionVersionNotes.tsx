import styled from 'styled-components';
import { useSectionVersions } from './sectionAssignment';

const Versions = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};

  dt {
    text-transform: capitalize;
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const Row = styled.div`
  display: contents;
`;

/** In the user menu: which version of each section this person runs in this page load. */
export function RunningVersions() {
  const sections = useSectionVersions((state) => state.sections);
  const entries = Object.entries(sections);
  if (entries.length === 0) return null;
  return (
    <Versions aria-label="Section versions">
      {entries.map(([name, { running, fellBack }]) => (
        <Row key={name}>
          <dt>{name}</dt>
          <dd>
            {running.id}
            {fellBack && ' (main version: yours did not load)'}
          </dd>
        </Row>
      ))}
    </Versions>
  );
}

const Marker = styled.span`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.warningBackground};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
`;

/** In the header while an admin uses a version of their own choice instead of their share's. */
export function OverrideMarker() {
  const sections = useSectionVersions((state) => state.sections);
  const chosen = Object.entries(sections).filter(([, { assigned }]) => assigned.override);
  if (chosen.length === 0) return null;
  return <Marker>Trying {chosen.map(([name, { running }]) => `${name} ${running.id}`).join(', ')}</Marker>;
}
