import { useEffect, useRef, type RefObject } from 'react';

/** Calls `onOutside` when a press lands outside every one of `insideRefs`, while `active`. */
export function useOutsideClick(
  insideRefs: readonly RefObject<HTMLElement | null>[],
  onOutside: () => void,
  active: boolean,
): void {
  const latest = useRef({ insideRefs, onOutside });
  useEffect(() => {
    latest.current = { insideRefs, onOutside };
  });

  useEffect(() => {
    if (!active) return;
    const onPress = (event: Event) => {
      const target = event.target as Node | null;
      const inside = latest.current.insideRefs.some((ref) => target && ref.current?.contains(target));
      if (!inside) latest.current.onOutside();
    };
    document.addEventListener('mousedown', onPress);
    document.addEventListener('touchstart', onPress);
    return () => {
      document.removeEventListener('mousedown', onPress);
      document.removeEventListener('touchstart', onPress);
    };
  }, [active]);
}
