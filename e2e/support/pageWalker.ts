import type { ElementHandle, Locator, Page } from 'playwright-core';
import { closePhoneMenu } from './browser';

/**
 * Something a page opens on top of itself (a dialog, a drawer, a form, a menu): how to open it, and how
 * a person closes it again. `open` answers false when the page does not offer it to this person.
 */
export interface Opener {
  label: string;
  open: (page: Page) => Promise<boolean>;
  close: (page: Page) => Promise<void>;
  /** What can be opened from inside it (a proof preview's Add to Report). */
  inner?: readonly Opener[];
}

/** One page of the console and what it can open. */
export interface Stop {
  path: string;
  /** Waits until the page shows what a person came for (its title, its rows), not for a fixed time. */
  ready: (page: Page) => Promise<void>;
  openers: readonly Opener[];
}

/** Where the walker is: the page, and what is open on it ('' for the page alone). */
export interface Place {
  path: string;
  opened: string;
}

const LOADING = '[role="status"][aria-label^="Loading"]';

/** Waits until no loading indicator is left on the page and what slides or fades in has arrived. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    (selector) =>
      document.querySelectorAll(selector).length === 0 &&
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    LOADING,
    { timeout: 20_000 },
  );
}

/**
 * Opens every stop in turn in one browser page (no new context per page: the machine has two cores),
 * calls `check` on each page, then on each thing it opens, closing each as a person would before the
 * next. A check that throws stops the walk with the place in the message.
 */
export async function walk(page: Page, stops: readonly Stop[], check: (place: Place) => Promise<void>): Promise<void> {
  for (const stop of stops) {
    await page.goto(stop.path);
    await stop.ready(page);
    await settled(page);
    await closePhoneMenu(page);
    await check({ path: stop.path, opened: '' });
    await openEach(page, stop.path, stop.openers, '', check);
  }
}

async function openEach(
  page: Page,
  path: string,
  openers: readonly Opener[],
  within: string,
  check: (place: Place) => Promise<void>,
): Promise<void> {
  for (const opener of openers) {
    if (!(await opener.open(page))) continue;
    const opened = within ? `${within} > ${opener.label}` : opener.label;
    await check({ path, opened });
    await openEach(page, path, opener.inner ?? [], opened, check);
    await opener.close(page).catch((error: Error) => {
      throw new Error(`${path} ${opened}: could not close it: ${error.message}`);
    });
  }
}

const offered = async (trigger: Locator) => (await trigger.count()) > 0 && (await trigger.first().isVisible());

/** Any open dialog of the design kit or the session: dialog or alertdialog. */
export const openDialog = (page: Page) => page.locator('dialog[open]').last();

/**
 * Whether the focus is where it should be and can be seen: on `target` (or inside it), and drawn with
 * the keyboard's ring (:focus-visible).
 */
async function focusVisibleOn(target: ElementHandle<Element>, inside = false): Promise<boolean> {
  return target.evaluate((element, within) => {
    const active = document.activeElement;
    const there = within ? element.contains(active) : element === active;
    return there && active !== null && active.matches(':focus-visible');
  }, inside);
}

/** Fails with the place when the focus is not where a keyboard user needs it. */
async function expectFocus(target: ElementHandle<Element>, inside: boolean, what: string): Promise<void> {
  if (!(await focusVisibleOn(target, inside))) {
    const active = await target.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing');
    throw new Error(`${what}; the focus is on ${active}`);
  }
}

/**
 * A dialog opened from the keyboard (Enter on `trigger`) and closed with Esc, as every dialog of the
 * console closes: the focus must go into it on opening and back to the trigger on closing, visibly.
 * `then` does something in the open dialog first (send an empty form, to see its errors).
 */
export function dialogOpener(
  label: string,
  trigger: (page: Page) => Locator,
  then?: (dialog: Locator) => Promise<void>,
): Opener {
  let opener: ElementHandle<Element> | null = null;
  return {
    label,
    async open(page) {
      const button = trigger(page).first();
      if (!(await offered(button))) return false;
      opener = await button.elementHandle();
      await button.press('Enter');
      const dialog = openDialog(page);
      await dialog.waitFor();
      await settled(page);
      await expectFocus(await dialog.elementHandle(), true, `${label}: the focus did not go into the dialog`);
      if (then) await then(dialog);
      return true;
    },
    async close(page) {
      await page.keyboard.press('Escape');
      await page.locator('dialog[open]').waitFor({ state: 'detached' });
      await expectFocus(opener!, false, `${label}: Esc did not give the focus back to what opened the dialog`);
    },
  };
}

/** A side drawer opened from the keyboard by `trigger` and named by its heading; Esc closes it, focus returns. */
export function drawerOpener(label: string, trigger: (page: Page) => Locator, heading: string): Opener {
  let opener: ElementHandle<Element> | null = null;
  return {
    label,
    async open(page) {
      const button = trigger(page).first();
      if (!(await offered(button))) return false;
      opener = await button.elementHandle();
      await button.press('Enter');
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      await settled(page);
      return true;
    },
    async close(page) {
      await page.keyboard.press('Escape');
      await page.getByRole('heading', { name: heading, exact: true }).waitFor({ state: 'hidden' });
      await expectFocus(opener!, false, `${label}: Esc did not give the focus back to what opened the drawer`);
    },
  };
}

/**
 * A form or view that replaces the list on the same route (the proof and report forms): opened from the
 * keyboard, left by `back`; the focus goes into the view (its title) and comes back to what opened it. `then` does something in it first (send it empty, to see its errors).
 */
export function viewOpener(
  label: string,
  trigger: (page: Page) => Locator,
  shown: (page: Page) => Locator,
  back: (page: Page) => Locator,
  { inner = [], then }: { inner?: readonly Opener[]; then?: (page: Page) => Promise<void> } = {},
): Opener {
  return {
    label,
    inner,
    async open(page) {
      const button = trigger(page).first();
      if (!(await offered(button))) return false;
      await button.press('Enter');
      await shown(page).waitFor();
      await settled(page);
      await expectFocus(
        await shown(page).first().elementHandle(),
        true,
        `${label}: the keyboard was not taken into the view that replaced the list`,
      );
      if (then) await then(page);
      return true;
    },
    async close(page) {
      await back(page).first().press('Enter');
      await shown(page).waitFor({ state: 'hidden' });
      await settled(page);
      await expectFocus(
        await trigger(page).first().elementHandle(),
        false,
        `${label}: leaving the view did not give the focus back to what opened it`,
      );
    },
  };
}

/** The first button of a row whose name starts with `verb ` ('Edit acme', 'Preview report of ravi'). */
export const rowButton = (verb: string) => (page: Page) => page.getByRole('button', { name: new RegExp(`^${verb} `) });

export const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true });

/** The page's one h1, exactly. */
export const titled = (title: string) => async (page: Page) => {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor({ timeout: 30_000 });
};
