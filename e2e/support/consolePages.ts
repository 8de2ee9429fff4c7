import type { Locator, Page } from 'playwright-core';
import type { Area } from '@console/area-kit/descriptor';
import { area as forexArea } from 'remote-forex/area';
import { area as turboArea } from 'remote-turbo/area';
import {
  button,
  dialogOpener,
  settled,
  drawerOpener,
  rowButton,
  titled,
  viewOpener,
  type Opener,
  type Stop,
} from './pageWalker';

/** The header's user menu, on every page of the console. */
const userMenu: Opener = {
  label: 'user menu',
  async open(page) {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    return true;
  },
  async close(page) {
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Logout' }).waitFor({ state: 'hidden' });
  },
};

/** The dashboard's other area (the first shown is CBTF), for a person offered both. */
const dashboardForex: Opener = {
  label: 'Forex area',
  async open(page) {
    const forex = page.getByRole('button', { name: 'Forex', exact: true });
    if ((await forex.count()) === 0) return false;
    await forex.press('Enter');
    await settled(page);
    return true;
  },
  async close(page) {
    await page.getByRole('button', { name: 'CBTF', exact: true }).press('Enter');
    await settled(page);
  },
};

/** The page's title (also above its refusal to a person without the right), or the not-found page. */
const titledOrRefused = (title: string) => async (page: Page) => {
  try {
    await page
      .getByRole('heading', { level: 1, name: title, exact: true })
      .or(page.getByText('Oops! Page Not Found'))
      .waitFor({ timeout: 30_000 });
  } catch (error) {
    // Say where the walk stood and what the page showed instead, for the one who reads the failure.
    const shown = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch(() => '(no text)');
    throw new Error(`"${title}" did not show at ${page.url()}; the page showed: ${shown.slice(0, 600)}`, {
      cause: error,
    });
  }
};

/** Presses a dialog's or form's button from the keyboard. */
const pressButton = (name: string) => async (within: Locator | Page) => {
  await within.getByRole('button', { name, exact: true }).press('Enter');
};

/** Preview, Edit and Delete of the first row, and Add (also sent empty): what every catalogue page opens. */
function rowDialogs(addLabel: string): Opener[] {
  return [
    dialogOpener('add form', button(addLabel)),
    dialogOpener('add form sent empty', button(addLabel), pressButton('Submit')),
    dialogOpener('preview', rowButton('Preview')),
    dialogOpener('edit form', rowButton('Edit')),
    dialogOpener('delete question', rowButton('Delete')),
  ];
}

function areaStops(area: Area): Stop[] {
  const { whitelabel, prooftype, sport, note, proof, report } = area;
  const back = (page: Page) => page.getByRole('button', { name: 'Back to List' });
  const cancel = (page: Page) => page.getByRole('button', { name: 'Cancel', exact: true });
  const heading = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name, exact: true });
  const reportForm = (page: Page) => page.getByRole('form', { name: report.createTitle });
  return [
    {
      path: whitelabel.route,
      ready: titledOrRefused(whitelabel.title),
      openers: rowDialogs(whitelabel.addLabel),
    },
    { path: prooftype.route, ready: titledOrRefused(prooftype.title), openers: rowDialogs(prooftype.addLabel) },
    { path: sport.route, ready: titledOrRefused(sport.title), openers: rowDialogs(sport.addLabel) },
    {
      path: proof.route,
      ready: titledOrRefused(proof.title),
      openers: [
        drawerOpener('filter drawer', button('Filters'), proof.filterTitle),
        viewOpener('create form', button(proof.addLabel), heading(proof.createTitle), cancel),
        viewOpener('create form sent empty', button(proof.addLabel), heading(proof.createTitle), cancel, {
          then: pressButton('Submit'),
        }),
        viewOpener('preview', rowButton('Preview'), heading(proof.previewTitle), back, {
          inner: [
            dialogOpener('download question', button('Download PDF')),
            dialogOpener('add to report', button('Add to Report')),
          ],
        }),
        dialogOpener('delete question', rowButton('Delete')),
      ],
    },
    {
      path: report.route,
      ready: titledOrRefused(report.title),
      openers: [
        drawerOpener('filter drawer', (page) => page.getByRole('switch', { name: 'Filters' }), report.filterTitle),
        viewOpener('create form', button('Add Record'), reportForm, cancel),
        viewOpener('create form sent empty', button('Add Record'), reportForm, cancel, {
          then: pressButton('Submit'),
        }),
        dialogOpener('preview', rowButton('Preview')),
        dialogOpener('delete question', rowButton('Delete')),
      ],
    },
    { path: note.route, ready: titledOrRefused(note.title), openers: rowDialogs(note.addLabel) },
  ];
}

/** Every page of a signed-in person, in sidebar order, with all each one opens. */
export const consoleStops: readonly Stop[] = [
  { path: '/dashboard', ready: titled('Dashboard'), openers: [userMenu, dashboardForex] },
  ...areaStops(turboArea),
  ...areaStops(forexArea),
  {
    path: '/userManagement',
    ready: titledOrRefused('User Management'),
    openers: [
      dialogOpener('add form', button('Add User')),
      dialogOpener('add form sent empty', button('Add User'), pressButton('Create User')),
      dialogOpener('edit form', rowButton('Edit')),
      dialogOpener('details', rowButton('Preview')),
      dialogOpener('delete question', rowButton('Delete')),
    ],
  },
  {
    path: '/attendance',
    ready: titledOrRefused('Attendance Management'),
    openers: [
      dialogOpener('send report question', button('Send Attendance Report')),
      dialogOpener('force logout question', button('Force Logout')),
      dialogOpener('delete attendance question', button('Delete Attendance')),
    ],
  },
  { path: '/backup', ready: titledOrRefused('Data Backup'), openers: [] },
  { path: '/auditLog', ready: titledOrRefused('Audit Log'), openers: [] },
  {
    path: '/fourxchart',
    ready: titled('4xChart'),
    openers: [dialogOpener('delete question', rowButton('Delete entry'))],
  },
  {
    path: '/sections',
    ready: titledOrRefused('Sections'),
    openers: [dialogOpener('roll back question', (page) => page.getByRole('button', { name: /^Put everyone here: / }))],
  },
  { path: '/404', ready: async (page) => page.getByText('Oops! Page Not Found').waitFor(), openers: [] },
];

/** The Hard Refresh Required dialog a browser meets once, before its first login (its button reloads the page). */
const hardRefresh: Opener = {
  label: 'hard refresh question',
  async open(page) {
    return page.getByRole('dialog', { name: 'Hard Refresh Required' }).isVisible();
  },
  async close(page) {
    await page.getByRole('button', { name: 'Hard Refresh' }).press('Enter');
    await page.waitForLoadState('load');
    await page.getByRole('dialog', { name: 'Hard Refresh Required' }).waitFor({ state: 'detached' });
  },
};

/** The pages of someone not signed in. */
export const publicStops: readonly Stop[] = [
  { path: '/', ready: titled('Welcome Team'), openers: [hardRefresh] },
  {
    path: '/forgot-password',
    ready: async (page) => page.getByRole('button', { name: 'Send OTP' }).waitFor(),
    openers: [],
  },
];
