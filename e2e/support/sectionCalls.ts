import { ADMIN } from './server';

export interface Answer {
  status: number;
  body: { message?: string } & Record<string, unknown>;
}

/** A call of the product's API as a pipeline or a script makes it: a bearer token (a session's or a deploy key). */
export async function apiCall(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: object,
): Promise<Answer> {
  const response = await fetch(new URL(path, base), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Answer['body'] };
}

/** The admin's session token on the product at `base`. */
export async function adminToken(base: string): Promise<string> {
  const response = await fetch(new URL('/api/admin/login', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  if (!response.ok) throw new Error(`the admin could not log in: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** Registers a version of a section and gives it everyone, as a team's pipeline would; throws unless both succeed. */
export async function deployEverywhere(base: string, token: string, section: string, id: string, manifestUrl: string) {
  const registered = await apiCall(base, token, 'POST', `/api/sections/${section}/versions`, { id, manifestUrl });
  if (registered.status !== 201)
    throw new Error(`${id} was not registered: ${registered.status} ${registered.body.message}`);
  const rolled = await apiCall(base, token, 'PUT', `/api/sections/${section}/rollout`, { shares: { [id]: 100 } });
  if (rolled.status !== 200) throw new Error(`${id} was not rolled out: ${rolled.status} ${rolled.body.message}`);
}
