import { apiPath } from './apiPath';

it('apiPath joins the base and escaped parts without a leading slash', () => {
  expect(apiPath('/note')).toBe('note');
  expect(apiPath('/forexnote', 'a b')).toBe('forexnote/a%20b');
  expect(apiPath('/whitelabel', '', 'all'.replace(/^/, ''))).toBe('whitelabel/all');
});
