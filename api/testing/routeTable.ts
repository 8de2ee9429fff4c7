import type { FastifyInstance } from 'fastify';

export interface ApiRoute {
  method: string;
  /** As registered: `/api/admin/:id`, `/api/uploads/*`. */
  path: string;
}

/** Every registered `METHOD /api/...` route (HEAD and OPTIONS aside), read from Fastify's route tree. */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const routes: ApiRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = Math.floor(match[1].length / 4);
    stack.length = depth;
    stack.push(match[2]);
    const path = stack.join('');
    if (!path.startsWith('/api/') || !match[3]) continue;
    for (const method of match[3].split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, path });
    }
  }
  return routes;
}

/** The route's path with every parameter (and a trailing wildcard) set to `value`, as written (not encoded). */
export const fillPath = (path: string, value: string) => path.replace(/:[^/]+/g, value).replace(/\*$/, value);
