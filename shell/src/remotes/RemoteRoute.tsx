import { Suspense, use, useState } from 'react';
import type { GuardedPath } from 'shared-kit/permissions';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { forgetRemote, routesOf } from './remoteRegistry';
import { REMOTE_LABEL, REMOTE_OF_PATH } from './remoteTable';
import { RemoteLoading } from './RemoteLoading';

function RemotePage({ path }: { path: GuardedPath }) {
  const routes = use(routesOf(REMOTE_OF_PATH[path]));
  const Page = routes[path];
  if (!Page) throw new Error(`The ${REMOTE_OF_PATH[path]} remote serves no page for ${path}`);
  return <Page />;
}

/** Renders a guarded route's page from the remote that serves it, with loading and error states. */
export function RemoteRoute({ path }: { path: string }) {
  const guarded = path as GuardedPath;
  const remote = REMOTE_OF_PATH[guarded];
  const [attempt, setAttempt] = useState(0);
  const retry = async () => {
    await forgetRemote(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={`${path}:${attempt}`} section={REMOTE_LABEL[remote]} onRetry={retry}>
      <Suspense fallback={<RemoteLoading />}>
        <RemotePage path={guarded} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
