import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `console/workspace-boundaries`: which workspace may import which, as the README's layout draws it.
 *
 * Options: `{ root, workspaces: { <folder>: { may: [<folder>...] | '*' } }, exceptions: [{ from, to, why }] }`.
 * - A relative import must stay inside its own workspace (`../../remote-forex/src/x` from remote-turbo
 *   would compile a second copy of Forex's code into Turbo, unseen by Forex's team).
 * - A package import of another workspace must be one `may` allows, through a subpath its package.json
 *   exports (its public entry points, never `api/src/...`).
 * Files outside every workspace (the root's build configuration) may import nothing of a workspace by a
 * relative path. `exceptions` name the files allowed to break this, with the reason.
 */

const packageJsonOf = new Map();
function packageJson(dir) {
  if (!packageJsonOf.has(dir)) packageJsonOf.set(dir, JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')));
  return packageJsonOf.get(dir);
}

/** The workspace folder of an absolute path, or undefined outside every workspace. */
function workspaceOf(root, workspaces, file) {
  const [first, ...rest] = path.relative(root, file).split(path.sep);
  return rest.length > 0 && first in workspaces ? first : undefined;
}

/** The workspace folder whose package is `name`, and the subpath asked for (`.` or `./x`). */
function packageTarget(root, workspaces, specifier) {
  const parts = specifier.split('/');
  const nameLength = specifier.startsWith('@') ? 2 : 1;
  const name = parts.slice(0, nameLength).join('/');
  const folder = Object.keys(workspaces).find((dir) => packageJson(path.join(root, dir)).name === name);
  if (!folder) return undefined;
  const subpath = ['.', ...parts.slice(nameLength)].join('/');
  return { folder, name, subpath };
}

function isExported(root, folder, subpath) {
  const { exports, main } = packageJson(path.join(root, folder));
  if (!exports) return subpath === '.' && Boolean(main);
  return typeof exports === 'string' ? subpath === '.' : Object.hasOwn(exports, subpath);
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports between workspaces follow the package layout, through public entry points' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          workspaces: { type: 'object' },
          exceptions: { type: 'array' },
        },
        required: ['root', 'workspaces'],
        additionalProperties: false,
      },
    ],
    messages: {
      relative:
        "'{{specifier}}' reaches into the workspace {{target}} by a relative path: import its package ({{name}}) instead.",
      layout: '{{from}} may not import {{name}} ({{target}}): the package layout allows {{from}} only {{allowed}}.',
      private: "'{{specifier}}' is not a public entry point of {{name}}: use one its package.json exports.",
    },
  },
  create(context) {
    const [{ root, workspaces, exceptions = [] }] = context.options;
    const file = context.filename;
    const own = workspaceOf(root, workspaces, file);
    const relativeFile = path.relative(root, file).split(path.sep).join('/');

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const excused = (to) => exceptions.some((exception) => exception.from === relativeFile && exception.to === to);
      if (specifier.startsWith('.')) {
        const resolved = path.resolve(path.dirname(file), specifier);
        const target = workspaceOf(root, workspaces, resolved);
        if (target === undefined || target === own) return;
        if (excused(path.relative(root, resolved).split(path.sep).join('/'))) return;
        const name = packageJson(path.join(root, target)).name;
        context.report({ node, messageId: 'relative', data: { specifier, target, name } });
        return;
      }
      const target = packageTarget(root, workspaces, specifier);
      if (!target || target.folder === own || excused(specifier)) return;
      const may = own === undefined ? [] : workspaces[own].may;
      if (may !== '*' && !may.includes(target.folder)) {
        const allowed = may.length === 0 ? 'nothing' : may.join(', ');
        context.report({
          node,
          messageId: 'layout',
          data: { from: own ?? 'the root', name: target.name, target: target.folder, allowed },
        });
        return;
      }
      if (!isExported(root, target.folder, target.subpath)) {
        context.report({ node, messageId: 'private', data: { specifier, name: target.name } });
      }
    }

    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      // require('x') and jest.mock('x'): jest's module registry loads them like imports.
      CallExpression(node) {
        const [first] = node.arguments;
        if (first?.type !== 'Literal') return;
        const callee = node.callee;
        const isRequire = callee.type === 'Identifier' && callee.name === 'require';
        const isJestModule =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'jest' &&
          callee.property.type === 'Identifier' &&
          ['mock', 'requireActual', 'doMock', 'unmock'].includes(callee.property.name);
        if (isRequire || isJestModule) check(first, first.value);
      },
    };
  },
};

export default { rules: { 'workspace-boundaries': rule } };
