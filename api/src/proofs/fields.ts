import type { AreaDescriptor } from '@console/contract/areas';
import { isCalendarDay } from '@console/contract/time';
import { badRequest } from '../http/refusal';

/** The text fields of a proof form, checked; the references are ids still to be looked up in the area. */
export interface ProofFields {
  whitelabelId: string;
  proofTypeId: string;
  sportId: string;
  agentName: string;
  proofUser: string;
  amount: number;
  profitAndLoss: number;
  eventName: string;
  marketName: string;
  navigation: string;
  navigation2: string;
  /** Undefined when not sent: the proof is about today. */
  date: string | undefined;
  /** As sent; only an admin's is taken (see proofMakerOf). */
  proofMaker: string | undefined;
  /** Undefined when not sent: the chosen whitelabel's group. */
  whatsappGroup: string | undefined;
}

const MAX_TEXT = 500;

/**
 * A whole number from a form field, rounded down as the form sends it (spec §5); blank is 0. Anything
 * else, or a number too large to store exactly, is a 400 naming the field.
 */
function wholeNumber(value: string | undefined, label: string): number {
  const text = value?.trim() ?? '';
  if (text === '') return 0;
  const number = Number(text);
  if (!Number.isFinite(number)) throw badRequest(`${label} must be a number`);
  const whole = Math.floor(number);
  if (!Number.isSafeInteger(whole)) throw badRequest(`${label} is too large`);
  return whole;
}

/**
 * Reads the spec's multipart text fields (turbo.md / forex.md §7): the ids of the whitelabel (sent under
 * the area's whitelabel field name), proof type and sport, and the proof's own fields, with the form's
 * rules and messages (§5).
 */
export function proofFields(form: Record<string, string>, area: AreaDescriptor): ProofFields {
  const { messages } = area.proof;
  const text = (name: string) => {
    const value = form[name]?.trim() ?? '';
    if (value.length > MAX_TEXT) throw badRequest(`${name} is too long (at most ${MAX_TEXT} characters)`);
    return value;
  };
  const optional = (name: string) => (form[name] === undefined ? undefined : text(name));

  const whitelabelId = text(area.whitelabel.userField);
  if (!whitelabelId) throw badRequest(messages.invalidUsername);
  const required = {
    proofUser: text('user'),
    eventName: text('eventname'),
    navigation: text('navigation'),
    proofTypeId: text('prooftype'),
    sportId: text('sportname'),
    marketName: text('marketname'),
  };
  if (Object.values(required).some((value) => !value)) throw badRequest(messages.requiredFields);

  const amount = wholeNumber(form.amount, 'Amount');
  if (amount < 0) throw badRequest('Amount must be 0 or more');
  const date = optional('date') || undefined;
  if (date && !isCalendarDay(date)) throw badRequest('Date must be a valid date as YYYY-MM-DD');

  // The spread last: on Node 20 each property after a spread costs microseconds (a seed makes millions).
  return {
    whitelabelId,
    agentName: text('agentname'),
    amount,
    profitAndLoss: wholeNumber(form.profitAndLoss, 'Profit and loss'),
    navigation2: text('navigation2'),
    date,
    proofMaker: optional('proofMaker'),
    whatsappGroup: optional('whatsapp_group'),
    ...required,
  };
}
