import { isAcceptedLogo } from './logo';
import type { Whitelabel, WhitelabelInput } from './whitelabelTypes';

export type WhitelabelErrors = Partial<Record<keyof WhitelabelInput, string>>;

export const emptyWhitelabelInput = (): WhitelabelInput => ({
  user: '',
  whatsappGroup: '',
  hexacode: '',
  url: '',
  logo: null,
});

export const whitelabelInputOf = (whitelabel: Whitelabel): WhitelabelInput => ({
  user: whitelabel.user,
  whatsappGroup: whitelabel.whatsappGroup,
  hexacode: whitelabel.hexacode,
  url: whitelabel.url,
  logo: null,
});

/** Every field is required; the logo only on create (on edit, empty keeps the current one). */
export function validateWhitelabel(input: WhitelabelInput, editing: boolean): WhitelabelErrors {
  const errors: WhitelabelErrors = {};
  if (!input.user.trim()) errors.user = 'Username is required';
  if (!input.whatsappGroup.trim()) errors.whatsappGroup = 'WhatsApp group is required';
  if (!input.hexacode.trim()) errors.hexacode = 'Hexacode is required';
  else if (!/^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(input.hexacode.trim()))
    errors.hexacode = 'Enter the colour as a hex code, e.g. #00008B';
  if (!input.url.trim()) errors.url = 'URL is required';
  if (input.logo && !isAcceptedLogo(input.logo)) errors.logo = 'The logo must be a jpeg, jpg, png or gif image';
  else if (!input.logo && !editing) errors.logo = 'Logo is required';
  return errors;
}
