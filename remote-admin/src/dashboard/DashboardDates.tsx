import styled from 'styled-components';
import { FormField, Input } from 'shared-kit/ui';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  & > div {
    margin-bottom: 0;
  }
`;

const Hint = styled.small`
  padding-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

interface Props {
  start: string;
  end: string;
  onChange: (dates: { start?: string; end?: string }) => void;
}

/** Start and end days; clearing either shows every record (no filtering, foundation.md §5). */
export function DashboardDates({ start, end, onChange }: Props) {
  return (
    <Bar role="group" aria-label="Dates">
      <FormField label="Start Date">
        {(control) => (
          <Input
            {...control}
            type="date"
            value={start}
            max={end || undefined}
            onChange={(e) => onChange({ start: e.target.value })}
          />
        )}
      </FormField>
      <FormField label="End Date">
        {(control) => (
          <Input
            {...control}
            type="date"
            value={end}
            min={start || undefined}
            onChange={(e) => onChange({ end: e.target.value })}
          />
        )}
      </FormField>
      <Hint>Clear a date to count every record.</Hint>
    </Bar>
  );
}
