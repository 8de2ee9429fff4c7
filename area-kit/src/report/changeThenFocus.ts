import { flushSync } from 'react-dom';

/**
 * Applies a change to the form's rows at once (not at React's next render), then puts the keyboard on
 * `target`: the first field of a row just added (it sits above the button that added it, so the next
 * Tab would not reach it), or, when a row's remove button has taken itself away, a control still there
 * (the focus would otherwise fall back to the page).
 */
export function changeThenFocus(change: () => void, target: () => HTMLElement | null | undefined): void {
  flushSync(change);
  target()?.focus();
}
