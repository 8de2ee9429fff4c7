import type { FileChooser, Locator, Page } from 'playwright-core';

/** What is wrong with where the keyboard's focus is now ([] when a person can see it), and what it is. */
interface FocusState {
  problems: string[];
  on: string;
}

/**
 * Reads the focused element as a person would see it: there at all (not the page itself), drawn with
 * the keyboard's ring (:focus-visible and an outline or shadow actually painted), of some size, inside
 * the window (the browser scrolls it there) and not covered by something else (WCAG 2.4.7, 2.4.11).
 */
function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    let active = document.activeElement;
    // A frame's document has its own focus: follow it down (the proof preview is an iframe).
    while (active instanceof HTMLIFrameElement && active.contentDocument?.activeElement) {
      active = active.contentDocument.activeElement;
    }
    const describe = (element: Element | null): string => {
      if (!element) return 'nothing';
      const name =
        element.getAttribute('aria-label') ??
        (element as HTMLInputElement).labels?.[0]?.textContent?.trim() ??
        element.textContent?.trim().slice(0, 40);
      const id = element.id ? `#${element.id}` : '';
      const type = element.getAttribute('type') ? `[type=${element.getAttribute('type')}]` : '';
      return `<${element.tagName.toLowerCase()}${id}${type}> "${name ?? ''}"`;
    };
    if (!active || active === document.body || active === document.documentElement) {
      return { problems: ['the focus left the controls (it is on the page itself)'], on: describe(active) };
    }
    const problems: string[] = [];
    // A date or time field's own calendar button is a Tab stop inside it: while it has the focus the
    // field matches neither :focus nor :focus-visible, only :focus-within (its ring is checked below).
    const dateLike = active instanceof HTMLInputElement && /^(date|time|datetime-local)$/.test(active.type);
    if (!active.matches(dateLike ? ':focus-within' : ':focus-visible'))
      problems.push('it does not match :focus-visible');
    const style = getComputedStyle(active);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    if (!outlined && style.boxShadow === 'none') problems.push('no outline or shadow is drawn around it');
    const box = active.getBoundingClientRect();
    const view = active.ownerDocument.defaultView!;
    if (box.width === 0 || box.height === 0) problems.push(`its box is ${box.width}×${box.height} px`);
    else if (box.bottom <= 0 || box.right <= 0 || box.top >= view.innerHeight || box.left >= view.innerWidth) {
      problems.push(`it is outside the window (${Math.round(box.left)}, ${Math.round(box.top)})`);
    } else {
      const x = Math.min(Math.max(box.left + box.width / 2, 0), view.innerWidth - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 0), view.innerHeight - 1);
      const top = active.ownerDocument.elementFromPoint(x, y);
      const covered = top && top !== active && !active.contains(top) && !top.contains(active);
      // A label drawn over its own control (a styled checkbox) is part of it, not a cover.
      const ownLabel = top instanceof HTMLLabelElement && top.control === active;
      if (covered && !ownLabel) problems.push(`it is covered by ${describe(top)}`);
    }
    return { problems, on: describe(active) };
  });
}

/** Fails unless the focused element is visibly focused (see focusState), naming it and what is wrong. */
export async function expectVisibleFocus(page: Page, after: string): Promise<void> {
  const { problems, on } = await focusState(page);
  if (problems.length) throw new Error(`${after}: the focus is on ${on}, but ${problems.join('; ')}`);
}

/** Presses a key and checks that the focus is still where a person can see it. */
export async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await expectVisibleFocus(page, `after ${key}`);
}

/** The target itself, not something inside it (a thumbnail's own Remove button is not the thumbnail). */
export const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Tabs (Shift+Tab with `backwards`) until `target` has the focus, checking after each press that the
 * focus is visible; fails after `max` presses naming every stop on the way, so a trap or a control
 * the keyboard cannot reach shows where the focus went instead.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  max: number,
  { backwards = false }: { backwards?: boolean } = {},
): Promise<void> {
  await target.waitFor();
  const key = backwards ? 'Shift+Tab' : 'Tab';
  const stops: string[] = [];
  for (let count = 1; count <= max; count += 1) {
    await page.keyboard.press(key);
    const { problems, on } = await focusState(page);
    stops.push(on);
    if (problems.length) {
      throw new Error(
        `${key} ${count} on the way to ${String(target)}: the focus is on ${on}, but ${problems.join('; ')}`,
      );
    }
    if (await isFocused(target)) return;
  }
  throw new Error(`${max} × ${key} did not reach ${String(target)}; the focus went to:\n  ${stops.join('\n  ')}`);
}

/** Types into the focused field (and checks it is the field the journey meant). */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  if (!(await isFocused(field))) throw new Error(`typing "${text}": ${String(field)} does not have the focus`);
  await page.keyboard.type(text);
}

/** How long one Space on a file input may take to open the file chooser before the person presses again. */
const CHOOSER_WAIT_MS = 5_000;

/**
 * Opens the focused file input's chooser with Space and answers it with `files`. Headless Chromium now
 * and then drops the chooser a key press asks for (no event, no console message: seen once in CI): as
 * a person seeing nothing open would, the key is pressed again, the focus checked first, at most three
 * times; a chooser that never opens fails the journey.
 */
export async function chooseFilesByKeyboard(
  page: Page,
  input: Locator,
  files: Parameters<FileChooser['setFiles']>[0],
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    if (!(await isFocused(input)))
      throw new Error(`opening the file chooser: ${String(input)} does not have the focus`);
    const choosing = page.waitForEvent('filechooser', { timeout: CHOOSER_WAIT_MS });
    await page.keyboard.press('Space');
    try {
      await (await choosing).setFiles(files);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
