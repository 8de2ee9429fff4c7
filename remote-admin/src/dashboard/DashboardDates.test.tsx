import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from 'shared-kit/testing';
import { DashboardDates, START_AFTER_END } from './DashboardDates';

function Dates() {
  const [dates, setDates] = useState({ start: '2026-03-01', end: '2026-03-10' });
  return <DashboardDates {...dates} onChange={(change) => setDates((current) => ({ ...current, ...change }))} />;
}

describe('DashboardDates', () => {
  it('says so when Start Date is after End Date, and stops saying it once the range is right again', () => {
    renderWithTheme(<Dates />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2026-03-15' } });
    expect(screen.getByRole('alert')).toHaveTextContent(START_AFTER_END);
    expect(screen.getByLabelText('Start Date')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2026-03-20' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
