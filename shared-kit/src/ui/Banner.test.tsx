import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Banner, BANNER_MS, type Notice } from './Banner';

let show: (notice: Notice | null) => void;

function Host({ initial }: { initial: Notice | null }) {
  const [notice, setNotice] = useState(initial);
  // The test changes the notice from outside, as a page's store would.
  // eslint-disable-next-line react-hooks/globals -- test harness
  show = setNotice;
  return <Banner notice={notice} onClear={() => setNotice(null)} />;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Banner', () => {
  it('shows a success message as a status and clears it after 3 seconds', () => {
    renderWithTheme(<Host initial={{ kind: 'success', text: 'Note created successfully!' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Note created successfully!');
    act(() => jest.advanceTimersByTime(BANNER_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(BANNER_MS).toBe(3000);
  });

  it('shows an error as an alert, and a new message gets its full 3 seconds', () => {
    renderWithTheme(<Host initial={{ kind: 'error', text: 'Failed to delete note' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to delete note');
    act(() => jest.advanceTimersByTime(2000));
    act(() => show({ kind: 'error', text: 'Failed to delete note' }));
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps its status region on the page between messages, so a screen reader hears the next one', () => {
    renderWithTheme(<Host initial={null} />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    act(() => show({ kind: 'success', text: 'Note updated successfully!' }));
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Note updated successfully!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the place of a notice that cleared, so the page below does not move; none before the first', () => {
    renderWithTheme(<Host initial={null} />);
    expect(screen.queryByTestId('banner-kept')).not.toBeInTheDocument();
    act(() => show({ kind: 'success', text: 'Whitelabel updated successfully!' }));
    expect(screen.queryByTestId('banner-kept')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(BANNER_MS));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    const kept = screen.getByTestId('banner-kept');
    expect(kept).toHaveAttribute('aria-hidden', 'true');
    expect(kept).toHaveStyle({ visibility: 'hidden' });
    // The next notice takes its place.
    act(() => show({ kind: 'error', text: 'Failed to update whitelabel' }));
    expect(screen.queryByTestId('banner-kept')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update whitelabel');
  });
});
