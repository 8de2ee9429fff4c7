import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { placeOf, type ConsolePlace } from './consoleMap';
import { useConsoleMap } from './consoleMapStore';

/** Where the current address leads; reads the remotes' route manifests on first use. */
export function useConsolePlace(): ConsolePlace {
  const { pathname } = useLocation();
  const load = useConsoleMap((state) => state.load);
  const remotes = useConsoleMap((state) => state.remotes);
  const sections = useConsoleMap((state) => state.sections);
  useEffect(() => void load(), [load]);
  return placeOf({ remotes, sections }, pathname);
}
