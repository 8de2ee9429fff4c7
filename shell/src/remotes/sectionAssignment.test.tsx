import { screen } from '@testing-library/react';
import { fakeApi } from '@console/platform/testing';
import { renderWithTheme } from 'shared-kit/testing';
import { person, signIn } from '../../testing/renderShell';
import { assignedSections, fallBack, runningVersion, useSectionVersions } from './sectionAssignment';
import { flushSectionReports } from './sectionReports';
import { OverrideMarker, RunningVersions } from './SectionVersionNotes';

const v1 = { id: 'v1', manifestUrl: 'https://a.example/forex/mf-manifest.json' };
const v2 = { id: 'v2', manifestUrl: 'https://b.example/forex/mf-manifest.json' };

let server: ReturnType<typeof fakeApi>;
afterEach(() => server.restore());

function serve(forex: object) {
  server = fakeApi({
    'GET /api/sections/assignment': { body: { sections: { forex } } },
    'POST /api/sections/reports': { status: 202, body: { message: 'Reports counted' } },
  });
}

describe("a person's versions of the sections", () => {
  it('are read once per person, and a version that cannot be loaded falls back to the main one, once', async () => {
    signIn(person('user', ['Forex'], [], 'ravi'));
    serve({ ...v2, main: v1, override: false });
    await assignedSections();
    await assignedSections();
    expect(server.calls.filter((call) => call.path === '/api/sections/assignment')).toHaveLength(1);
    expect(runningVersion('forex')).toEqual(v2);

    const down = Object.assign(new Error('Loading chunk 7 failed.\n(error: https://b.example/7.js)'), {
      name: 'ChunkLoadError',
    });
    expect(fallBack('forex', down)).toEqual(v1);
    expect(runningVersion('forex')).toEqual(v1);
    expect(useSectionVersions.getState().sections.forex).toMatchObject({ fellBack: true, assigned: { id: 'v2' } });
    // Within the page load the section stays on the main version.
    expect(fallBack('forex', down)).toBeUndefined();

    await flushSectionReports();
    const sent = server.calls.find((call) => call.path === '/api/sections/reports')!.body as { reports: object[] };
    const error = { name: 'ChunkLoadError', message: 'Loading chunk 7 failed.' };
    expect(sent.reports).toEqual([
      { section: 'forex', version: 'v2', kind: 'failure', error },
      { section: 'forex', version: 'v2', kind: 'fallback', error },
    ]);
  });

  it('are read anew for another person signing in in the same page load; the main version has no fallback', async () => {
    signIn(person('user', ['Forex'], [], 'mira'));
    serve({ ...v1, main: v1, override: false });
    await assignedSections();
    expect(runningVersion('forex')).toEqual(v1);
    expect(fallBack('forex', new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('what the person sees of their versions', () => {
  it('lists each section’s running version in the user menu, and marks an admin’s own choice in the header', async () => {
    signIn(person('admin', [], [], 'lee'));
    serve({ ...v2, main: v1, override: true });
    await assignedSections();
    renderWithTheme(
      <>
        <RunningVersions />
        <OverrideMarker />
      </>,
    );
    expect(screen.getByRole('definition')).toHaveTextContent('v2');
    expect(screen.getByText('Trying forex v2')).toBeInTheDocument();
  });
});
