import { indexReports, TEXT_COLUMNS } from './reportIndex';
import { searchTextsOf } from './searchText';
import { foldCase } from './view';
import { sampleOriginal, sampleReport } from '../../testing/reports';
import type { Report } from './types';

// Texts whose folding depends on their neighbours or changes their length: a final sigma at the end and
// at the start of a part, a dotted capital I (one letter, two in lowercase), a letter Unicode 17 added.
const TRICKY = ['ΟΔΟΣ', 'Σ', 'ΣΑΣ ΟΔΟΣ', 'İstanbul', 'STRASSE ẞ', 'Ꟑꟑ', 'KELVIN K', ''];

const reports: Report[] = TRICKY.map((text, n) =>
  sampleReport({
    _id: `r${n}`,
    userName: text,
    agent: TRICKY[(n + 1) % TRICKY.length],
    origin: TRICKY[(n + 2) % TRICKY.length],
    remark: `${text}Σ`,
    voidStatus: TRICKY[(n + 3) % TRICKY.length],
    originals: [
      sampleOriginal({ sportNames: [text, 'ΣΣ'], eventNames: [TRICKY[(n + 4) % TRICKY.length]], marketNames: [] }),
      sampleOriginal({ sportNames: ['Cricket'], eventNames: ['ΑΣ', text], marketNames: [text] }),
    ],
  }),
);

/** Each report's part of a text column: the texts the server stores for it (its view columns), folded whole. */
function reference(report: Report): Record<(typeof TEXT_COLUMNS)[number], string> {
  return {
    ...searchTextsOf(report),
    userName: foldCase(report.userName),
    agent: foldCase(report.agent),
    origin: foldCase(report.origin),
    remark: foldCase(report.remark),
  };
}

describe('the report index', () => {
  it('holds the texts the server searches, each folded as the joined text folded whole, whatever folding does at the joins', () => {
    const index = indexReports(reports);
    reports.forEach((report, i) => {
      const expected = reference(report);
      for (const name of TEXT_COLUMNS) {
        const { text, starts } = index.textColumns[name];
        expect({ name, i, part: text.slice(starts[i], starts[i + 1] - 1) }).toEqual({ name, i, part: expected[name] });
      }
    });
  });
});
