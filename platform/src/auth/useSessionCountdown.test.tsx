import { act, renderHook } from '@testing-library/react';
import { useAuth } from './authStore';
import { formatCountdown, useSessionCountdown } from './useSessionCountdown';

afterEach(() => jest.useRealTimers());

describe('useSessionCountdown', () => {
  it('counts down each second from the stored expiry', () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') });
    useAuth.setState({ sessionExpires: '2026-01-01T10:10:00.000Z' });
    const { result } = renderHook(() => useSessionCountdown());
    expect(result.current).toBe(600);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(599);
    act(() => jest.advanceTimersByTime(700_000));
    expect(result.current).toBe(0);
  });

  it("counts on the server's clock when the browser's clock is off", () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T10:05:00Z') });
    // The browser runs 5 minutes fast: by the server's clock it is 10:00, so 10 minutes remain.
    useAuth.setState({ sessionExpires: '2026-01-01T10:10:00.000Z', clockOffset: -5 * 60 * 1000 });
    const { result, unmount } = renderHook(() => useSessionCountdown());
    expect(result.current).toBe(600);
    unmount();
    useAuth.setState({ clockOffset: 0 });
  });

  it('never reads above the session length when activity brings a new expiry between two ticks', () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T10:00:00.000Z') });
    useAuth.setState({ sessionExpires: '2026-01-01T10:10:00.000Z', clockOffset: 0 });
    const { result, unmount } = renderHook(() => useSessionCountdown());
    act(() => jest.advanceTimersByTime(999));
    // A mouse move: the server grants 10 minutes from now, 10:00:00.999.
    act(() => useAuth.setState({ sessionExpires: '2026-01-01T10:10:00.999Z' }));
    expect(result.current).toBe(600);
    unmount();
  });

  it('is one clock: every reader shows the same second, ticking where the seconds change', () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T10:00:00.000Z') });
    useAuth.setState({ sessionExpires: '2026-01-01T10:02:00.400Z', clockOffset: 0 });
    const header = renderHook(() => useSessionCountdown());
    act(() => jest.advanceTimersByTime(650));
    const warning = renderHook(() => useSessionCountdown());
    for (const step of [300, 50, 700, 999, 1, 1000, 420]) {
      act(() => jest.advanceTimersByTime(step));
      expect(warning.result.current).toBe(header.result.current);
      const left = Date.parse('2026-01-01T10:02:00.400Z') - Date.now();
      expect(header.result.current).toBe(Math.ceil(left / 1000));
    }
    header.unmount();
    warning.unmount();
  });

  it('is null without an expiry', () => {
    useAuth.setState({ sessionExpires: null });
    expect(renderHook(() => useSessionCountdown()).result.current).toBeNull();
  });

  it('formats as mm:ss', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(null)).toBe('--:--');
  });
});
