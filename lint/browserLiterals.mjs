/**
 * Two things the browser code writes in one place only (ARCHITECTURE §7: the API client knows URLs;
 * colours come from the theme):
 * - `api-base`: no `/api` address outside the API client; a page loads a stored file through `apiUrl`,
 *   and calls the API through `api`, both from `@console/platform`.
 * - `theme-colours`: no colour value (`#hex`, `rgb()`/`hsl()` and the like, a named colour) in a style
 *   outside the theme (`shared-kit/src/ui/theme.ts`): in CSS text (styled-components, a document's
 *   style sheet) and in a style object's colour property (`color: '#fff'`, `boxShadow: '... rgba()'`).
 *   Anything else that merely looks like a colour (a whitelabel's default brand, a placeholder) is data.
 */

const API_ADDRESS = /^\/api(\/|$)/;

const COLOUR =
  /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|\b(?:white|black|red|green|blue|gr[ae]y|yellow|orange|purple|pink|navy|silver|maroon|teal|olive|lime|aqua|fuchsia|gold|brown|cyan|magenta|indigo|violet)\b/i;

/** A CSS declaration of a property that takes a colour, and its value up to the end of the declaration. */
const DECLARATION =
  /(?:^|[\s;{])(?:color|background(?:-color)?|border(?:-(?:top|right|bottom|left|block|inline))?(?:-color)?|outline(?:-color)?|(?:box|text)-shadow|fill|stroke|caret-color|accent-color|text-decoration(?:-color)?|column-rule(?:-color)?)\s*:([^;{}]*)/gi;

/** The same properties as a style object spells them (React's `style`, pdfmake's definitions). */
const STYLE_KEY =
  /^(?:color|background(?:Color)?|border(?:Top|Right|Bottom|Left|Block|Inline)?(?:Color)?|outline(?:Color)?|(?:box|text)Shadow|fill|stroke|caretColor|accentColor|textDecoration(?:Color)?|columnRule(?:Color)?)$/;

const colourInCss = (css) => [...css.matchAll(DECLARATION)].some(([, value]) => COLOUR.test(value));

/** The text of a string or template literal, a placeholder for each `${}`. */
function textOf(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral')
    return node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(' _ ');
  return undefined;
}

const apiBase = {
  meta: {
    type: 'problem',
    docs: { description: 'No /api address outside the API client' },
    schema: [],
    messages: {
      address:
        "'{{text}}': the API client knows where the API is. Call it through `api`, or make a stored file's address with `apiUrl`, both from @console/platform.",
    },
  },
  create(context) {
    const check = (node, text) => {
      if (API_ADDRESS.test(text)) context.report({ node, messageId: 'address', data: { text } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateLiteral(node) {
        check(node, node.quasis[0].value.cooked ?? node.quasis[0].value.raw);
      },
    };
  },
};

const themeColours = {
  meta: {
    type: 'problem',
    docs: { description: 'Colours in styles come from the theme' },
    schema: [],
    messages: {
      colour:
        'A colour written into a style: take it from the theme (shared-kit/src/ui/theme.ts), adding a token there if none has this value.',
    },
  },
  create(context) {
    const styleValues = new Set();
    return {
      Property(node) {
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        const text = textOf(node.value);
        if (typeof key !== 'string' || !STYLE_KEY.test(key) || text === undefined) return;
        styleValues.add(node.value);
        if (COLOUR.test(text)) context.report({ node: node.value, messageId: 'colour' });
      },
      'Literal, TemplateLiteral:exit'(node) {
        if (styleValues.has(node)) return;
        const text = textOf(node);
        if (text !== undefined && colourInCss(text)) context.report({ node, messageId: 'colour' });
      },
    };
  },
};

export default { rules: { 'api-base': apiBase, 'theme-colours': themeColours } };
