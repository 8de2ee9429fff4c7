import type { ProofMessages } from '@console/contract/areas';
import { badRequest } from '../http/refusal';
import type { StoredProofImage } from '../db/schema';
import type { ImageFieldRule, ReceivedImage } from '../uploads';

/** The two image groups of a proof, by their multipart field names. */
export const IMAGE_GROUPS = ['images', 'navigation2Images'] as const;
export type ImageGroup = (typeof IMAGE_GROUPS)[number];

/** Spec §9: at most 6 images per group. */
export const MAX_IMAGES_PER_GROUP = 6;
/** Proof images are screenshots and photos; 5 MB keeps any phone screenshot whole. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** What each file field of the proof form accepts, with the spec's message for one image too many. */
export function imageRules(messages: ProofMessages): Record<ImageGroup, ImageFieldRule> {
  const rule = (label: string, tooMany: string): ImageFieldRule => ({
    label,
    types: ['jpeg', 'png', 'gif', 'webp'],
    maxBytes: MAX_IMAGE_BYTES,
    maxCount: MAX_IMAGES_PER_GROUP,
    tooMany,
  });
  return {
    images: rule('Images', messages.tooManyImages),
    navigation2Images: rule('Navigation 2 images', messages.tooManyNavigation2Images),
  };
}

/**
 * The text field that orders a group on update: `imagesOrder` / `navigation2ImagesOrder`, a JSON array
 * whose entries are either the stored path of an image the proof keeps (`uploads/turbo/proofs/x.png`)
 * or `new:<n>`, the n-th file (from 0) sent in that group's file field. Without it, a group keeps its
 * images and the new files follow them.
 */
export const orderField = (group: ImageGroup) => `${group}Order`;

/** One place of a group after the save: an image the proof had, or a file of this request. */
export type Placed = { kept: StoredProofImage } | { added: ReceivedImage };

export type ImagePlan = Record<ImageGroup, Placed[]>;

type Groups = Record<ImageGroup, readonly StoredProofImage[]>;

const NEW_FILE = /^new:(\d+)$/;

function parseOrder(text: string, group: ImageGroup): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || !parsed.every((entry) => typeof entry === 'string')) {
    throw badRequest(`${orderField(group)} must be a JSON array of stored image paths and new:<n> entries`);
  }
  return parsed;
}

/**
 * Where every image of both groups goes: the order fields place kept and new images (an image may move
 * between groups), every file sent must be placed once, and each group holds at most 6 (the spec's
 * messages). `current` is the proof being updated; a new proof has none.
 */
export function planImages(
  form: Record<string, string>,
  files: Record<string, ReceivedImage[]>,
  messages: ProofMessages,
  current: Groups = { images: [], navigation2Images: [] },
): ImagePlan {
  const owned = new Map([...current.images, ...current.navigation2Images].map((image) => [image.path, image]));
  const usedPaths = new Set<string>();
  const plan = {} as ImagePlan;
  for (const group of IMAGE_GROUPS) {
    const sent = files[group] ?? [];
    const order = form[orderField(group)];
    const entries =
      order === undefined
        ? [...current[group].map((image) => image.path), ...sent.map((_, n) => `new:${n}`)]
        : parseOrder(order, group);
    const usedFiles = new Set<number>();
    plan[group] = entries.map((entry): Placed => {
      const added = NEW_FILE.exec(entry);
      if (added) {
        const n = Number(added[1]);
        if (n >= sent.length || usedFiles.has(n))
          throw badRequest(`${orderField(group)} names ${entry}, which is not a file sent once in ${group}`);
        usedFiles.add(n);
        return { added: sent[n] };
      }
      const kept = owned.get(entry);
      if (!kept || usedPaths.has(entry))
        throw badRequest(`${orderField(group)} names an image this proof does not have: ${entry}`);
      usedPaths.add(entry);
      return { kept };
    });
    if (usedFiles.size < sent.length)
      throw badRequest(`Every file sent in ${group} must be placed in ${orderField(group)}`);
    if (plan[group].length > MAX_IMAGES_PER_GROUP) {
      throw badRequest(group === 'images' ? messages.tooManyImages : messages.tooManyNavigation2Images);
    }
  }
  return plan;
}

/** The images of `current` that the plan drops: their files go once the change is committed. */
export function droppedImages(current: Groups, plan: ImagePlan): string[] {
  const kept = new Set(
    IMAGE_GROUPS.flatMap((group) => plan[group].flatMap((place) => ('kept' in place ? [place.kept.path] : []))),
  );
  return IMAGE_GROUPS.flatMap((group) => current[group].map((image) => image.path)).filter((path) => !kept.has(path));
}
