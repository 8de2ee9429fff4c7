import { useAuth } from '@console/platform';
import { TEST_TOKEN } from '@console/platform/testing';
import { sectionQueryClient } from './sectionQueryClient';

describe("a section's query client", () => {
  beforeEach(() => useAuth.setState({ token: TEST_TOKEN }));

  it('is one per section build', () => {
    expect(sectionQueryClient()).toBe(sectionQueryClient());
  });

  it('forgets every answer when the session ends, and serves the next person afresh', async () => {
    const client = sectionQueryClient();
    await client.fetchQuery({ queryKey: ['users'], queryFn: () => ['asha'] });
    expect(client.getQueryData(['users'])).toEqual(['asha']);

    useAuth.getState().endSession('Session expired');
    expect(client.getQueryData(['users'])).toBeUndefined();
    expect(client.getQueryCache().getAll()).toHaveLength(0);

    useAuth.setState({ token: TEST_TOKEN });
    await client.fetchQuery({ queryKey: ['users'], queryFn: () => ['ben'] });
    expect(client.getQueryData(['users'])).toEqual(['ben']);
  });

  it('drops an answer asked for before the session ended', async () => {
    const client = sectionQueryClient();
    let answer: (rows: string[]) => void = () => undefined;
    const late = client.fetchQuery({
      queryKey: ['late'],
      queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
    });
    useAuth.getState().endSession('Session expired');
    answer(['asha-late']);
    await late.catch(() => undefined);
    expect(client.getQueryData(['late'])).toBeUndefined();
  });
});
