import { foldCase } from '@console/contract/reports';
import { createTestApp, type TestApp } from '../../testing/testApp';

/**
 * The report views' one case folding (contract foldCase) is what the database's report_fold does, for
 * every code point and for texts whose folding depends on context or changes their length.
 */
jest.setTimeout(120_000);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function foldedByDatabase(texts: string[]): Promise<string[]> {
  const { rows } = await t.pool.query<{ folded: string }>(
    'SELECT report_fold(text) AS folded FROM unnest($1::text[]) WITH ORDINALITY AS t(text, n) ORDER BY n',
    [texts],
  );
  return rows.map((row) => row.folded);
}

it('folds every code point as the browser does', async () => {
  const differing: string[] = [];
  const BATCH = 50_000;
  for (let first = 1; first <= 0x10ffff; first += BATCH) {
    const texts: string[] = [];
    for (let code = first; code < first + BATCH && code <= 0x10ffff; code += 1) {
      if (code < 0xd800 || code > 0xdfff) texts.push(String.fromCodePoint(code));
    }
    const folded = await foldedByDatabase(texts);
    texts.forEach((text, i) => {
      if (folded[i] !== foldCase(text)) differing.push(`U+${text.codePointAt(0)!.toString(16)}`);
    });
  }
  expect(differing).toEqual([]);
});

it('folds texts whose folding depends on their context as the browser does', async () => {
  const texts = ['ΟΔΟΣ', 'ΟΔΟΣ ΚΑΙ', 'Σ', 'aΣ.', 'ΑΣ\u0001Β', 'İstanbul', 'STRASSE ẞ', 'ǅungla', 'K', '꟎Σ', 'Ⴀ', ''];
  expect(await foldedByDatabase(texts)).toEqual(texts.map(foldCase));
});
