import styled from 'styled-components';
import { Button, FormField, Input } from 'shared-kit/ui';
import type { DayRange } from './attendanceApi';
import { QUICK_RANGES, type QuickRange } from './attendanceStats';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  & > div {
    margin-bottom: 0;
  }
`;

const Quick = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

interface Props {
  range: DayRange;
  quick: QuickRange;
  onQuick: (kind: QuickRange) => void;
  onRange: (range: Partial<DayRange>) => void;
}

/** From and To days, and the quick ranges (24 hours, 1 month, 1 year, custom). */
export function DateRangeBar({ range, quick, onQuick, onRange }: Props) {
  return (
    <Bar>
      <FormField label="From">
        {(control) => (
          <Input
            {...control}
            type="date"
            value={range.from}
            max={range.to}
            onChange={(e) => e.target.value && onRange({ from: e.target.value })}
          />
        )}
      </FormField>
      <FormField label="To">
        {(control) => (
          <Input
            {...control}
            type="date"
            value={range.to}
            min={range.from}
            onChange={(e) => e.target.value && onRange({ to: e.target.value })}
          />
        )}
      </FormField>
      <Quick role="group" aria-label="Quick range">
        {QUICK_RANGES.map((kind) => (
          <Button
            key={kind}
            size="sm"
            variant={quick === kind ? 'primary' : 'secondary'}
            aria-pressed={quick === kind}
            onClick={() => onQuick(kind)}
          >
            {kind}
          </Button>
        ))}
      </Quick>
    </Bar>
  );
}
