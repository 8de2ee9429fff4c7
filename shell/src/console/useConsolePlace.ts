import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '@console/platform';
import { placeOf, type ConsolePlace } from './consoleMap';
import { useConsoleMap } from './consoleMapStore';

/** Where the current address leads; reads the person's versions and their route manifests on first use. */
export function useConsolePlace(): ConsolePlace {
  const { pathname } = useLocation();
  const load = useConsoleMap((state) => state.load);
  const remotes = useConsoleMap((state) => state.remotes);
  const sections = useConsoleMap((state) => state.sections);
  // Read again when the person changes: the map is of their versions.
  const holder = useAuth((state) => (state.token ? state.user?._id : undefined));
  useEffect(() => void load(), [load, holder]);
  return placeOf({ remotes, sections }, pathname);
}
