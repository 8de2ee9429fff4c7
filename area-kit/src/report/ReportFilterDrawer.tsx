import { memo } from 'react';
import styled from 'styled-components';
import { Button, Input, SelectField, SideDrawer, TextField } from 'shared-kit/ui';
import {
  PROOF_STATUSES,
  PROOF_TYPES,
  REPORT_SPORTS,
  VOID_STATUSES,
  type RangeFilter,
  type ReportFilters,
} from '@console/contract/reports';

const Pair = styled.fieldset`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const RANGES: ReadonlyArray<[RangeFilter, string]> = [
  ['pl', 'P&L'],
  ['odds', 'Odds'],
  ['stack', 'Stack'],
  ['acBalance', 'Before Void Balance'],
  ['afterVoidBalance', 'After Void Balance'],
];

/** The drawer's id, for the Filters switch's aria-controls. */
export const REPORT_FILTERS_ID = 'report-filters';

export interface ReportFilterDrawerProps {
  title: string;
  open: boolean;
  filters: ReportFilters;
  catchBy: readonly string[];
  onChange: (change: Partial<ReportFilters>) => void;
  onReset: () => void;
  onClose: () => void;
}

const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * The slide-in filter panel on the right: every report filter, and Reset Filters. While it stays closed
 * it does not render again (memo): its 25 fields and their options are hidden, and a keystroke in the
 * search box changes the filters it is given. Opening it renders it with the filters of that moment.
 */
export const ReportFilterDrawer = memo(ReportFilterPanel, (before, after) => !before.open && !after.open);

function ReportFilterPanel({ title, open, filters, catchBy, onChange, onReset, onClose }: ReportFilterDrawerProps) {
  const text = (
    field: 'startDate' | 'endDate' | 'userName' | 'agent' | 'origin' | 'eventName' | 'marketName' | 'remark',
    label: string,
    type = 'text',
  ) => (
    <TextField
      label={label}
      type={type}
      value={filters[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
    />
  );
  const select = (
    field: 'sportName' | 'catchBy' | 'proofType' | 'proofStatus' | 'voidStatus',
    label: string,
    values: readonly string[],
  ) => (
    <SelectField
      label={label}
      placeholder="All"
      options={choices(values)}
      value={filters[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
    />
  );

  return (
    <SideDrawer id={REPORT_FILTERS_ID} title={title} open={open} onClose={onClose}>
      {text('startDate', 'Start Date', 'date')}
      {text('endDate', 'End Date', 'date')}
      {text('userName', 'User Name')}
      {text('agent', 'Agent')}
      {text('origin', 'Origin')}
      {select('sportName', 'Sport', REPORT_SPORTS)}
      {text('eventName', 'Event')}
      {text('marketName', 'Market')}
      {RANGES.map(([field, label]) => (
        <Pair key={field}>
          <legend>{label}</legend>
          <Input
            type="number"
            step="0.01"
            aria-label={`${label} min`}
            placeholder="Min"
            value={filters[field].min}
            onChange={(event) => onChange({ [field]: { ...filters[field], min: event.target.value } })}
          />
          <Input
            type="number"
            step="0.01"
            aria-label={`${label} max`}
            placeholder="Max"
            value={filters[field].max}
            onChange={(event) => onChange({ [field]: { ...filters[field], max: event.target.value } })}
          />
        </Pair>
      ))}
      {select('catchBy', 'Catch By', catchBy)}
      {select('proofType', 'Proof Type', PROOF_TYPES)}
      {select('proofStatus', 'Proof Status', PROOF_STATUSES)}
      {select('voidStatus', 'Void Status', VOID_STATUSES)}
      {text('remark', 'Remark')}
      <Button variant="secondary" onClick={onReset}>
        Reset Filters
      </Button>
    </SideDrawer>
  );
}
