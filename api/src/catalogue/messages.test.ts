import { AREAS } from '@console/contract/areas';
import { serverMessages } from './messages';

describe('server messages', () => {
  it.each(
    AREAS.flatMap((area) =>
      (['whitelabel', 'prooftype', 'sport', 'note'] as const).map((key) => [area.label, key, area[key]] as const),
    ),
  )('%s %s: the banner texts are the API\'s plus "!", as the spec says', (_area, _key, resource) => {
    const api = serverMessages(resource.noun);
    expect([api.created, api.updated, api.deleted].map((text) => `${text}!`)).toEqual([
      resource.messages.created,
      resource.messages.updated,
      resource.messages.deleted,
    ]);
  });

  it("says the spec's sports fetch texts", () => {
    const [turbo, forex] = AREAS;
    expect(serverMessages(turbo.sport.noun)).toMatchObject({
      listed: 'Sports fetched successfully',
      fetched: 'Sport details fetched successfully',
    });
    expect(serverMessages(forex.sport.noun)).toMatchObject({
      listed: 'Forex sports fetched successfully',
      fetched: 'Forex sport details fetched successfully',
    });
  });
});
