import { create } from 'zustand';
import { useAuth } from '@console/platform';
import { TEST_TOKEN } from '@console/platform/testing';
import { forgetful, forgetOnSessionEnd } from './forgetOnSessionEnd';

interface RowsState {
  rows: string[];
  status: 'idle' | 'loading' | 'succeeded';
  load: (answer: Promise<string[]>) => Promise<void>;
  /** What the action saw of the store once its answer came. */
  seenAfter: (answer: Promise<unknown>) => Promise<string[]>;
}

/** A list store like the sections' own: a load that writes its answer when it arrives. */
function rowsStore(onForget?: (forgotten: RowsState) => void) {
  return create<RowsState>()(
    forgetful(
      (set, get) => ({
        rows: [],
        status: 'idle',
        async load(answer) {
          set({ status: 'loading' });
          set({ rows: await answer, status: 'succeeded' });
        },
        async seenAfter(answer) {
          await answer;
          return get().rows;
        },
      }),
      onForget,
    ),
  );
}

const signIn = () => useAuth.setState({ token: TEST_TOKEN });
const sessionEnds = () => useAuth.getState().endSession('Session expired');

beforeEach(signIn);

describe('a forgetful store', () => {
  it('is back to its first state when the session ends, and works for the next person', async () => {
    const store = rowsStore();
    await store.getState().load(Promise.resolve(['asha-row']));
    expect(store.getState()).toMatchObject({ rows: ['asha-row'], status: 'succeeded' });

    sessionEnds();
    expect(store.getState()).toMatchObject({ rows: [], status: 'idle' });

    signIn();
    await store.getState().load(Promise.resolve(['ben-row']));
    expect(store.getState().rows).toEqual(['ben-row']);
  });

  it('drops an answer asked for before the session ended, and its action sees only what it left behind', async () => {
    const store = rowsStore();
    await store.getState().load(Promise.resolve(['asha-row']));
    let answer: (rows: string[]) => void = () => undefined;
    const late = store.getState().load(new Promise((resolve) => (answer = resolve)));
    let release: () => void = () => undefined;
    const seen = store.getState().seenAfter(new Promise<void>((resolve) => (release = resolve)));

    sessionEnds();
    signIn();
    answer(['asha-late-row']);
    release();
    await late;

    expect(store.getState()).toMatchObject({ rows: [], status: 'idle' });
    expect(await seen).toEqual(['asha-row']);
  });

  it('hands the forgotten state over, to stop what it runs', async () => {
    const forgotten: string[][] = [];
    const store = rowsStore((state) => forgotten.push(state.rows));
    await store.getState().load(Promise.resolve(['asha-row']));
    sessionEnds();
    expect(forgotten).toEqual([['asha-row']]);
  });

  it('resets to the state of the session, not to the sealed one of the first', async () => {
    const store = rowsStore();
    sessionEnds();
    signIn();
    store.setState(store.getInitialState(), true);
    await store.getState().load(Promise.resolve(['ben-row']));
    expect(store.getState().rows).toEqual(['ben-row']);
  });
});

describe('forgetOnSessionEnd', () => {
  it('runs every registered forget once per session end, one that throws not stopping the rest', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls: string[] = [];
    forgetOnSessionEnd(() => calls.push('first'));
    forgetOnSessionEnd(() => {
      throw new Error('cannot forget');
    });
    forgetOnSessionEnd(() => calls.push('third'));

    sessionEnds();
    expect(calls).toEqual(['first', 'third']);
    signIn();
    sessionEnds();
    expect(calls).toEqual(['first', 'third', 'first', 'third']);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
