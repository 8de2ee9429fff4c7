import { Spinner } from 'shared-kit/ui';
import { createElement, Suspense, useEffect, useState } from 'react';
import type { RoutePage } from '@console/platform';
import { Route, Routes } from 'react-router-dom';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { fallBackAfterLoad, forgetFailedRoutes, forgetRemote, loadedPage, loadPage } from './remoteRegistry';
import { runningVersion } from './sectionAssignment';
import { failureOf, type SectionFailure } from './sectionFailure';
import { reportedError, reportSection } from './sectionReports';

/**
 * The page once its code is here. Loaded in an effect, with the spinner meanwhile, rather than by
 * suspending: a fallback shown and then replaced makes React hold the page back until 300 ms after the
 * fallback (its Suspense throttle), which every reload and first visit paid, twice with the layout.
 */
function useLoadedPage(remote: string, entry: string): RoutePage | null {
  const key = `${remote} ${entry}`;
  const [loaded, setLoaded] = useState<{ key: string; Page?: RoutePage; error?: Error }>({ key });
  const here = loadedPage(remote, entry);
  useEffect(() => {
    if (here) return;
    let live = true;
    loadPage(remote, entry).then(
      (Page) => live && setLoaded({ key, Page }),
      (error: unknown) => live && setLoaded({ key, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [remote, entry, key, here]);
  if (here) return here;
  // Thrown here, inside the error boundary, as a page failing to load always was.
  if (loaded.key === key && loaded.error) throw loaded.error;
  return loaded.key === key ? (loaded.Page ?? null) : null;
}

function RemotePage({ remote, entry }: { remote: string; entry: string }) {
  const Page = useLoadedPage(remote, entry);
  if (!Page) return <Spinner />;
  // Matched again under the route's own pattern, so the page reads its parameters (a record's :id).
  return (
    <Routes>
      <Route path={entry} element={createElement(Page)} />
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
