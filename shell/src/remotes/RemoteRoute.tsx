import { Suspense, use, useState } from 'react';
import { Navigate } from 'react-router-dom';
import type { GuardedPath } from '@console/contract/permissions';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { forgetRemote, routesOf } from './remoteRegistry';
import { REMOTE_LABEL, REMOTE_OF_PATH } from './remoteTable';
import { RemoteLoading } from './RemoteLoading';

function RemotePage({ path, entry }: { path: GuardedPath; entry: string }) {
  const routes = use(routesOf(REMOTE_OF_PATH[path]));
  const Page = routes[entry];
  // A detail address (`${path}/:id`) the remote does not serve is simply not a page.
  if (!Page && entry !== path) return <Navigate to="/404" replace />;
  if (!Page) throw new Error(`The ${REMOTE_OF_PATH[path]} remote serves no page for ${path}`);
  return <Page />;
}

/**
 * Renders a guarded route's page from the remote that serves it, with loading and error states.
 * `entry` is the key in the remote's route table: the path itself, or `${path}/:id` for a record's page.
 */
export function RemoteRoute({ path, entry = path }: { path: string; entry?: string }) {
  const guarded = path as GuardedPath;
  const remote = REMOTE_OF_PATH[guarded];
  const [attempt, setAttempt] = useState(0);
  const retry = async () => {
    await forgetRemote(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={`${entry}:${attempt}`} section={REMOTE_LABEL[remote]} onRetry={retry}>
      <Suspense fallback={<RemoteLoading />}>
        <RemotePage path={guarded} entry={entry} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
