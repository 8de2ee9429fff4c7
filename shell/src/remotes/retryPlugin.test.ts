import retryPlugin from './retryPlugin';

type ErrorHook = NonNullable<ReturnType<typeof retryPlugin>['errorLoadRemote']>;

function origin() {
  return { registerRemotes: jest.fn(), loadRemote: jest.fn(async () => ({ default: {} })) };
}

const args = (error: Error, host: ReturnType<typeof origin>) =>
  ({
    id: 'forex/routes',
    error,
    lifecycle: 'onLoad',
    remote: { name: 'forex', entry: '/remotes/forex/mf-manifest.json' },
    origin: host,
  }) as unknown as Parameters<ErrorHook>[0];

describe('the retry plugin', () => {
  it('tries a remote whose files did not arrive once more, re-registered', async () => {
    const host = origin();
    const hook = retryPlugin().errorLoadRemote!;
    await expect(hook(args(new Error('Failed to load script resources. #RUNTIME-008'), host))).resolves.toEqual({
      default: {},
    });
    expect(host.registerRemotes).toHaveBeenCalledWith([{ name: 'forex', entry: '/remotes/forex/mf-manifest.json' }], {
      force: true,
    });
  });

  it('does not retry a version mismatch or an error in the remote’s code', async () => {
    const host = origin();
    const hook = retryPlugin().errorLoadRemote!;
    const mismatch = new Error(
      'Version 1.0.0 from shell of shared singleton module @console/platform does not satisfy the requirement of forex which needs ^1.1.0)',
    );
    await expect(hook(args(mismatch, host))).resolves.toBeUndefined();
    await expect(hook(args(new TypeError('x is not a function'), host))).resolves.toBeUndefined();
    expect(host.loadRemote).not.toHaveBeenCalled();
  });
});
