/**
 * What the API answers for one catalogue resource of one area. The success texts are the spec's banner
 * texts without the '!' ("the API layer uses the same without the exclamation mark"), built from the
 * descriptor's noun: 'Forex sport' -> 'Forex sport created successfully'.
 */
export function serverMessages(noun: string) {
  const lower = noun.toLowerCase();
  return {
    created: `${noun} created successfully`,
    updated: `${noun} updated successfully`,
    deleted: `${noun} deleted successfully`,
    listed: `${noun}s fetched successfully`,
    fetched: `${noun} details fetched successfully`,
    notFound: `${noun} not found`,
    /** `what`: the field that must be unique in the area ('user', 'type', 'name'). */
    duplicate: (what: string) => `A ${lower} with this ${what} already exists`,
    inUse: `This ${lower} is in use and cannot be deleted`,
  };
}

export type ServerMessages = ReturnType<typeof serverMessages>;
