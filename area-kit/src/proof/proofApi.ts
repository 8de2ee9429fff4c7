import { api } from '@console/platform';
import { ifMatch, versioned } from 'shared-kit/conflict';
import type { Area } from '../descriptor';
import { apiPath } from '../catalogue/apiPath';
import { proofListSearch, type ProofListQuery } from '@console/contract/areas';
import type { ListAnswer, ProofTypeRecord } from '@console/contract/wire';
import type { ProofType } from '../prooftype/proofTypeTypes';
import { sportFromWire, type SportWire } from '../sport/sportApi';
import { whitelabelFromWire, type WhitelabelWire } from '../whitelabel/whitelabelApi';
import { IMAGE_GROUPS, type Proof, type ProofInput, type ProofListItem } from './proofTypes';

/** Up to 12 images of 5 MB each go up with a save: more time than the client's usual 10 s. */
const UPLOAD_TIMEOUT_MS = 120_000;

type ImageWire = { data: string; filename?: string };

/** A proof on the wire (turbo.md / forex.md §3); the whitelabel is under the area's whitelabel field. */
type ProofWire = Record<string, unknown> & {
  _id: string;
  agentname?: string;
  user?: string;
  amount?: number;
  prooftype: ProofType;
  sportname: SportWire;
  eventname?: string;
  marketname?: string;
  navigation?: string;
  navigation2?: string;
  profitAndLoss?: number;
  date?: string;
  proofMaker?: string;
  whatsapp_group?: string;
  images?: ImageWire[];
  navigation2Images?: ImageWire[];
  createdAt?: string;
  version?: number;
};

const imagesFromWire = (images: ImageWire[] | undefined) =>
  (images ?? []).map((image) => ({ path: image.data, filename: image.filename ?? '' }));

/** A whole number as the spec sends amounts: rounded down; blank is 0. */
export const wholeNumber = (text: string) => {
  const value = Number(text.trim() || 0);
  return Number.isFinite(value) ? Math.floor(value) : 0;
};

/**
 * The proof calls of one area (turbo.md / forex.md §7): base /client or /forexProof; GET list and
 * /{id}, POST /create and PUT /{id} as multipart, DELETE /{id}, the lookups. Answers carry `data`
 * (the proof types' lookup is a bare list).
 */
export function proofApi(area: Area) {
  const base = area.proof.apiBase;
  const { userField } = area.whitelabel;

  const listItemFromWire = (wire: ProofWire): ProofListItem => ({
    _id: wire._id,
    whitelabel: whitelabelFromWire(area.whitelabel, wire[userField] as WhitelabelWire),
    agentName: wire.agentname ?? '',
    user: wire.user ?? '',
    amount: wire.amount ?? 0,
    proofType: { _id: wire.prooftype._id, type: wire.prooftype.type },
    sport: sportFromWire(area.sport, wire.sportname),
    eventName: wire.eventname ?? '',
    marketName: wire.marketname ?? '',
    navigation: wire.navigation ?? '',
    navigation2: wire.navigation2 ?? '',
    profitAndLoss: wire.profitAndLoss ?? 0,
    date: wire.date ?? '',
    proofMaker: wire.proofMaker ?? '',
    whatsappGroup: wire.whatsapp_group ?? '',
    images: imagesFromWire(wire.images),
    navigation2Images: imagesFromWire(wire.navigation2Images),
    createdAt: wire.createdAt ?? '',
    ...(wire.version === undefined ? {} : { version: wire.version }),
  });

  const fromWire = (wire: ProofWire): Proof => ({
    ...listItemFromWire(wire),
    proofType: { _id: wire.prooftype._id, type: wire.prooftype.type, content: wire.prooftype.content ?? '' },
  });

  /**
   * The spec's multipart fields, amounts rounded down. New files go in their group's file field; the
   * group's order (kept images by path, new files as `new:<n>`) goes in `<group>Order`.
   */
  const toFormData = (input: ProofInput) => {
    const form = new FormData();
    const text: Record<string, string> = {
      [userField]: input.whitelabelId,
      prooftype: input.proofTypeId,
      sportname: input.sportId,
      agentname: input.agentName.trim(),
      user: input.user.trim(),
      amount: String(wholeNumber(input.amount)),
      eventname: input.eventName.trim(),
      marketname: input.marketName.trim(),
      navigation: input.navigation.trim(),
      navigation2: input.navigation2.trim(),
      profitAndLoss: String(wholeNumber(input.profitAndLoss)),
      date: input.date,
      proofMaker: input.proofMaker.trim(),
      whatsapp_group: input.whatsappGroup.trim(),
    };
    for (const [name, value] of Object.entries(text)) form.append(name, value);
    for (const group of IMAGE_GROUPS) {
      let added = 0;
      const order = input[group].map((image) => {
        if (image.kind === 'stored') return image.path;
        form.append(group, image.file, image.file.name);
        return `new:${added++}`;
      });
      form.append(`${group}Order`, JSON.stringify(order));
    }
    return form;
  };

  const one = async (request: Promise<{ data: ProofWire }>) => fromWire((await request).data);

  return {
    /** One page of the list, filtered and sorted by the server (GET {base}/page). */
    page: async (query: ProofListQuery) => {
      const answer = await api
        .get(apiPath(base, 'page'), { searchParams: proofListSearch(query) })
        .json<{ data: ProofWire[]; total: number; page: number }>();
      return { items: answer.data.map(listItemFromWire), total: answer.total, page: answer.page };
    },
    get: (id: string) => one(api.get(apiPath(base, id)).json()),
    create: (input: ProofInput) =>
      one(api.post(apiPath(base, 'create'), { body: toFormData(input), timeout: UPLOAD_TIMEOUT_MS }).json()),
    /** PUT {base}/{id} based on `version` (If-Match); a stale version rejects with VersionConflictError. */
    update: (id: string, input: ProofInput, version?: number) =>
      one(
        versioned(() =>
          api
            .put(apiPath(base, id), { body: toFormData(input), timeout: UPLOAD_TIMEOUT_MS, headers: ifMatch(version) })
            .json<{ data: ProofWire }>(),
        ),
      ),
    remove: async (id: string, version?: number) => {
      await api.delete(apiPath(base, id), { headers: ifMatch(version) });
    },
    /** A proof as a stale version's 409 carries it. */
    fromWire: (wire: unknown) => fromWire(wire as ProofWire),
    whitelabels: async () =>
      (await api.get(apiPath(base, 'whitelabels')).json<ListAnswer<WhitelabelWire>>()).data.map((wire) =>
        whitelabelFromWire(area.whitelabel, wire),
      ),
    proofTypes: async (): Promise<ProofType[]> =>
      (await api.get(apiPath(base, 'prooftypes')).json<ProofTypeRecord[]>()).map(({ _id, type, content }) => ({
        _id,
        type,
        content,
      })),
    sports: async () =>
      (await api.get(apiPath(base, 'sports')).json<ListAnswer<SportWire>>()).data.map((wire) =>
        sportFromWire(area.sport, wire),
      ),
  };
}

export type ProofApi = ReturnType<typeof proofApi>;
