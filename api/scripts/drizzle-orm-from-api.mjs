// npm keeps drizzle-orm in api/node_modules while drizzle-kit is hoisted to the root, so drizzle-kit's
// `import('drizzle-orm/version')` cannot find it. This hook resolves drizzle-orm as seen from api/.
import { register } from 'node:module';

register(
  `data:text/javascript,${encodeURIComponent(`
    const api = ${JSON.stringify(new URL('../package.json', import.meta.url).href)};
    export async function resolve(specifier, context, next) {
      if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) return next(specifier, { ...context, parentURL: api });
      return next(specifier, context);
    }
  `)}`,
);
