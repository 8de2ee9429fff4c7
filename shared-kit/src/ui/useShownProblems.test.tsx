import { act, renderHook } from '@testing-library/react';
import { hasProblems, useShownProblems } from './useShownProblems';

describe('useShownProblems', () => {
  it('shows nothing before Submit, then follows the current problems: a corrected field clears at once', () => {
    const first: Record<string, string> = { user: 'Username is required', url: 'URL is required' };
    const { result, rerender } = renderHook(
      ({ problems }: { problems: Record<string, string> }) => useShownProblems(problems, {}),
      { initialProps: { problems: first } },
    );
    expect(result.current.shown).toEqual({});
    let mayGo = true;
    act(() => {
      mayGo = result.current.submit();
    });
    expect(mayGo).toBe(false);
    expect(result.current.shown).toEqual({ user: 'Username is required', url: 'URL is required' });
    rerender({ problems: { url: 'URL is required' } });
    expect(result.current.shown).toEqual({ url: 'URL is required' });
    rerender({ problems: {} });
    expect(result.current.shown).toEqual({});
    act(() => {
      mayGo = result.current.submit();
    });
    expect(mayGo).toBe(true);
  });

  it('hides again on reset until the next Submit', () => {
    const { result } = renderHook(() => useShownProblems<string | null>('Note content is required', null));
    act(() => void result.current.submit());
    expect(result.current.shown).toBe('Note content is required');
    act(() => result.current.reset());
    expect(result.current.shown).toBeNull();
  });

  it('counts a message, a list of issues or messages by field as problems; nothing, empty or {} as none', () => {
    expect([null, undefined, '', [], {}].map(hasProblems)).toEqual([false, false, false, false, false]);
    expect(['x', [{ path: 'a' }], { a: 'b' }].map(hasProblems)).toEqual([true, true, true]);
  });
});
