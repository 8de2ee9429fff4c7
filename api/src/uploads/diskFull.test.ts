import { AREAS } from '@console/contract/areas';
import { createAdminTestApp, type TestApp } from '../../testing/testApp';
import { form, PNG, storedUploads } from '../../testing/catalogue';
import { fileWrites } from './uploadStore';

// The fault is injected where the bytes meet the file system (the store's one write), as a full disk
// refuses them: the file write starts, then fails with ENOSPC. The database is the real one.
let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

function diskFull(code: 'ENOSPC' | 'EDQUOT') {
  const real = fileWrites.writeFile;
  jest.spyOn(fileWrites, 'writeFile').mockImplementation(async (file, _bytes, options) => {
    await real(file, 'half', options); // a truncated start, as a disk filling up mid-write leaves
    throw Object.assign(new Error(`${code}: no space left on device, write`), { code, errno: -28, syscall: 'write' });
  });
}

const turbo = AREAS.find((area) => area.key === 'turbo')!;
const base = `/api${turbo.whitelabel.apiBase}`;
const newWhitelabel = (name: string) =>
  form(
    { [turbo.whitelabel.userField]: name, whatsapp_group: 'G', hexacode: '1a2b3c', url: 'https://x.example.com' },
    { logo: { bytes: PNG, filename: 'logo.png' } },
  );

it.each(['ENOSPC', 'EDQUOT'] as const)(
  'an upload the disk refuses (%s) answers 507 with a clear message, and writes no row and no file',
  async (code) => {
    diskFull(code);
    const response = await t.app.inject({
      method: 'POST',
      url: `${base}/create`,
      headers: admin,
      payload: newWhitelabel(`full-${code}`),
    });
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({
      message: "The server's disk is full, so nothing was saved. Ask an operator to free space, then try again.",
    });
    jest.restoreAllMocks();

    const list = (await t.app.inject({ url: `${base}${turbo.whitelabel.listPath}`, headers: admin })).json()
      .data as Record<string, string>[];
    expect(list.map((row) => row[turbo.whitelabel.userField])).not.toContain(`full-${code}`);
    expect(storedUploads(t)).toEqual([]);
  },
);

it('once there is space again the same upload is saved', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: `${base}/create`,
    headers: admin,
    payload: newWhitelabel('after-space-freed'),
  });
  expect(response.statusCode).toBe(201);
  expect(storedUploads(t)).toHaveLength(1);
});
