import type { WhitelabelResource } from '@console/contract/areas';
import { isWebAddress } from '../../http/webAddress';
import { badRequest } from '../../http/refusal';

export const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** '1a2b3c' and '#1a2b3c' both mean #1a2b3c: the spec adds the '#' a colour lacks. */
export function withHash(colour: string): string {
  return colour.startsWith('#') ? colour : `#${colour}`;
}

export interface WhitelabelFields {
  whitelabelUser: string;
  whatsappGroup: string;
  hexacode: string;
  url: string;
}

/**
 * The text fields of a whitelabel form (create and update send the same ones), checked: each required,
 * the colour a hex colour, the URL an http(s) address.
 */
export function whitelabelFields(form: Record<string, string>, resource: WhitelabelResource): WhitelabelFields {
  const read = (name: string, label: string, maxLength: number) => {
    const value = form[name]?.trim();
    if (!value) throw badRequest(`${label} is required`);
    if (value.length > maxLength) throw badRequest(`${label} is too long (at most ${maxLength} characters)`);
    return value;
  };
  const whitelabelUser = read(resource.userField, `${resource.noun} user`, 200);
  const whatsappGroup = read('whatsapp_group', 'WhatsApp group', 500);
  const hexacode = withHash(read('hexacode', 'Hexacode', 9));
  const url = read('url', 'URL', 2000);
  if (!HEX_COLOUR.test(hexacode)) throw badRequest('Hexacode must be a hex colour such as #00008B');
  if (!isWebAddress(url)) throw badRequest('URL must be a web address');
  return { whitelabelUser, whatsappGroup, hexacode, url };
}
