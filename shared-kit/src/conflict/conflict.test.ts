import { VERSION_CONFLICT_MESSAGE } from '@console/contract/versions';
import { asVersionConflict, conflictFields, ifMatch, VersionConflictError, withChoices } from './index';

interface Note {
  title: string;
  body: string;
  tags: string[];
}
const FIELDS = [
  { key: 'title', label: 'Title' },
  { key: 'body', label: 'Body' },
  { key: 'tags', label: 'Tags' },
] as const;

describe('conflictFields', () => {
  const base: Note = { title: 'a', body: 'b', tags: ['x'] };

  it('names only the fields the other person changed to something other than mine', () => {
    const mine: Note = { title: 'mine', body: 'b', tags: ['x', 'y'] };
    const theirs: Note = { title: 'theirs', body: 'their body', tags: ['x', 'y'] };
    expect(conflictFields(base, mine, theirs, FIELDS)).toEqual([
      { key: 'title', label: 'Title', mine: 'mine', theirs: 'theirs', choice: 'mine' },
      { key: 'body', label: 'Body', mine: 'b', theirs: 'their body', choice: 'theirs' },
    ]);
  });

  it('finds nothing when they changed nothing the form holds', () => {
    expect(conflictFields(base, { ...base, title: 'mine' }, base, FIELDS)).toEqual([]);
  });

  it('holds the chosen values: theirs where chosen, mine elsewhere, the rest of the form as it is', () => {
    const mine: Note = { title: 'mine', body: 'my body', tags: ['x'] };
    const theirs: Note = { title: 'theirs', body: 'their body', tags: ['z'] };
    const now: Note = { ...mine, tags: ['typed since'] };
    expect(
      withChoices(now, mine, theirs, [
        { key: 'title', choice: 'theirs' },
        { key: 'body', choice: 'mine' },
      ]),
    ).toEqual({ title: 'theirs', body: 'my body', tags: ['typed since'] });
  });
});

describe('version headers and refusals', () => {
  it('names the version in If-Match, and none for a record without one', () => {
    expect(ifMatch(7)).toEqual({ 'If-Match': '"7"' });
    expect(ifMatch(undefined)).toEqual({});
    expect(ifMatch(0)).toEqual({});
  });

  const failure = (status: number, body: unknown) => ({
    response: new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  });

  it('turns a stale version refusal into a VersionConflictError carrying the record as it is now', async () => {
    const error = await asVersionConflict(
      failure(409, { message: VERSION_CONFLICT_MESSAGE, data: { _id: 'n1', version: 4 } }),
    );
    expect(error).toBeInstanceOf(VersionConflictError);
    expect((error as VersionConflictError).current).toEqual({ _id: 'n1', version: 4 });
  });

  it('leaves every other failure as it was, a 409 for a duplicate name included', async () => {
    const duplicate = failure(409, { message: 'Name already exists', field: 'name' });
    expect(await asVersionConflict(duplicate)).toBe(duplicate);
    const denied = failure(403, { message: VERSION_CONFLICT_MESSAGE });
    expect(await asVersionConflict(denied)).toBe(denied);
  });
});
