import { screen } from '@testing-library/react';
import { fakeApi } from '@console/platform/testing';
import { forexArea, turboArea } from '../testing/sampleAreas';
import type { Area } from './descriptor';
import { proofRoutes } from './proofRoutes';
import { renderAreaPage, signInAs } from '../testing/renderAreaPage';

jest.setTimeout(30_000);

let server: ReturnType<typeof fakeApi>;
afterEach(() => server?.restore());

describe.each([turboArea, forexArea])('$label proof route', (area: Area) => {
  it('loads the proof page bound to the area at its route', async () => {
    const routes = proofRoutes(area);
    expect(Object.keys(routes)).toEqual([area.proof.route]);
    signInAs('user', [], [area.section]);
    server = fakeApi({});
    const Page = routes[area.proof.route];
    renderAreaPage(<Page />);
    expect(await screen.findByRole('heading', { name: area.proof.title })).toBeInTheDocument();
    expect(screen.getByText(area.proof.messages.accessDenied)).toBeInTheDocument();
  });
});
