import type { Area } from '../../descriptor';
import type { Whitelabel } from '../../whitelabel/whitelabelTypes';
import type { DraftImage, Proof, ProofDraft, ProofInput, ProofListItem, ProofLookups } from '../proofTypes';

/** Spec §9: at most 6 images in each group. */
export const MAX_IMAGES = 6;
/** The API keeps images up to 5 MB; the form says so before uploading. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
export const NOT_AN_IMAGE = 'Only JPEG, PNG, GIF or WebP images can be added';
export const IMAGE_TOO_LARGE = 'Each image must be at most 5 MB';

/** A new form, or the form of a proof being edited; the proof maker is the signed-in person. */
export function draftOf(proof: Proof | ProofListItem | null, username: string, today: string): ProofDraft {
  if (!proof) {
    return {
      whitelabelUser: '',
      agentName: '',
      user: '',
      amount: '0',
      sportId: '',
      eventName: '',
      marketName: '',
      proofTypeId: '',
      navigation: '',
      navigation2: '',
      profitAndLoss: '0',
      date: today,
      proofMaker: username,
      whatsappGroup: '',
      images: [],
      navigation2Images: [],
    };
  }
  const stored = (images: Proof['images']): DraftImage[] =>
    images.map((image) => ({ kind: 'stored', key: image.path, ...image }));
  return {
    whitelabelUser: proof.whitelabel.user,
    agentName: proof.agentName,
    user: proof.user,
    amount: String(proof.amount),
    sportId: proof.sport._id,
    eventName: proof.eventName,
    marketName: proof.marketName,
    proofTypeId: proof.proofType._id,
    navigation: proof.navigation,
    navigation2: proof.navigation2,
    profitAndLoss: String(proof.profitAndLoss),
    date: proof.date,
    proofMaker: proof.proofMaker,
    whatsappGroup: proof.whatsappGroup,
    images: stored(proof.images),
    navigation2Images: stored(proof.navigation2Images),
  };
}

/** A saved proof as the input that saves it again unchanged (its images kept in their order). */
export function proofInputOf(proof: Proof): ProofInput {
  return { ...draftOf(proof, proof.proofMaker, proof.date), whitelabelId: proof.whitelabel._id };
}

/** The whitelabel whose user is the typed name (any case, no outer spaces), if there is one. */
export function findWhitelabel(whitelabels: readonly Whitelabel[], typed: string): Whitelabel | undefined {
  const name = typed.trim().toLowerCase();
  return name ? whitelabels.find((whitelabel) => whitelabel.user.toLowerCase() === name) : undefined;
}

/**
 * The amount's arrow keys (spec §2): Up adds 1, Down takes 1 away, never below 0; a value with
 * decimals or none at all starts from its whole part. Undefined for any other key.
 */
export function stepAmount(value: string, key: string): string | undefined {
  if (key !== 'ArrowUp' && key !== 'ArrowDown') return undefined;
  const current = Math.max(0, Math.floor(Number(value) || 0));
  return String(key === 'ArrowUp' ? current + 1 : Math.max(0, current - 1));
}

/** A new image of the form: shown at once from an object URL (revoked when the image leaves). */
export function newImage(file: File): DraftImage {
  return {
    kind: 'new',
    key: `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`,
    file,
    url: URL.createObjectURL(file),
  };
}

/**
 * Adds chosen or dropped files to a group: only images of the accepted types and size, and no more than
 * fit in the 6 (the others are refused with the group's message). Returns the group and what to tell.
 */
export function addFiles(
  images: readonly DraftImage[],
  files: readonly File[],
  tooMany: string,
): { images: DraftImage[]; error: string | null } {
  let error: string | null = null;
  const next = [...images];
  for (const file of files) {
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) error ??= NOT_AN_IMAGE;
    else if (file.size > MAX_IMAGE_BYTES) error ??= IMAGE_TOO_LARGE;
    else if (next.length >= MAX_IMAGES) error ??= tooMany;
    else next.push(newImage(file));
  }
  return { images: next, error };
}

/** The group with the image at `from` moved to `to` (both kept inside the group). */
export function moveImage<T>(images: readonly T[], from: number, to: number): T[] {
  const target = Math.min(Math.max(0, to), images.length - 1);
  if (from === target || from < 0 || from >= images.length) return [...images];
  const next = [...images];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

/**
 * The form's rules with the spec's messages (§5), in the order the spec gives them: a whitelabel user
 * from the list, the required fields, then a proof type and sport that exist. The first problem is the
 * one shown; none gives what the form saves.
 */
export function checkDraft(
  draft: ProofDraft,
  lookups: ProofLookups,
  messages: Area['proof']['messages'],
): { error: string } | { input: ProofInput } {
  const whitelabel = findWhitelabel(lookups.whitelabels, draft.whitelabelUser);
  if (!whitelabel) return { error: messages.invalidUsername };
  const required = [draft.user, draft.eventName, draft.navigation, draft.proofTypeId, draft.sportId, draft.marketName];
  if (required.some((value) => !value.trim())) return { error: messages.requiredFields };
  if (!lookups.proofTypes.some((type) => type._id === draft.proofTypeId)) return { error: messages.invalidProofType };
  if (!lookups.sports.some((sport) => sport._id === draft.sportId)) return { error: messages.invalidSport };
  if (draft.images.length > MAX_IMAGES) return { error: messages.tooManyImages };
  if (draft.navigation2Images.length > MAX_IMAGES) return { error: messages.tooManyNavigation2Images };
  return {
    input: { ...draft, whitelabelId: whitelabel._id, whatsappGroup: draft.whatsappGroup || whitelabel.whatsappGroup },
  };
}
