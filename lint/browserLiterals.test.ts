import { lintAs, type Finding } from './testing/lintAs';

const API = 'console/api-base';
const COLOURS = 'console/theme-colours';

jest.setTimeout(120_000);
let findings: Finding[][];
const CASES: Array<[file: string, code: string]> = [
  // The API's address written outside the client.
  ['area-kit/src/proof/proofLayout.ts', 'export const src = (path: string) => `/api/${path}`;\n'],
  ['remote-admin/src/routes.tsx', "export const base = '/api/admin';\n"],
  ['shell/src/routes.tsx', "export const base = '/api';\n"],
  // The client itself, tests and test helpers, and other paths may.
  ['platform/src/api/client.ts', "export const API_BASE = '/api';\n"],
  ['area-kit/src/report/totalsFooter.test.ts', "export const route = 'GET /api/note';\n"],
  ['shell/testing/answerSessionCalls.ts', "export const path = '/api/admin/check-session';\n"],
  ['area-kit/src/whitelabel/logo.ts', "export const path = 'report/view';\nexport const other = '/apis';\n"],
  // Colours in styled-components' CSS, a document's style sheet, a style object.
  [
    'shell/src/App.tsx',
    "import styled from 'styled-components';\nexport const A = styled.p`\n  color: #fff;\n  padding: 4px;\n`;\n",
  ],
  [
    'shared-kit/src/ui/Modal.tsx',
    "import styled from 'styled-components';\nexport const A = styled.div`\n  box-shadow: 0 2px 4px ${() => 'x'} rgba(0, 0, 0, 0.2);\n`;\n",
  ],
  [
    'area-kit/src/proof/preview/documentHtml.ts',
    'export const STYLE = `\n  body { margin: 0; background: white; }\n`;\n',
  ],
  ['shell/src/plain/plainStyles.ts', "export const card = { boxShadow: '0 8px 24px rgba(17, 24, 39, 0.12)' };\n"],
  ['area-kit/src/proof/pdf/proofPdfDefinition.ts', "export const label = { text: 'Amount', color: '#374151' };\n"],
  // From the theme, the theme itself, tests, and data that only looks like a colour.
  [
    'shell/src/header/UserMenu.tsx',
    "import styled from 'styled-components';\nexport const A = styled.p`\n  color: ${({ theme }) => theme.colors.onDark};\n  background: transparent;\n  white-space: nowrap;\n`;\n",
  ],
  ['shared-kit/src/ui/theme.ts', "export const theme = { colors: { onDark: '#fff' } };\n"],
  ['shell/src/Root.test.tsx', "export const expected = { color: '#fff' };\n"],
  [
    'area-kit/src/whitelabel/whitelabelForm.ts',
    "export const DEFAULT_BRAND = '#00008B';\nexport const hint = 'Enter the colour as a hex code, e.g. #00008B';\n",
  ],
];
beforeAll(() => {
  findings = lintAs([API, COLOURS], CASES);
});

const rulesOf = (index: number) => findings[index].map((finding) => finding.ruleId);

describe('the API address rule', () => {
  it('refuses /api written in browser code outside the client, and says what to use', () => {
    expect(rulesOf(0)).toEqual([API]);
    expect(findings[0][0].message).toBe(
      "'/api/': the API client knows where the API is. Call it through `api`, or make a stored file's address with `apiUrl`, both from @console/platform.",
    );
    expect(rulesOf(1)).toEqual([API]);
    expect(rulesOf(2)).toEqual([API]);
  });

  it('lets the client, tests, test helpers and other paths through', () => {
    for (const index of [3, 4, 5, 6]) expect(rulesOf(index)).toEqual([]);
  });
});

describe('the theme colours rule', () => {
  it('refuses a colour in CSS text or a style object, hex, rgba() and named alike', () => {
    for (const index of [7, 8, 9, 10, 11]) expect(rulesOf(index)).toEqual([COLOURS]);
    expect(findings[7][0].message).toBe(
      'A colour written into a style: take it from the theme (shared-kit/src/ui/theme.ts), adding a token there if none has this value.',
    );
  });

  it('lets theme tokens, the theme itself, tests and colour-like data through', () => {
    for (const index of [12, 13, 14, 15]) expect(rulesOf(index)).toEqual([]);
  });
});
