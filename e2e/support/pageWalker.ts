import type { Locator, Page } from 'playwright-core';

/**
 * Something a page opens on top of itself (a dialog, a drawer, a form, a menu): how to open it, and how
 * a person closes it again. `open` answers false when the page does not offer it to this person.
 */
export interface Opener {
  label: string;
  open(page: Page): Promise<boolean>;
  close(page: Page): Promise<void>;
  /** What can be opened from inside it (a proof preview's Add to Report). */
  inner?: readonly Opener[];
}

/** One page of the console and what it can open. */
export interface Stop {
  path: string;
  /** Waits until the page shows what a person came for (its title, its rows), not for a fixed time. */
  ready(page: Page): Promise<void>;
  openers: readonly Opener[];
}

/** Where the walker is: the page, and what is open on it ('' for the page alone). */
export interface Place {
  path: string;
  opened: string;
}

const LOADING = '[role="status"][aria-label^="Loading"]';

/** Waits until no loading indicator is left on the page. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 0, LOADING, {
    timeout: 20_000,
  });
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
    // A phone opens every page with the sidebar over it (foundation.md §2): close it as a person would.
    const closeMenu = page.getByRole('button', { name: 'Close menu' });
    if (await closeMenu.isVisible()) {
      await closeMenu.click();
      await page.locator('#sidebar[data-open="false"]').waitFor();
    }
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

/** A dialog opened by clicking `trigger`, closed with Esc (as every dialog of the console closes). */
export function dialogOpener(label: string, trigger: (page: Page) => Locator): Opener {
  return {
    label,
    async open(page) {
      const button = trigger(page).first();
      if (!(await offered(button))) return false;
      await button.click();
      await openDialog(page).waitFor();
      await settled(page);
      return true;
    },
    async close(page) {
      await page.keyboard.press('Escape');
      await page.locator('dialog[open]').waitFor({ state: 'detached' });
    },
  };
}

/** A side drawer opened by `trigger` and named by its heading; Esc closes it. */
export function drawerOpener(label: string, trigger: (page: Page) => Locator, heading: string): Opener {
  return {
    label,
    async open(page) {
      const button = trigger(page).first();
      if (!(await offered(button))) return false;
      await button.click();
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      return true;
    },
    async close(page) {
      await page.keyboard.press('Escape');
      await page.getByRole('heading', { name: heading, exact: true }).waitFor({ state: 'hidden' });
    },
  };
}

/** A form or view that replaces the list on the same route (the proof and report forms); `back` returns. */
export function viewOpener(
  label: string,
  trigger: (page: Page) => Locator,
  shown: (page: Page) => Locator,
  back: (page: Page) => Locator,
  inner: readonly Opener[] = [],
): Opener {
  return {
    label,
    inner,
    async open(page) {
      const button = trigger(page).first();
      if (!(await offered(button))) return false;
      await button.click();
      await shown(page).waitFor();
      await settled(page);
      return true;
    },
    async close(page) {
      await back(page).first().click();
      await shown(page).waitFor({ state: 'hidden' });
    },
  };
}

/** The first button of a row whose name starts with `verb ` ('Edit acme', 'Preview report of ravi'). */
export const rowButton = (verb: string) => (page: Page) => page.getByRole('button', { name: new RegExp(`^${verb} `) });

export const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true });

/** The page's one h1, exactly. */
export const titled = (title: string) => async (page: Page) => {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor({ timeout: 20_000 });
};
