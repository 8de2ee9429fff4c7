import { api } from '@console/platform';

// Lists of 100,000 reports take longer than the client's usual 10 s on a slow line.
const LIST_TIMEOUT_MS = 120_000;

/** GET one of the area lists the dashboard reads; the lists answer `{data: [...]}` (a bare list is read too). */
export async function fetchList(path: string): Promise<unknown[]> {
  const body = await api.get(path, { timeout: LIST_TIMEOUT_MS }).json<unknown>();
  const list = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(list)) throw new Error('The server answered without a list');
  return list;
}
