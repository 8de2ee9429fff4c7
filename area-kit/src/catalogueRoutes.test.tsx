import { screen } from '@testing-library/react';
import { fakeApi } from '@console/platform/testing';
import { forexArea, turboArea } from '../testing/sampleAreas';
import type { Area } from './descriptor';
import { catalogueRoutes } from './catalogueRoutes';
import { renderAreaPage, signInAs } from '../testing/renderAreaPage';

// Whole-page flows typed key by key: generous on a busy machine (no timing is asserted).
jest.setTimeout(30_000);

let server: ReturnType<typeof fakeApi>;
afterEach(() => server?.restore());

describe.each([turboArea, forexArea])('$label catalogue routes', (area: Area) => {
  const routes = catalogueRoutes(area);

  it('serve the four pages and the whitelabel detail of the area', () => {
    expect(Object.keys(routes).sort()).toEqual(
      [
        area.whitelabel.route,
        `${area.whitelabel.detailRoute}/:id`,
        area.prooftype.route,
        area.sport.route,
        area.note.route,
      ].sort(),
    );
  });

  it.each([
    ['whitelabel', area.whitelabel.route, area.whitelabel.title],
    ['prooftype', area.prooftype.route, area.prooftype.title],
    ['sport', area.sport.route, area.sport.title],
    ['note', area.note.route, area.note.title],
  ])('loads the %s page bound to the area', async (_name, route, title) => {
    signInAs('user', [], [area.section]);
    server = fakeApi({});
    const Page = routes[route];
    renderAreaPage(<Page />);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });
});
