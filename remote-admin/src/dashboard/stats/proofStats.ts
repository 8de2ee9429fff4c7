import type { WhitelabelResource } from '@console/contract/areas';
import { datesOf, type Bounds } from './dashboardDate';
import { NameIds, nameOrUnknown, tallies, type Tally } from './tally';

type WhitelabelField = WhitelabelResource['userField'];

/** A proof as the dashboard reads it: date, proofMaker, the client `user` and the whitelabel reference. */
type ProofLike = Partial<Record<string, unknown>>;

/** The proofs of one area, read once per list: dates as instants, groups as small integers. */
export interface ProofIndex {
  times: Float64Array;
  makerOf: Int32Array;
  makers: string[];
  /** The client (whitelabel + user) of each proof. */
  clientOf: Int32Array;
  /** The whitelabel of each client. */
  clientWhitelabel: Int32Array;
  whitelabels: string[];
}

/** What one date range shows of the proofs. */
export interface ProofStats {
  proofs: number;
  /** Distinct clients caught: a user of a whitelabel counts once however many proofs name them. */
  clients: number;
  byMaker: Tally[];
  usersByWhitelabel: Tally[];
}

/** The whitelabel's user name from the proof's reference (whitelabel_user.whitelabel_user), or Unknown. */
function whitelabelName(proof: ProofLike, field: WhitelabelField): string {
  const reference = proof[field];
  return typeof reference === 'object' && reference !== null
    ? nameOrUnknown((reference as Record<string, unknown>)[field])
    : nameOrUnknown(undefined);
}

export function indexProofs(proofs: readonly unknown[], field: WhitelabelField): ProofIndex {
  const list = proofs as readonly ProofLike[];
  const makers = new NameIds();
  const whitelabels = new NameIds();
  const clients = new NameIds();
  const clientWhitelabel: number[] = [];
  const makerOf = new Int32Array(list.length);
  const clientOf = new Int32Array(list.length);
  list.forEach((proof, i) => {
    makerOf[i] = makers.id(nameOrUnknown(proof.proofMaker));
    const whitelabel = whitelabels.id(whitelabelName(proof, field));
    const user = typeof proof.user === 'string' ? proof.user.trim().toLowerCase() : '';
    // A proof without a client user is one client of its own rather than merged with other blanks.
    const client = clients.id(user ? `${whitelabel}\u0000${user}` : `\u0001${i}`);
    clientWhitelabel[client] = whitelabel;
    clientOf[i] = client;
  });
  return {
    times: datesOf(list, (proof) => proof.date),
    makerOf,
    makers: makers.names,
    clientOf,
    clientWhitelabel: Int32Array.from(clientWhitelabel),
    whitelabels: whitelabels.names,
  };
}

export function proofStats(index: ProofIndex, bounds: Bounds | null): ProofStats {
  const { times, makerOf, clientOf, clientWhitelabel } = index;
  const perMaker = new Int32Array(index.makers.length);
  const perWhitelabel = new Int32Array(index.whitelabels.length);
  const seen = new Uint8Array(clientWhitelabel.length);
  const from = bounds ? bounds.from : -Infinity;
  const to = bounds ? bounds.to : Infinity;
  let proofs = 0;
  let clients = 0;
  for (let i = 0; i < times.length; i += 1) {
    // Without bounds every proof counts, one with an unreadable date too (no filtering applies).
    if (bounds && !(times[i] >= from && times[i] <= to)) continue;
    proofs += 1;
    perMaker[makerOf[i]] += 1;
    const client = clientOf[i];
    if (!seen[client]) {
      seen[client] = 1;
      clients += 1;
      perWhitelabel[clientWhitelabel[client]] += 1;
    }
  }
  return {
    proofs,
    clients,
    byMaker: tallies(index.makers, perMaker),
    usersByWhitelabel: tallies(index.whitelabels, perWhitelabel),
  };
}
