import { Type, type TSchema } from 'typebox';
import { ProofTypeRecord, sportRecord, whitelabelRecord } from './catalogue';

/*
 * The proof calls' answers (turbo.md / forex.md §3, §7). The whitelabel sits under the area's
 * whitelabel field and the sport's name under the area's sport field, so the schemas are made per area.
 */

/** The field names an area's proofs answer under (its descriptor's whitelabel and sport). */
export interface ProofFieldNames {
  /** `whitelabel_user`, `forex_whitelabel_user`: the whitelabel's user, and the proof's whitelabel. */
  userField: string;
  /** `sportsName`, `forexSportName`. */
  nameField: string;
}

/** An image as the spec shows it: `data` is the path the browser loads from /api/{data}. */
const ProofImage = Type.Object({ data: Type.String(), filename: Type.String() });

/** A proof type as a list page's proof carries it: without the template HTML. */
export const ProofTypeSummary = Type.Object({
  _id: Type.String(),
  type: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

/**
 * A proof: the whitelabel, proof type and sport as references holding their own fields, the spec's
 * field names for the rest; times as ISO text. A list page's proof has the ProofTypeSummary.
 */
export const proofRecord = ({ userField, nameField }: ProofFieldNames, prooftype: TSchema = ProofTypeRecord) =>
  Type.Object({
    _id: Type.String(),
    [userField]: whitelabelRecord(userField),
    agentname: Type.String(),
    user: Type.String(),
    amount: Type.Number(),
    sportname: sportRecord(nameField),
    eventname: Type.String(),
    marketname: Type.String(),
    navigation: Type.String(),
    navigation2: Type.String(),
    profitAndLoss: Type.Number(),
    date: Type.String(),
    proofMaker: Type.String(),
    whatsapp_group: Type.String(),
    images: Type.Array(ProofImage),
    navigation2Images: Type.Array(ProofImage),
    createdAt: Type.String(),
    updatedAt: Type.String(),
    version: Type.Number(),
    prooftype,
  });

/** GET {base}/page: one page of the filtered, sorted list, and where it stands. */
export const proofPageAnswer = (names: ProofFieldNames) =>
  Type.Object({
    data: Type.Array(proofRecord(names, ProofTypeSummary)),
    total: Type.Number(),
    page: Type.Number(),
    pageSize: Type.Number(),
  });
