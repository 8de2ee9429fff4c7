import styled from 'styled-components';
import { alphabetical } from '@console/contract/paging';
import { Button, SelectField, SideDrawer, TextField } from 'shared-kit/ui';
import type { Area } from '../../descriptor';
import { useProofLookups } from '../proofQueries';
import { proofView } from '../proofView';
import type { ProofFilters } from './proofFilters';

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`;

type TextKey = Exclude<keyof ProofFilters, 'whitelabelId' | 'proofTypeId' | 'sportId'>;

/**
 * The right-side filter drawer (Filter Proof / Filter Forex Proof): every filter of spec §2. Each change
 * applies at once and goes back to page 1; Reset Filters returns to the default date range.
 */
export function ProofFilterDrawer({ area }: { area: Area }) {
  const { filters, setFilters, resetFilters, setFiltersOpen } = proofView(area)();
  const { lookups } = useProofLookups(area);
  const close = () => setFiltersOpen(false);
  const text = (key: TextKey, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={filters[key]}
      onChange={(event) => setFilters({ [key]: event.target.value })}
    />
  );
  const options = <T extends { _id: string }>(items: T[], label: (item: T) => string) =>
    alphabetical(items, label).map((item) => ({ value: item._id, label: label(item) }));

  return (
    <SideDrawer id="proof-filters" title={area.proof.filterTitle} onClose={close}>
      <SelectField
        label="Whitelabel"
        placeholder="All"
        options={options(lookups.whitelabels, (w) => w.user)}
        value={filters.whitelabelId}
        onChange={(event) => setFilters({ whitelabelId: event.target.value })}
      />
      {text('whatsappGroup', 'WhatsApp Group')}
      {text('agent', 'Agent')}
      {text('user', 'User')}
      <Pair>
        {text('amountMin', 'Amount from', 'number')}
        {text('amountMax', 'Amount to', 'number')}
      </Pair>
      <SelectField
        label="Proof Type"
        placeholder="All"
        options={options(lookups.proofTypes, (t) => t.type)}
        value={filters.proofTypeId}
        onChange={(event) => setFilters({ proofTypeId: event.target.value })}
      />
      <SelectField
        label="Sport"
        placeholder="All"
        options={options(lookups.sports, (s) => s.name)}
        value={filters.sportId}
        onChange={(event) => setFilters({ sportId: event.target.value })}
      />
      {text('event', 'Event')}
      {text('market', 'Market')}
      {text('navigation', 'Navigation')}
      {text('navigation2', 'Navigation 2')}
      {text('proofMaker', 'Proof Maker')}
      <Pair>
        {text('dateFrom', 'Date from', 'date')}
        {text('dateTo', 'Date to', 'date')}
      </Pair>
      <Pair>
        {text('profitAndLossMin', 'P&L from', 'number')}
        {text('profitAndLossMax', 'P&L to', 'number')}
      </Pair>
      <Button variant="secondary" onClick={resetFilters}>
        Reset Filters
      </Button>
    </SideDrawer>
  );
}
