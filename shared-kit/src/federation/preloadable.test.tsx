import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { preloadable } from './preloadable';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('preloadable', () => {
  it('loads on first use like React.lazy: the fallback, then the component', async () => {
    const load = jest.fn(async () => ({ default: Greeting }));
    const Page = preloadable(load);
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Page name="Asha" />
        </Suspense>,
      );
    });
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws at once, with no fallback, once preloaded', async () => {
    const load = jest.fn(async () => ({ default: Greeting }));
    const Page = preloadable(load);
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Ravi" />
      </Suspense>,
    );
    // Synchronously: the first commit already holds the component.
    expect(screen.getByText('Hello Ravi')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next preload', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Greeting }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Greeting });
    const Page = preloadable(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await expect(Page.preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
