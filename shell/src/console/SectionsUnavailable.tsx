import { RemoteErrorCard } from '../remotes/RemoteErrorCard';
import { useConsoleMap } from './consoleMapStore';

const nameOf = (remote: string) => remote.charAt(0).toUpperCase() + remote.slice(1);

/**
 * An address no section that answered serves, while some did not answer: it may be one of theirs, so
 * the person gets their error card with Retry rather than "page not found".
 */
export function SectionsUnavailable({ remotes }: { remotes: string[] }) {
  const retry = useConsoleMap((state) => state.retry);
  const section = remotes.length > 0 ? remotes.map(nameOf).join(', ') : 'console';
  return <RemoteErrorCard section={section} failure="unavailable" onRetry={retry} />;
}
