import { api } from '@console/platform';
import { ifMatch } from 'shared-kit/conflict';
import type { NoteResource } from '@console/contract/areas';
import type { ListAnswer, NoteBody, NoteRecord, RecordAnswer } from '@console/contract/wire';
import { apiPath } from '../catalogue/apiPath';
import type { CatalogueApi } from '../catalogue/types';
import type { Note, NoteInput } from './noteTypes';

const fromWire = (wire: NoteRecord): Note => ({
  _id: wire._id,
  date: wire.date ?? '',
  origin: wire.origin ?? '',
  agent: wire.agent ?? '',
  user: wire.user ?? '',
  whatsappGroup: wire.whatsappGroup ?? '',
  note: wire.note ?? '',
  noteAddby: wire.noteAddby ?? '',
  ...(wire.version === undefined ? {} : { version: wire.version }),
});

const toWire = (input: NoteInput): NoteBody => ({
  date: input.date,
  origin: input.origin.trim(),
  agent: input.agent.trim(),
  user: input.user.trim(),
  whatsappGroup: input.whatsappGroup.trim(),
  note: input.note,
});

/** GET {base}, GET/PUT/DELETE {base}/{id}, POST {base}/add; answers carry `data` (and `message`). */
export function noteApi(resource: NoteResource): CatalogueApi<Note, NoteInput> {
  const base = resource.apiBase;
  const read = async (request: Promise<RecordAnswer<NoteRecord>>) => fromWire((await request).data);
  return {
    list: async () => (await api.get(apiPath(base)).json<ListAnswer<NoteRecord>>()).data.map(fromWire),
    get: (id) => read(api.get(apiPath(base, id)).json()),
    create: (input) => read(api.post(apiPath(base + resource.createPath), { json: toWire(input) }).json()),
    update: (id, input, version) =>
      read(api.put(apiPath(base, id), { json: toWire(input), headers: ifMatch(version) }).json()),
    remove: async (id, version) => {
      await api.delete(apiPath(base, id), { headers: ifMatch(version) });
    },
    fromWire: (wire) => fromWire(wire as NoteRecord),
  };
}
