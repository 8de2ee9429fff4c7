/** @jest-environment node */
// Node has CompressionStream, Blob and Response as browsers do; jsdom does not lend them.
import { crc32, inflateSync } from 'node:zlib';
import { opaquePng } from './opaquePng';

it('writes opaque RGBA pixels as an RGB PNG of the same pixels, and refuses any transparency', async () => {
  const rgba = Uint8Array.from([10, 20, 30, 255, 40, 50, 60, 255, 70, 80, 90, 255, 1, 2, 3, 255]);
  const png = Buffer.from((await opaquePng(rgba, 2, 2))!);
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([2, 2, 8, 2]);
  const idatLength = png.readUInt32BE(33);
  expect(png.toString('latin1', 37, 41)).toBe('IDAT');
  expect(png.readUInt32BE(41 + idatLength)).toBe(crc32(png.subarray(37, 41 + idatLength)));
  expect([...inflateSync(png.subarray(41, 41 + idatLength))]).toEqual([
    0, 10, 20, 30, 40, 50, 60, 0, 70, 80, 90, 1, 2, 3,
  ]);
  expect(png.toString('latin1', png.length - 8, png.length - 4)).toBe('IEND');

  rgba[15] = 254;
  expect(await opaquePng(rgba, 2, 2)).toBeUndefined();
});
