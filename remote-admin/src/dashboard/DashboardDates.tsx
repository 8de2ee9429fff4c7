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

const Problem = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
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

/** Shown when the range is back to front: every count is then zero, and that must not pass as news. */
export const START_AFTER_END = 'Start Date is after End Date, so no record falls in this range.';

/** Start and end days; clearing either shows every record (no filtering, foundation.md §5). */
export function DashboardDates({ start, end, onChange }: Props) {
  // Calendar days as YYYY-MM-DD compare as text.
  const backwards = Boolean(start && end && start > end);
  return (
    <Bar role="group" aria-label="Dates">
      <FormField label="Start Date">
        {(control) => (
          <Input
            {...control}
            type="date"
            value={start}
            max={end || undefined}
            aria-invalid={backwards || undefined}
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
      {backwards && <Problem role="alert">{START_AFTER_END}</Problem>}
    </Bar>
  );
}
