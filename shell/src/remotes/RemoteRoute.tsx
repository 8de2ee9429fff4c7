import { Spinner } from 'shared-kit/ui';
import { Suspense, use, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { fallBackAfterLoad, forgetFailedRoutes, forgetRemote, routesOf } from './remoteRegistry';
import { runningVersion } from './sectionAssignment';
import { failureOf, type SectionFailure } from './sectionFailure';
import { reportedError, reportSection } from './sectionReports';

function RemotePage({ remote, entry }: { remote: string; entry: string }) {
  const routes = use(routesOf(remote));
  const Page = routes[entry];
  if (!Page) throw new Error(`The ${remote} remote serves no page for ${entry}, though its route manifest lists it`);
  // Matched again under the route's own pattern, so the page reads its parameters (a record's :id).
  return (
    <Routes>
      <Route path={entry} element={<Page />} />
    </Routes>
  );
}

/**
 * Renders a route's page from the remote that serves it, with loading and error states. `entry` is
 * the route's path pattern, the key of both the remote's route manifest and its route table.
 */
export function RemoteRoute({ remote, section, entry }: { remote: string; section: string; entry: string }) {
  const [attempt, setAttempt] = useState(0);
  // A crash is mounted again as it is; a load failure first makes the runtime forget the remote.
  const retry = async (failure: SectionFailure) => {
    if (failure === 'unavailable') await forgetRemote(remote);
    else forgetFailedRoutes(remote);
    setAttempt((n) => n + 1);
  };
  // A page's files that did not arrive: the section's main version, if the person ran another; else
  // the card. Either way the section's team hears of it.
  const onFailure = async (error: Error) => {
    const failure = failureOf(error);
    if (failure !== 'crashed' && (await fallBackAfterLoad(remote, error))) {
      setAttempt((n) => n + 1);
      return true;
    }
    const version = runningVersion(remote)?.id ?? 'unknown';
    const kind = failure === 'crashed' ? 'crash' : 'failure';
    reportSection({ section: remote, version, kind, error: reportedError(error) });
    return false;
  };
  return (
    <RemoteErrorBoundary key={`${entry}:${attempt}`} section={section} onRetry={retry} onFailure={onFailure}>
      <Suspense fallback={<Spinner />}>
        <RemotePage remote={remote} entry={entry} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
