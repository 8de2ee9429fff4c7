import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, IconButton, CloseIcon, SelectField, TextField } from 'shared-kit/ui';
import type { AreaDescriptor } from '../../../areas/types';
import type { ProofStore } from '../proofStore';
import type { ProofFilters } from './proofFilters';

const Drawer = styled.aside`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 90;
  width: min(22rem, 100vw);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: -12px 0 30px rgba(0, 0, 0, 0.15);
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

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
export function ProofFilterDrawer({ area, useStore }: { area: AreaDescriptor; useStore: ProofStore }) {
  const { filters, lookups, setFilters, resetFilters, setFiltersOpen } = useStore();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const close = () => setFiltersOpen(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  const text = (key: TextKey, label: string, type = 'text') => (
    <TextField label={label} type={type} value={filters[key]} onChange={(event) => setFilters({ [key]: event.target.value })} />
  );
  const options = <T extends { _id: string }>(items: T[], label: (item: T) => string) => items.map((item) => ({ value: item._id, label: label(item) }));

  return (
    <Drawer id="proof-filters" aria-labelledby="proof-filters-title" onKeyDown={onKeyDown}>
      <Head>
        <h2 id="proof-filters-title" ref={heading} tabIndex={-1}>
          {area.proof.filterTitle}
        </h2>
        <IconButton label="Close filters" icon={<CloseIcon />} onClick={close} />
      </Head>
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
    </Drawer>
  );
}
