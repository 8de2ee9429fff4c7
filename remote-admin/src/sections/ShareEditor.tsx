import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { SectionVersionInfo } from '@console/contract/wire';
import { refusalOfShares } from '@console/contract/sections';
import { Button, FormError, FormField, Input } from 'shared-kit/ui';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  & > div {
    margin-bottom: 0;
    width: 9rem;
    max-width: 100%;
  }
`;

interface Props {
  title: string;
  versions: readonly SectionVersionInfo[];
  /** The shares as typed, checked: the page asks for confirmation before they are set. */
  onSubmit: (shares: Record<string, number>) => void;
}

/** The section's shares as a form: one whole percent per version, summing to 100. */
export function ShareEditor({ title, versions, onSubmit }: Props) {
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(versions.map((version) => [version.id, String(version.share)])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const shares = Object.fromEntries(versions.map((version) => [version.id, Number(typed[version.id] ?? 0)]));
    const refusal = refusalOfShares(
      shares,
      versions.map((version) => version.id),
    );
    setProblem(refusal);
    if (!refusal) onSubmit(shares);
  };
  return (
    <form onSubmit={submit} aria-label={`${title} shares`}>
      <Row>
        {versions.map((version) => (
          <FormField key={version.id} label={`${version.id} (%)`}>
            {(control) => (
              <Input
                {...control}
                type="number"
                min={0}
                max={100}
                step={1}
                value={typed[version.id] ?? '0'}
                onChange={(event) => setTyped((now) => ({ ...now, [version.id]: event.target.value }))}
              />
            )}
          </FormField>
        ))}
        <Button type="submit">Change shares</Button>
      </Row>
      {problem && <FormError>{problem}</FormError>}
    </form>
  );
}
