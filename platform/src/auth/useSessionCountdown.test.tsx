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
