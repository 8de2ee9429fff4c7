import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isLoadFailure } from './sectionFailure';

/**
 * A remote that cannot be loaded must not take the console down. This runtime plugin tries a failed
 * remote once more after a short pause (a deploy in progress, a network blip), re-registering it so
 * the runtime drops the broken entry; if that fails too, the error reaches the shell's error
 * boundary, which shows the section's error card with Retry. Only files that did not arrive are
 * tried again: a version mismatch or an error in the remote's code would fail the same way twice.
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  const retrying = new Set<string>();
  return {
    name: 'shell-remote-retry',
    async errorLoadRemote({ id, error, lifecycle, remote, origin }) {
      if (lifecycle !== 'onLoad' || !isLoadFailure(error)) return undefined;
      if (!remote || !('entry' in remote) || retrying.has(id)) return undefined;
      retrying.add(id);
      try {
        await new Promise((resolve) => setTimeout(resolve, 500));
        origin.registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
        return await origin.loadRemote(id);
      } catch {
        return undefined;
      } finally {
        retrying.delete(id);
      }
    },
  };
}
