import { onSessionEnd } from '@console/platform';
import type { StateCreator } from 'zustand';

/**
 * What this section holds for the person signed in, forgotten when the platform announces the end of
 * the session (logout, expiry, another tab's logout). Each section's build has its own copy of this
 * module, so each section keeps its own list and subscribes once, on its first registration: the
 * platform names nobody's data, and the next person in this page load finds nothing of the last one.
 */
const forgets = new Set<() => void>();
let listening = false;

function forgetAll(): void {
  for (const forget of forgets) {
    try {
      forget();
    } catch (error) {
      // One store that cannot be cleared must not keep the others' data.
      console.error('Forgetting at the end of the session failed:', error);
    }
  }
}

/** Runs `forget` at every session end from now on, in the order of registration. */
export function forgetOnSessionEnd(forget: () => void): void {
  forgets.add(forget);
  if (!listening) {
    listening = true;
    onSessionEnd(forgetAll);
  }
}

/**
 * A zustand store that starts afresh at every session end: its state is built again as at creation,
 * and the actions of the state it had can no longer write into it or read the new one, so an answer
 * that arrives after the logout (asked for the person who left) is dropped instead of reaching the
 * next person's page. `onForget` gets the state forgotten, to stop what it runs (a worker).
 */
export function forgetful<State>(
  creator: StateCreator<State>,
  onForget?: (forgotten: State) => void,
): StateCreator<State> {
  return (set, get, store) => {
    let seal: (last: State) => void = () => undefined;
    const build = () => {
      // Set once this state is forgotten: its actions then see only what they left behind.
      let forgotten: State | undefined;
      const write = ((...change: Parameters<typeof set>) => {
        if (forgotten === undefined) set(...change);
      }) as typeof set;
      seal = (last) => {
        forgotten = last;
      };
      return creator(write, () => forgotten ?? get(), store);
    };
    let initial = build();
    // The initial state is this session's: a reset to it (tests do that) must not bring back sealed actions.
    store.getInitialState = () => initial;
    forgetOnSessionEnd(() => {
      const last = get();
      seal(last);
      initial = build();
      store.setState(initial, true);
      onForget?.(last);
    });
    return initial;
  };
}
