import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AREAS, forexArea, turboArea } from '@console/contract/areas';
import { GIF, imageOfSize, JPEG, PNG, pngClaiming, signIn, storedUploads, WEBP } from '../../testing/catalogue';
import { createAdminTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';
import { makeCatalogue, proofForm, proofFormFields, type Catalogue, type ProofFile } from '../../testing/proofs';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t.close());

const onDisk = (stored: string) => path.join(t.config.dataDir, ...stored.split('/'));
/** Real PNGs that differ in their bytes (data after IEND), so each file can be recognised. */
const image = (n: number, bytes: Buffer = PNG): ProofFile => ({
  bytes: Buffer.concat([bytes, Buffer.from(`#${n}`)]),
  filename: `shot-${n}.png`,
});
const images = (from: number, count: number) => Array.from({ length: count }, (_, i) => image(from + i));
const proofUploads = () => storedUploads(t).filter((file) => file.includes('/proofs/'));

describe.each(AREAS)('$label proofs', (area) => {
  const { proof } = area;
  const base = `/api${proof.apiBase}`;
  let catalogue: Catalogue;
  beforeAll(async () => {
    catalogue = await makeCatalogue(t, area, admin);
  });
  const fields = (overrides: Record<string, string> = {}) => proofFormFields(area, catalogue, overrides);
  const create = (payload: FormData, headers = admin) =>
    t.app.inject({ method: 'POST', url: `${base}/create`, headers, payload });
  const update = (id: string, payload: FormData, headers = admin) =>
    t.app.inject({ method: 'PUT', url: `${base}/${id}`, headers, payload });

  it('creates a proof with both image groups, stores the images in order and answers the record with its references', async () => {
    const response = await create(proofForm(fields(), { images: images(1, 3), navigation2Images: images(11, 2) }));
    expect(response.statusCode).toBe(201);
    const { data, message } = response.json();
    expect(message).toBe(`${proof.noun} created successfully`);
    expect(data).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      [area.whitelabel.userField]: {
        _id: catalogue.whitelabel._id,
        whatsapp_group: catalogue.whitelabel.whatsapp_group,
        hexacode: '#123456',
      },
      prooftype: { _id: catalogue.proofType._id, content: '<p>Dear {user}, {amount} on {event}</p>' },
      sportname: { _id: catalogue.sport._id, [area.sport.nameField]: expect.stringMatching(/^Cricket/) },
      agentname: 'agent7',
      user: 'punter42',
      amount: 1500,
      profitAndLoss: -250,
      eventname: 'India v Australia',
      marketname: 'Match Odds',
      navigation: 'Sports > Cricket',
      navigation2: 'My Bets',
      date: '2026-03-05',
      proofMaker: 'maker1',
      // Not sent: the chosen whitelabel's group.
      whatsapp_group: catalogue.whitelabel.whatsapp_group,
      createdAt: expect.any(String),
    });
    expect(data.images.map((i: { filename: string }) => i.filename)).toEqual([
      'shot-1.png',
      'shot-2.png',
      'shot-3.png',
    ]);
    expect(data.navigation2Images.map((i: { filename: string }) => i.filename)).toEqual(['shot-11.png', 'shot-12.png']);
    for (const [index, stored] of data.images.entries()) {
      expect(stored.data).toMatch(new RegExp(`^uploads/${area.key}/proofs/[A-Za-z0-9_-]{24}\\.png$`));
      expect(readFileSync(onDisk(stored.data))).toEqual(image(index + 1).bytes);
    }
    const served = await t.app.inject({ url: `/api/${data.navigation2Images[1].data}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(image(12).bytes);
  });

  it('rounds amount and profit/loss down to whole numbers and fills date and proof maker when not sent', async () => {
    const sent = fields({ amount: '99.9', profitAndLoss: '-3.5' });
    delete sent.date;
    delete sent.proofMaker;
    const { data } = (await create(proofForm(sent))).json();
    expect(data).toMatchObject({
      amount: 99,
      profitAndLoss: -4,
      proofMaker: TEST_ADMIN.username,
      images: [],
      navigation2Images: [],
    });
    expect(data.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("lists newest first, reads one, finds a client user's proofs, and offers the form's lookups", async () => {
    const first = (await create(proofForm(fields({ user: 'lister-a' })))).json().data;
    const second = (await create(proofForm(fields({ user: 'Lister-B' })))).json().data;
    const list = (await t.app.inject({ url: base, headers: admin })).json().data;
    expect(list.findIndex((p: { _id: string }) => p._id === second._id)).toBeLessThan(
      list.findIndex((p: { _id: string }) => p._id === first._id),
    );
    expect((await t.app.inject({ url: `${base}/${first._id}`, headers: admin })).json()).toEqual({ data: first });
    expect(
      (await t.app.inject({ url: `${base}/user/lister-b`, headers: admin }))
        .json()
        .data.map((p: { _id: string }) => p._id),
    ).toEqual([second._id]);

    const whitelabels = (await t.app.inject({ url: `${base}/whitelabels`, headers: admin })).json();
    expect(whitelabels.data).toContainEqual(
      expect.objectContaining({ _id: catalogue.whitelabel._id, [area.whitelabel.userField]: expect.any(String) }),
    );
    const proofTypes = (await t.app.inject({ url: `${base}/prooftypes`, headers: admin })).json();
    expect(proofTypes).toContainEqual(
      expect.objectContaining({ _id: catalogue.proofType._id, type: expect.any(String) }),
    );
    const sports = (await t.app.inject({ url: `${base}/sports`, headers: admin })).json();
    expect(sports.data).toContainEqual(expect.objectContaining({ _id: catalogue.sport._id }));
  });

  it.each([
    ['no whitelabel', { [area.whitelabel.userField]: '' }, proof.messages.invalidUsername],
    [
      'an unknown whitelabel',
      { [area.whitelabel.userField]: '0190b3a1-0000-7000-8000-000000000000' },
      proof.messages.invalidWhitelabel,
    ],
    ['an unknown proof type', { prooftype: 'not-an-id' }, proof.messages.invalidProofType],
    ['an unknown sport', { sportname: '0190b3a1-0000-7000-8000-000000000000' }, proof.messages.invalidSport],
    ['no user', { user: '  ' }, proof.messages.requiredFields],
    ['no event', { eventname: '' }, proof.messages.requiredFields],
    ['no navigation', { navigation: '' }, proof.messages.requiredFields],
    ['no market', { marketname: '' }, proof.messages.requiredFields],
    ['a negative amount', { amount: '-1' }, 'Amount must be 0 or more'],
    ['an amount that is no number', { amount: 'ten' }, 'Amount must be a number'],
    ['an impossible date', { date: '2026-02-30' }, 'Date must be a valid date as YYYY-MM-DD'],
  ])('answers 400 to %s and stores nothing', async (_case, overrides, message) => {
    const before = proofUploads();
    const response = await create(proofForm(fields(overrides), { images: images(1, 2) }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(proofUploads()).toEqual(before);
  });

  it.each([
    ['a 7th image', { images: images(1, 7) }, proof.messages.tooManyImages],
    ['a 7th navigation 2 image', { navigation2Images: images(1, 7) }, proof.messages.tooManyNavigation2Images],
    [
      'an image over 5 MB',
      { images: [{ bytes: imageOfSize(5 * 1024 * 1024 + 1), filename: 'big.png' }] },
      'Images must be at most 5 MB',
    ],
    [
      'a file that is no image, whatever its name',
      { images: [{ bytes: Buffer.from('%PDF-1.7 not an image'), filename: 'proof.png' }] },
      'Images must be a JPEG, PNG, GIF or WebP image',
    ],
    [
      'an SVG',
      { navigation2Images: [{ bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), filename: 'x.svg' }] },
      'Navigation 2 images must be a JPEG, PNG, GIF or WebP image',
    ],
  ])("refuses %s with the spec's message and stores nothing", async (_case, files, message) => {
    const before = proofUploads();
    const response = await create(proofForm(fields(), files));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(proofUploads()).toEqual(before);
  });

  it('takes 6 images per group in JPEG, PNG, GIF and WebP, exactly 5 MB each at most', async () => {
    const six = [JPEG, PNG, GIF, WEBP, imageOfSize(5 * 1024 * 1024), PNG].map((bytes, n) => ({
      bytes,
      filename: `f${n}`,
    }));
    const response = await create(proofForm(fields(), { images: six, navigation2Images: images(1, 6) }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.images.map((i: { data: string }) => path.extname(i.data))).toEqual([
      '.jpg',
      '.png',
      '.gif',
      '.webp',
      '.png',
      '.png',
    ]);
  });

  it('on edit keeps the order asked for, places new files, and deletes the files of removed images', async () => {
    const created = (
      await create(proofForm(fields(), { images: images(1, 3), navigation2Images: images(11, 1) }))
    ).json().data;
    const [a, b, c] = created.images.map((i: { data: string }) => i.data);
    const [n] = created.navigation2Images.map((i: { data: string }) => i.data);
    const payload = proofForm(
      {
        ...fields({ eventname: 'Edited event' }),
        imagesOrder: JSON.stringify([c, 'new:0', a]),
        navigation2ImagesOrder: JSON.stringify(['new:0', n]),
      },
      { images: [image(4)], navigation2Images: [image(12)] },
    );
    const response = await update(created._id, payload);
    expect(response.statusCode).toBe(200);
    const { data, message } = response.json();
    expect(message).toBe(`${proof.noun} updated successfully`);
    expect(data.eventname).toBe('Edited event');
    expect(data.images.map((i: { filename: string }) => i.filename)).toEqual([
      'shot-3.png',
      'shot-4.png',
      'shot-1.png',
    ]);
    expect(data.images[0].data).toBe(c);
    expect(data.images[2].data).toBe(a);
    expect(data.navigation2Images.map((i: { filename: string }) => i.filename)).toEqual(['shot-12.png', 'shot-11.png']);
    expect(existsSync(onDisk(b))).toBe(false);
    for (const kept of [a, c, n, data.images[1].data, data.navigation2Images[0].data])
      expect(existsSync(onDisk(kept))).toBe(true);
    expect(readFileSync(onDisk(data.images[1].data))).toEqual(image(4).bytes);
  });

  it('on edit without order fields keeps every image and appends the new ones', async () => {
    const created = (await create(proofForm(fields(), { images: images(1, 2) }))).json().data;
    const { data } = (await update(created._id, proofForm(fields(), { images: [image(3)] }))).json();
    expect(data.images.map((i: { filename: string }) => i.filename)).toEqual([
      'shot-1.png',
      'shot-2.png',
      'shot-3.png',
    ]);
    expect(data.images.slice(0, 2)).toEqual(created.images);
  });

  it('refuses an edit that would hold 7 images, or names an image the proof does not have, leaving files as they were', async () => {
    const created = (await create(proofForm(fields(), { images: images(1, 5) }))).json().data;
    const other = (await create(proofForm(fields(), { images: images(9, 1) }))).json().data;
    const before = proofUploads();

    const tooMany = await update(created._id, proofForm(fields(), { images: images(6, 2) }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ message: proof.messages.tooManyImages });

    const foreign = await update(
      created._id,
      proofForm({ ...fields(), imagesOrder: JSON.stringify([other.images[0].data]) }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toMatch(/names an image this proof does not have/);

    const unplaced = await update(created._id, proofForm({ ...fields(), imagesOrder: '[]' }, { images: [image(7)] }));
    expect(unplaced.statusCode).toBe(400);
    expect(proofUploads()).toEqual(before);
    expect((await t.app.inject({ url: `${base}/${created._id}`, headers: admin })).json().data.images).toEqual(
      created.images,
    );
  });

  it('deletes a proof with its image files', async () => {
    const created = (
      await create(proofForm(fields(), { images: images(1, 2), navigation2Images: images(3, 1) }))
    ).json().data;
    const files = [...created.images, ...created.navigation2Images].map((i: { data: string }) => i.data);
    const response = await t.app.inject({ method: 'DELETE', url: `${base}/${created._id}`, headers: admin });
    expect(response.json()).toEqual({ message: `${proof.noun} deleted successfully` });
    for (const file of files) expect(existsSync(onDisk(file))).toBe(false);
    expect((await t.app.inject({ url: `${base}/${created._id}`, headers: admin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${base}/${created._id}`, headers: admin })).json()).toEqual({
      message: `${proof.noun} not found`,
    });
  });

  it('keeps a whitelabel, proof type or sport that a proof uses (409)', async () => {
    const own = await makeCatalogue(t, area, admin);
    await create(proofForm(proofFormFields(area, own)));
    const remove = (url: string) => t.app.inject({ method: 'DELETE', url, headers: admin });
    expect((await remove(`/api${area.whitelabel.apiBase}/${own.whitelabel._id}`)).statusCode).toBe(409);
    expect((await remove(`/api${area.prooftype.apiBase}/${own.proofType._id}`)).statusCode).toBe(409);
    expect((await remove(`/api${area.sport.apiBase}/${own.sport._id}`)).statusCode).toBe(409);
  });

  it('refuses images over the pixel budget, read from their headers, storing nothing', async () => {
    const before = proofUploads().length;
    const bomb = await create(
      proofForm(fields(), { images: [{ bytes: pngClaiming(12000, 12000), filename: 'bomb.png' }] }),
    );
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json()).toEqual({
      message: 'Images "bomb.png" is 12000 × 12000 pixels (144 megapixels); an image may have at most 50 megapixels',
    });
    const many = Array.from({ length: 5 }, (_, i) => ({ bytes: pngClaiming(7000, 7000), filename: `big-${i}.png` }));
    const together = await create(proofForm(fields(), { images: many }));
    expect(together.statusCode).toBe(400);
    expect(together.json()).toEqual({
      message: 'The images of this request have more than 200 megapixels together; send fewer or smaller images',
    });
    expect(proofUploads()).toHaveLength(before);
  });

  it('makes the caller the proof maker, whatever a non-admin sends; only an admin may name someone else', async () => {
    const { user, password } = await t.createUser({
      section: [area.section],
      permissions: [proof.rights.create, proof.rights.update],
    });
    const clerk = t.bearer(await t.loginAs(user.username, password));
    const made = (await create(proofForm(fields({ proofMaker: TEST_ADMIN.username })), clerk)).json().data;
    expect(made.proofMaker).toBe(user.username);
    const edited = (await update(made._id, proofForm(fields({ proofMaker: 'someone-else' })), clerk)).json().data;
    expect(edited.proofMaker).toBe(user.username);
    const named = (await update(made._id, proofForm(fields({ proofMaker: 'night-shift' })))).json().data;
    expect(named.proofMaker).toBe('night-shift');
  });

  describe('access', () => {
    const rights = proof.rights;
    const as = (permissions: string[], section = [area.section]) =>
      signIn(t, { section, permissions: permissions as never });

    it('answers 401 without a session', async () => {
      expect((await t.app.inject({ url: base })).statusCode).toBe(401);
      expect((await create(proofForm(fields()), {} as never)).statusCode).toBe(401);
    });

    it("needs the area's section", async () => {
      const other = area === turboArea ? forexArea : turboArea;
      const headers = await as(Object.values(rights), [other.section]);
      const response = await t.app.inject({ url: base, headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: `You do not have access to the ${area.section} section` });
    });

    it("checks the right of each call and answers the page's text, storing nothing when refused", async () => {
      const created = (await create(proofForm(fields()))).json().data;
      const viewer = await as([rights.listing]);
      expect((await t.app.inject({ url: base, headers: viewer })).statusCode).toBe(200);
      expect((await t.app.inject({ url: `${base}/${created._id}`, headers: viewer })).statusCode).toBe(200);
      expect((await t.app.inject({ url: `${base}/whitelabels`, headers: viewer })).statusCode).toBe(200);

      const before = proofUploads();
      const refusedCreate = await create(proofForm(fields(), { images: images(1, 1) }), viewer);
      expect(refusedCreate.statusCode).toBe(403);
      expect(refusedCreate.json()).toEqual({ message: proof.messages.denied.create });
      expect(proofUploads()).toEqual(before);
      expect((await update(created._id, proofForm(fields()), viewer)).json()).toEqual({
        message: proof.messages.denied.update,
      });
      const refusedDelete = await t.app.inject({ method: 'DELETE', url: `${base}/${created._id}`, headers: viewer });
      expect(refusedDelete.json()).toEqual({ message: proof.messages.denied.delete });
      const refusedPdf = await t.app.inject({
        method: 'POST',
        url: `${base}/generate-preview-pdf`,
        headers: viewer,
        payload: { html: '<p>x</p>' },
      });
      expect(refusedPdf.json()).toEqual({ message: proof.messages.denied.pdf });

      const maker = await as([rights.create]);
      const listRefused = await t.app.inject({ url: base, headers: maker });
      expect(listRefused.statusCode).toBe(403);
      expect(listRefused.json()).toEqual({ message: proof.messages.accessDenied });
      expect((await t.app.inject({ url: `${base}/prooftypes`, headers: maker })).statusCode).toBe(200);
      expect((await create(proofForm(fields()), maker)).statusCode).toBe(201);
    });

    it("keeps the areas apart: no proof of one area points at the other's records or is reached from its path", async () => {
      const other = area === turboArea ? forexArea : turboArea;
      const theirs = await makeCatalogue(t, other, admin);
      const response = await create(proofForm(fields({ [area.whitelabel.userField]: theirs.whitelabel._id })));
      expect(response.json()).toEqual({ message: proof.messages.invalidWhitelabel });
      const mine = (await create(proofForm(fields()))).json().data;
      expect((await t.app.inject({ url: `/api${other.proof.apiBase}/${mine._id}`, headers: admin })).statusCode).toBe(
        404,
      );
    });
  });
});
